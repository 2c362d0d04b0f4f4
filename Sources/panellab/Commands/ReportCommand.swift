import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab report FILE.plrec --out report.html`: one offline HTML file with the session's video,
/// its event log, a plot per component, its tuned values and the recording itself.
enum ReportCommand {
  /// The MIME type of the embedded video, as `canPlayType` is asked.
  static let videoType = #"video/webm; codecs="vp9""#

  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(
      args, options: ["--out", "--fps", "--scale", "--from", "--to", "--compare", "--base"], flags: ["--force", "--no-touches", "--side-by-side"])
    try a.expectPositional(1, "the recording FILE")
    guard let out = a["--out"] else { throw UsageError(message: "report needs --out FILE.html") }
    let path = a.positional[0]
    let fps = try a.integer("--fps", in: 1...120) ?? 30
    let scale = try a.number("--scale", in: 0.5...4) ?? 0.5
    let range = try ReplayRange(a)
    let touches = !a.has("--no-touches")
    if a["--compare"] == nil {
      for option in ["--base", "--side-by-side"] where a[option] != nil || a.has(option) {
        throw UsageError(message: "\(option) goes with --compare B.json")
      }
    }
    try SceneLoading.checkNotEmpty(out, option: "--out")
    let name = URL(fileURLWithPath: path).lastPathComponent

    if let scene = a["--compare"] {
      let sideBySide = a.has("--side-by-side")
      let runs = try CompareRuns(recording: path, scene: scene, base: a["--base"], force: a.has("--force"))
      let inputs = runs.inputs
      let output = try SceneLoading.output(out, option: "--out", inputs: inputs, extension: "html")
      let window = runs.a.config.window
      try SceneLoading.checkPixels(Size(width: window.width * (sideBySide ? 2 : 1), height: window.height), scale: scale)
      let (w, h) = GhostVideo.size(width: Rasterizer.pixels(window.width, scale), height: Rasterizer.pixels(window.height, scale), sideBySide: sideBySide)
      try refuseEarly(runs.a.recording, path: path, bytes: runs.bytes, width: w, height: h, fps: fps, scale: scale, range: range)
      let result = try CompareCommand.compare(runs, fps: fps, scale: scale, range: range)
      var options = sideBySide ? ["--side-by-side"] : []
      if let base = a["--base"] { options += ["--base", URL(fileURLWithPath: base).lastPathComponent] }
      var page = ReportHTML(
        title: "PanelLab comparison: \(name)",
        runs: [
          ReportHTML.Run(label: runs.a.label, timeline: result.a, tuning: ReportTuning(runs.a.config, recording: runs.a.recording)),
          ReportHTML.Run(label: runs.b.label, timeline: result.b, tuning: ReportTuning(runs.b.config, recording: runs.b.recording)),
        ],
        video: [], videoType: videoType, recordingName: name, recording: runs.bytes,
        provenance: provenance(
          runs.a.recording, bytes: runs.bytes, name: name, fps: fps, scale: scale, range: range, touches: touches,
          compare: (URL(fileURLWithPath: scene).lastPathComponent, options)),
        extraSections: result.releases.section(difference: result.difference))
      try refuseLate(page, path: path, width: w, height: h, fps: fps, scale: scale, frames: result.a.frameTimes.count)
      try FFmpegProcess.require()
      page.video = try encoded(width: w, height: h, fps: fps) { sink in
        _ = try GhostVideo.render(
          runs, fps: fps, scale: scale, range: range, sideBySide: sideBySide, touches: touches, sinks: [sink], total: result.a.frameTimes.count)
      }
      try write(page.text, to: output, inputs: inputs)
      return 0
    }

    let bytes = try SceneLoading.readBytes(path, limit: Limits.recordingFileBytes)
    let full = try ReplayCommand.load(path, force: a.has("--force"))
    let config = try SceneConfig(json: full.scene)
    let images = try SceneLoading.images(of: full, at: path)
    let inputs = [path] + images.filePaths
    let output = try SceneLoading.output(out, option: "--out", inputs: inputs, extension: "html")
    try SceneLoading.checkPixels(config.window, scale: scale)
    let (w, h) = (Rasterizer.pixels(config.window.width, scale), Rasterizer.pixels(config.window.height, scale))
    try refuseEarly(full, path: path, bytes: bytes, width: w, height: h, fps: fps, scale: scale, range: range)
    let (recording, _) = try ReplayCommand.prepare(full, path: path, fps: fps, scale: scale, range: range, images: images)
    let timeline = try trace(of: recording, path: path, fps: fps, scale: scale, range: range, images: images)
    var page = ReportHTML(
      title: "PanelLab report: \(name)",
      runs: [ReportHTML.Run(label: name, timeline: timeline, tuning: ReportTuning(config, recording: full))],
      video: [], videoType: videoType, recordingName: name, recording: bytes,
      provenance: provenance(full, bytes: bytes, name: name, fps: fps, scale: scale, range: range, touches: touches))
    try refuseLate(page, path: path, width: w, height: h, fps: fps, scale: scale, frames: timeline.frameTimes.count)
    try FFmpegProcess.require()
    page.video = try encoded(width: w, height: h, fps: fps) { sink in
      _ = try ReplayCommand.replay(
        images: images, recording, path: path, fps: fps, scale: scale, range: range, sinks: [sink], trace: nil, label: "video",
        total: timeline.frameTimes.count, touches: touches)
    }
    try write(page.text, to: output, inputs: inputs)
    return 0
  }

  /// Refuses, before any replay, a report whose input alone would pass the size limit, so a
  /// day-long recording costs no time.
  static func refuseEarly(
    _ recording: Recording, path: String, bytes: [UInt8], width: Int, height: Int, fps: Int, scale: Double, range: ReplayRange
  ) throws {
    let lastInput = recording.inputs.last?.input.time ?? 0
    let span = Swift.max(0, Swift.min(range.to ?? lastInput, lastInput) - Swift.max(range.from, recording.startAt))
    let least = ReportBudget(
      width: width, height: height, fps: fps, scale: scale, frames: Int(Double(span) / 1_000_000 * Double(fps)),
      pageBytes: ReportBudget.base64(bytes.count))
    if let refusal = least.refusal { throw InputError(file: path, line: 0, message: refusal) }
  }

  /// Refuses, before the video is made, a report whose page and video could pass the limit.
  static func refuseLate(_ page: ReportHTML, path: String, width: Int, height: Int, fps: Int, scale: Double, frames: Int) throws {
    let budget = ReportBudget(width: width, height: height, fps: fps, scale: scale, frames: frames, pageBytes: page.text.utf8.count)
    if let refusal = budget.refusal { throw InputError(file: path, line: 0, message: refusal) }
  }

  /// The bytes of a WebM video that `render` writes through the sink it is given.
  static func encoded(width: Int, height: Int, fps: Int, _ render: (FrameSink) throws -> Void) throws -> [UInt8] {
    let file = NSTemporaryDirectory() + "panellab-report-\(UUID().uuidString).webm"
    // A signal removes it too.
    TemporaryFiles.add(file)
    defer { removeTemporary(file) }
    try render(try WebMExport(output: file, width: width, height: height, fps: fps))
    guard let data = FileManager.default.contents(atPath: file) else { throw RunFailure(message: "the video ffmpeg wrote cannot be read (\(file))") }
    return [UInt8](data)
  }

  /// The trace of the range, read back through the trace format (what `replay --trace` writes).
  static func trace(
    of recording: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, images: SceneImages
  ) throws -> ReportTimeline {
    let file = try traceFile(of: recording, path: path, fps: fps, scale: scale, range: range, images: images)
    defer { removeTemporary(file) }
    var timeline = ReportTimeline(fps: fps)
    try read(file, fps: fps, scale: scale) { timeline.add($0) }
    timeline.finish()
    return timeline
  }

  /// Writes the range's trace to a temporary file, as `replay --trace` would, and returns its
  /// path (the caller removes it).
  static func traceFile(
    of recording: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, images: SceneImages
  ) throws -> String {
    let file = NSTemporaryDirectory() + "panellab-report-\(UUID().uuidString).trace"
    TemporaryFiles.add(file)
    let trace: TraceFile
    do { trace = try TraceFile(path: file) } catch { throw RunFailure(message: error.message) }
    do {
      _ = try ReplayCommand.replay(images: images, recording, path: path, fps: fps, scale: scale, range: range, sinks: [], trace: trace, label: nil)
      try trace.finish()
    } catch let error as HostError {
      removeTemporary(file)
      throw RunFailure(message: error.message)
    } catch {
      removeTemporary(file)
      throw error
    }
    return file
  }

  /// Removes a temporary file this command made (and forgets it for the signal handler).
  static func removeTemporary(_ file: String) {
    unlink(file)
    TemporaryFiles.remove(file)
  }

  /// Reads a trace file line by line through the trace reader `diff` uses.
  static func read(_ file: String, fps: Int, scale: Double, _ visit: (TraceLine) -> Void) throws {
    let source = try TraceSource(path: file, fps: fps, scale: scale, force: false)
    while let line = try source.next() { visit(line) }
  }

  /// Where the report came from: the recording's digest, the versions, and the commands that
  /// make its trace and the report again.
  static func provenance(
    _ recording: Recording, bytes: [UInt8], name: String, fps: Int, scale: Double, range: ReplayRange, touches: Bool,
    compare: (scene: String, options: [String])? = nil
  ) -> [(String, String)] {
    var options = ["--fps", "\(fps)", "--scale", JSONWriter.number(scale)]
    if range.fromGiven { options += ["--from", JSONWriter.number(range.from.seconds)] }
    if let to = range.to { options += ["--to", JSONWriter.number(to.seconds)] }
    let shared = options.joined(separator: " ")
    if let compare {
      let more = ([compare.scene] + compare.options).joined(separator: " ")
      return [
        ("recording", name),
        ("SHA-256", SHA256.hex(of: bytes)),
        ("model version", "\(recording.model ?? "not recorded") (this program: \(Versions.model))"),
        ("report made by", Versions.app),
        ("the comparison again", "panellab compare \(name) --scene \(more.replacingOccurrences(of: " --side-by-side", with: "")) \(shared)"),
        ("this report again", "panellab report \(name) --compare \(more) \(shared)\(touches ? "" : " --no-touches") --out report.html"),
      ]
    }
    return [
      ("recording", name),
      ("SHA-256", SHA256.hex(of: bytes)),
      ("model version", "\(recording.model ?? "not recorded") (this program: \(Versions.model))"),
      ("recorded with", recording.app ?? "not recorded"),
      ("report made by", Versions.app),
      ("the trace again", "panellab replay \(name) --headless \(shared) --trace \(name).trace"),
      ("the video again", "panellab replay \(name) --headless \(shared) --mp4 \(name).mp4\(touches ? "" : " --no-touches")"),
      ("this report again", "panellab report \(name) \(shared)\(touches ? "" : " --no-touches") --out report.html"),
    ]
  }

  /// Writes the page beside its target and puts it in place whole (the output rules).
  static func write(_ text: String, to output: OutputPath, inputs: [String]) throws {
    let file: OutputFile
    do { file = try OutputFile(output.given, inputs: inputs) } catch { throw RunFailure(message: error.message) }
    do {
      try file.write(Array(text.utf8))
      try file.finish()
    } catch {
      file.abandon()
      throw RunFailure(message: error.message)
    }
  }
}
