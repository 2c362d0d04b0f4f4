import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab compare FILE.plrec --scene B.json`: the recording's input drives two tunings (its own
/// scene, or `--base A.json`, and B); prints where their states first differ, as `diff` does, and
/// per release of each panel and the sheet the target, the settle time and the overshoot of each;
/// `--out` writes the two runs as one video. Exit status as diff(1)'s: 0 identical, 1 different,
/// 2 bad usage or input.
enum CompareCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(
      args, options: ["--scene", "--base", "--out", "--fps", "--scale", "--from", "--to"], flags: ["--side-by-side", "--force", "--no-touches"])
    try a.expectPositional(1, "the recording FILE")
    guard let scene = a["--scene"] else { throw UsageError(message: "compare needs --scene B.json, the tuning to compare with") }
    let path = a.positional[0]
    let fps = try a.integer("--fps", in: 1...240) ?? 60
    let range = try ReplayRange(a)
    if let out = a["--out"] { try SceneLoading.checkNotEmpty(out, option: "--out") }
    let runs = try CompareRuns(recording: path, scene: scene, base: a["--base"], force: a.has("--force"))
    var output: OutputPath?
    if let out = a["--out"] {
      let ext = URL(fileURLWithPath: out).pathExtension.lowercased()
      output = try SceneLoading.output(out, option: "--out", inputs: runs.inputs, extension: ext == "webm" ? "webm" : "mp4")
    }
    let scale = try a.number("--scale", in: 0.5...4) ?? runs.a.config.scale ?? 1
    let window = runs.a.config.window
    try SceneLoading.checkPixels(Size(width: window.width * (a.has("--side-by-side") ? 2 : 1), height: window.height), scale: scale)
    let result = try compare(runs, fps: fps, scale: scale, range: range)
    print(result.text.joined(separator: "\n"))
    if let output {
      output.begin()
      let size = runs.a.config.window
      let (w, h) = GhostVideo.size(
        width: Rasterizer.pixels(size.width, scale), height: Rasterizer.pixels(size.height, scale), sideBySide: a.has("--side-by-side"))
      let sink: FrameSink =
        output.target.lowercased().hasSuffix(".webm")
        ? try WebMExport(output: output.writePath, width: w, height: h, fps: fps) : try MP4Export(output: output.writePath, width: w, height: h, fps: fps)
      do {
        _ = try GhostVideo.render(
          runs, fps: fps, scale: scale, range: range, sideBySide: a.has("--side-by-side"), touches: !a.has("--no-touches"), sinks: [sink],
          total: result.a.frameTimes.count)
        do { try output.commit() } catch { throw RunFailure(message: error.message) }
      } catch {
        output.discard()
        throw error
      }
    }
    return result.identical ? 0 : 1
  }

  /// What the two runs gave: each one's timeline and releases, and the text that compares them.
  struct Result {
    /// A's frames, events and plots.
    var a: ReportTimeline
    /// B's.
    var b: ReportTimeline
    /// The releases side by side.
    var releases: ReleaseComparison
    /// The first difference, as `diff` words it.
    var difference: [String]
    /// Whether the two runs' traces are the same.
    var identical: Bool
    /// The lines `compare` prints.
    var text: [String] { difference + releases.lines }
  }

  /// Replays both runs headless over `range` and compares their traces.
  static func compare(_ runs: CompareRuns, fps: Int, scale: Double, range: ReplayRange) throws -> Result {
    var files: [String] = []
    defer { for f in files { ReportCommand.removeTemporary(f) } }
    for side in [runs.a, runs.b] {
      let (recording, _) = try ReplayCommand.prepare(side.recording, path: runs.path, fps: fps, scale: scale, range: range, images: side.images)
      files.append(try ReportCommand.traceFile(of: recording, path: runs.path, fps: fps, scale: scale, range: range, images: side.images))
    }
    let sources = try files.map { try TraceSource(path: $0, fps: fps, scale: scale, force: false) }
    let outcome = try TraceComparison.run(sources[0], sources[1])
    var identical = false
    if case .identical = outcome { identical = true }
    // diff's words for the first difference, with the runs named instead of the trace files.
    let body = DiffReport(a: sources[0], b: sources[1], outcome: outcome).text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    let difference = [runs.a.label, runs.b.label] + body.map(String.init)
    var timelines: [ReportTimeline] = []
    var tables: [ReleaseTable] = []
    for file in files {
      var timeline = ReportTimeline(fps: fps)
      var table = ReleaseTable()
      try ReportCommand.read(file, fps: fps, scale: scale) { line in
        timeline.add(line)
        table.add(line)
      }
      timeline.finish()
      timelines.append(timeline)
      tables.append(table)
    }
    return Result(a: timelines[0], b: timelines[1], releases: ReleaseComparison(tables[0], tables[1]), difference: difference, identical: identical)
  }
}
