import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab report FILE.plrec --out report.html`: one offline HTML file with the session's video,
/// its event log, a plot per component, its tuned values and the recording itself.
enum ReportCommand {
  /// The MIME type of the embedded video, as `canPlayType` is asked.
  static let videoType = #"video/webm; codecs="vp9""#

  /// What every report is asked for.
  struct Options {
    /// The recording.
    var path: String
    /// `--out`.
    var out: String
    /// The frame grid and the pixels per point of the video and the plots.
    var fps: Int, scale: Double
    /// `--from`, `--to`.
    var range: ReplayRange
    /// Whether the hand is drawn (not `--no-touches`).
    var touches: Bool
    /// `--force`.
    var force: Bool
    /// The recording's file name, as the page and its commands name it.
    var name: String { URL(fileURLWithPath: path).lastPathComponent }
  }

  /// Runs the command: a report of the recording, or with `--compare` of it and another tuning.
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(
      args, options: ["--out", "--fps", "--scale", "--from", "--to", "--compare", "--base"], flags: ["--force", "--no-touches", "--side-by-side"])
    try a.expectPositional(1, "the recording FILE")
    guard let out = a["--out"] else { throw UsageError(message: "report needs --out FILE.html") }
    try SceneLoading.checkNotEmpty(out, option: "--out")
    let options = Options(
      path: a.positional[0], out: out, fps: try a.integer("--fps", in: 1...120) ?? 30, scale: try a.number("--scale", in: 0.5...4) ?? 0.5,
      range: try ReplayRange(a), touches: !a.has("--no-touches"), force: a.has("--force"))
    if let scene = a["--compare"] {
      try compared(options, scene: scene, base: a["--base"], sideBySide: a.has("--side-by-side"))
    } else {
      for option in ["--base", "--side-by-side"] where a[option] != nil || a.has(option) {
        throw UsageError(message: "\(option) goes with --compare B.json")
      }
      try single(options)
    }
    return 0
  }

  /// The report of one recording.
  static func single(_ o: Options) throws {
    let full = try ReplayCommand.load(o.path, force: o.force)
    let bytes = try SceneLoading.readBytes(o.path, limit: Limits.recordingFileBytes)
    let config = try SceneConfig(json: full.scene)
    let images = try SceneLoading.images(of: full, at: o.path)
    let inputs = [o.path] + images.filePaths
    let output = try SceneLoading.output(o.out, option: "--out", inputs: inputs, extension: "html")
    try SceneLoading.checkPixels(config.window, scale: o.scale)
    let (w, h) = (Rasterizer.pixels(config.window.width, o.scale), Rasterizer.pixels(config.window.height, o.scale))
    try refuseEarly(full, path: o.path, bytes: bytes, width: w, height: h, fps: o.fps, scale: o.scale, range: o.range)
    let (recording, _) = try ReplayCommand.prepare(full, path: o.path, fps: o.fps, scale: o.scale, range: o.range, images: images)
    let timeline = try trace(of: recording, path: o.path, fps: o.fps, scale: o.scale, range: o.range, images: images)
    var page = ReportHTML(
      title: "PanelLab report: \(o.name)",
      runs: [ReportHTML.Run(label: o.name, timeline: timeline, tuning: ReportTuning(config, recording: full))],
      video: [], videoType: videoType, recordingName: o.name, recording: bytes,
      provenance: provenance(full, bytes: bytes, options: o))
    try refuseLate(page, path: o.path, width: w, height: h, fps: o.fps, scale: o.scale, frames: timeline.frameTimes.count)
    try FFmpegProcess.require()
    page.video = try encoded(width: w, height: h, fps: o.fps) { sink in
      _ = try ReplayCommand.replay(
        images: images, recording, path: o.path, fps: o.fps, scale: o.scale, range: o.range, sinks: [sink], trace: nil, label: "video",
        total: timeline.frameTimes.count, touches: o.touches)
    }
    try write(page.text, to: output, inputs: inputs)
  }

  /// The report of the recording's hand over two tunings: both on each plot, the releases, the ghost.
  static func compared(_ o: Options, scene: String, base: String?, sideBySide: Bool) throws {
    let runs = try CompareRuns(recording: o.path, scene: scene, base: base, force: o.force)
    let output = try SceneLoading.output(o.out, option: "--out", inputs: runs.inputs, extension: "html")
    let window = runs.a.config.window
    try SceneLoading.checkPixels(Size(width: window.width * (sideBySide ? 2 : 1), height: window.height), scale: o.scale)
    let (w, h) = GhostVideo.size(width: Rasterizer.pixels(window.width, o.scale), height: Rasterizer.pixels(window.height, o.scale), sideBySide: sideBySide)
    try refuseEarly(runs.a.recording, path: o.path, bytes: runs.bytes, width: w, height: h, fps: o.fps, scale: o.scale, range: o.range)
    let result = try CompareCommand.compare(runs, fps: o.fps, scale: o.scale, range: o.range)
    var more = [URL(fileURLWithPath: scene).lastPathComponent]
    if let base { more += ["--base", URL(fileURLWithPath: base).lastPathComponent] }
    var page = ReportHTML(
      title: "PanelLab comparison: \(o.name)",
      runs: [
        ReportHTML.Run(label: runs.a.label, timeline: result.a, tuning: ReportTuning(runs.a.config, recording: runs.a.recording)),
        ReportHTML.Run(label: runs.b.label, timeline: result.b, tuning: ReportTuning(runs.b.config, recording: runs.b.recording)),
      ],
      video: [], videoType: videoType, recordingName: o.name, recording: runs.bytes,
      provenance: provenance(runs.a.recording, bytes: runs.bytes, options: o, compare: (more, sideBySide)),
      extraSections: result.releases.section(difference: result.difference))
    try refuseLate(page, path: o.path, width: w, height: h, fps: o.fps, scale: o.scale, frames: result.a.frameTimes.count)
    try FFmpegProcess.require()
    page.video = try encoded(width: w, height: h, fps: o.fps) { sink in
      _ = try GhostVideo.render(
        runs, fps: o.fps, scale: o.scale, range: o.range, sideBySide: sideBySide, touches: o.touches, sinks: [sink],
        total: result.a.frameTimes.count)
    }
    try write(page.text, to: output, inputs: runs.inputs)
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
  /// make its trace, its video (or comparison) and the report again.
  static func provenance(
    _ recording: Recording, bytes: [UInt8], options o: Options, compare: (scene: [String], sideBySide: Bool)? = nil
  ) -> [(String, String)] {
    var grid = ["--fps", "\(o.fps)", "--scale", JSONWriter.number(o.scale)]
    if o.range.fromGiven { grid += ["--from", JSONWriter.number(o.range.from.seconds)] }
    if let to = o.range.to { grid += ["--to", JSONWriter.number(to.seconds)] }
    let shared = grid.joined(separator: " ")
    let hand = o.touches ? "" : " --no-touches"
    var rows = [
      ("recording", o.name),
      ("SHA-256", SHA256.hex(of: bytes)),
      ("model version", "\(recording.model ?? "not recorded") (this program: \(Versions.model))"),
      ("recorded with", recording.app ?? "not recorded"),
      ("report made by", Versions.app),
    ]
    if let compare {
      let scene = compare.scene.joined(separator: " ")
      rows += [
        ("the comparison again", "panellab compare \(o.name) --scene \(scene) \(shared)"),
        ("this report again", "panellab report \(o.name) --compare \(scene)\(compare.sideBySide ? " --side-by-side" : "") \(shared)\(hand) --out report.html"),
      ]
    } else {
      rows += [
        ("the trace again", "panellab replay \(o.name) --headless \(shared) --trace \(o.name).trace"),
        ("the video again", "panellab replay \(o.name) --headless \(shared) --mp4 \(o.name).mp4\(hand)"),
        ("this report again", "panellab report \(o.name) \(shared)\(hand) --out report.html"),
      ]
    }
    return rows
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
