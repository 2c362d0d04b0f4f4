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
    let a = try Arguments(args, options: ["--out", "--fps", "--scale", "--from", "--to"], flags: ["--force", "--no-touches"])
    try a.expectPositional(1, "the recording FILE")
    guard let out = a["--out"] else { throw UsageError(message: "report needs --out FILE.html") }
    let path = a.positional[0]
    let fps = try a.integer("--fps", in: 1...120) ?? 30
    let scale = try a.number("--scale", in: 0.5...4) ?? 0.5
    let range = try ReplayRange(a)
    let output = try SceneLoading.output(out, option: "--out", inputs: [path], extension: "html")
    let bytes = try SceneLoading.readBytes(path, limit: Limits.recordingFileBytes)
    let full = try ReplayCommand.load(path, force: a.has("--force"))
    let config = try SceneConfig(json: full.scene)
    let images = try SceneLoading.images(of: full, at: path)
    try SceneLoading.checkPixels(config.window, scale: scale)
    let (w, h) = (Rasterizer.pixels(config.window.width, scale), Rasterizer.pixels(config.window.height, scale))

    // Before any replay: a session whose input alone runs past the limit is refused at once, so a
    // day-long recording costs no time.
    let lastInput = full.inputs.last?.input.time ?? 0
    let inputSpan = Swift.max(0, Swift.min(range.to ?? lastInput, lastInput) - Swift.max(range.from, full.startAt))
    let least = ReportBudget(
      width: w, height: h, fps: fps, scale: scale, frames: Int(Double(inputSpan) / 1_000_000 * Double(fps)),
      pageBytes: ReportBudget.base64(bytes.count))
    if let refusal = least.refusal { throw InputError(file: path, line: 0, message: refusal) }

    let (recording, _) = try ReplayCommand.prepare(full, path: path, fps: fps, scale: scale, range: range, images: images)
    let timeline = try trace(of: recording, path: path, fps: fps, scale: scale, range: range, images: images)
    let name = URL(fileURLWithPath: path).lastPathComponent
    var page = ReportHTML(
      title: "PanelLab report: \(name)",
      runs: [ReportHTML.Run(label: name, timeline: timeline, tuning: ReportTuning(config, recording: full))],
      video: [], videoType: videoType, recordingName: name, recording: bytes,
      provenance: provenance(full, bytes: bytes, name: name, fps: fps, scale: scale, range: range, touches: !a.has("--no-touches")))
    let budget = ReportBudget(width: w, height: h, fps: fps, scale: scale, frames: timeline.frameTimes.count, pageBytes: page.text.utf8.count)
    if let refusal = budget.refusal { throw InputError(file: path, line: 0, message: refusal) }

    try FFmpegProcess.require()
    page.video = try video(
      of: recording, path: path, fps: fps, scale: scale, range: range, images: images, size: (w, h), frames: timeline.frameTimes.count,
      touches: !a.has("--no-touches"))
    try write(page.text, to: output, inputs: [path])
    return 0
  }

  /// The trace of the range, read back through the trace format (what `replay --trace` writes).
  static func trace(
    of recording: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, images: SceneImages
  ) throws -> ReportTimeline {
    let file = NSTemporaryDirectory() + "panellab-report-\(UUID().uuidString).trace"
    defer { unlink(file) }
    let trace: TraceFile
    do { trace = try TraceFile(path: file) } catch { throw RunFailure(message: error.message) }
    _ = try ReplayCommand.replay(images: images, recording, path: path, fps: fps, scale: scale, range: range, sinks: [], trace: trace, label: nil)
    do { try trace.finish() } catch { throw RunFailure(message: error.message) }
    let source = try TraceSource(path: file, fps: fps, scale: scale, force: false)
    var timeline = ReportTimeline(fps: fps)
    while let line = try source.next() { timeline.add(line) }
    timeline.finish()
    return timeline
  }

  /// The range's video, VP9 in WebM, every frame of the grid.
  static func video(
    of recording: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, images: SceneImages, size: (Int, Int),
    frames: Int, touches: Bool
  ) throws -> [UInt8] {
    let file = NSTemporaryDirectory() + "panellab-report-\(UUID().uuidString).webm"
    defer { unlink(file) }
    let sink = try WebMExport(output: file, width: size.0, height: size.1, fps: fps)
    _ = try ReplayCommand.replay(
      images: images, recording, path: path, fps: fps, scale: scale, range: range, sinks: [sink], trace: nil, label: "video",
      total: frames, touches: touches)
    guard let data = FileManager.default.contents(atPath: file) else { throw RunFailure(message: "the video ffmpeg wrote cannot be read (\(file))") }
    return [UInt8](data)
  }

  /// Where the report came from: the recording's digest, the versions, and the commands that
  /// make its trace and the report again.
  static func provenance(
    _ recording: Recording, bytes: [UInt8], name: String, fps: Int, scale: Double, range: ReplayRange, touches: Bool
  ) -> [(String, String)] {
    var options = ["--fps", "\(fps)", "--scale", JSONWriter.number(scale)]
    if range.fromGiven { options += ["--from", JSONWriter.number(range.from.seconds)] }
    if let to = range.to { options += ["--to", JSONWriter.number(to.seconds)] }
    let shared = options.joined(separator: " ")
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
