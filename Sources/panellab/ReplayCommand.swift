import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab replay`: a recording in the window, or headless into a trace and exports.
enum ReplayCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(
      args, options: ["--trace", "--frames", "--gif", "--mp4", "--fps", "--scale", "--speed"],
      flags: ["--headless", "--force"])
    try a.expectPositional(1, "the recording FILE")
    let path = a.positional[0]
    let fps = try a.integer("--fps", in: 1...240) ?? 60
    let speed = try a.number("--speed", in: 0.01...100) ?? 1
    let recording = try load(path, force: a.has("--force"))
    let config = try SceneConfig(json: recording.scene)
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale ?? 1
    let exports = a["--trace"] != nil || a["--frames"] != nil || a["--gif"] != nil || a["--mp4"] != nil
    if a.has("--headless") || exports {
      try headless(recording, path: path, args: a, fps: fps, scale: scale)
      return 0
    }
    try RunCommand.requireDisplay()
    let requestedScale = try a.number("--scale", in: 0.5...4)
    let window: Window
    do {
      window = try Window(title: "PanelLab — replay", size: config.window, scale: requestedScale)
    } catch {
      throw RunFailure(message: error.message)
    }
    let session = ReplaySession(
      window: window, recording: recording, config: config, assetDirectory: SceneLoading.assetDirectory, speed: speed)
    do { try session.run() } catch { throw InputError(file: path, line: error.line, message: error.message) }
    return 0
  }

  /// Reads and validates a recording, printing its warnings.
  static func load(_ path: String, force: Bool) throws -> Recording {
    let text = try SceneLoading.readText(path)
    let recording: Recording
    do {
      recording = try Recording.parse(text, force: force)
    } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    for w in recording.warnings { Log.warning("\(path):\(w.line): \(w.message)") }
    return recording
  }

  /// Runs the replay with no window, as fast as the machine allows.
  static func headless(_ recording: Recording, path: String, args a: Arguments, fps: Int, scale: Double) throws {
    var replayer: Replayer
    do { replayer = try Replayer(recording, fps: fps, scale: scale) } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    let trace = try a["--trace"].map { try TraceOutput(path: $0) }
    var sinks: [FrameSink] = []
    if let dir = a["--frames"] { sinks.append(try PNGSequence(directory: dir)) }
    let size = replayer.scene.size
    let (w, h) = (Rasterizer.pixels(size.width, scale), Rasterizer.pixels(size.height, scale))
    if let gif = a["--gif"] { sinks.append(try FFmpegEncoder(format: .gif, output: gif, width: w, height: h, fps: fps)) }
    if let mp4 = a["--mp4"] { sinks.append(try FFmpegEncoder(format: .mp4, output: mp4, width: w, height: h, fps: fps)) }
    let rasterizer = sinks.isEmpty ? nil : Rasterizer(assetDirectory: SceneLoading.assetDirectory)
    let bitmap = sinks.isEmpty ? nil : Bitmap(width: w, height: h)
    if !sinks.isEmpty && bitmap == nil { throw RunFailure(message: "cannot allocate a \(w)x\(h) frame") }
    var progress = ProgressBar(label: "replay")
    let first = replayer.firstFrame
    let estimate = Int(Double(replayer.lastInputTime) * Double(fps) / 1_000_000) + 1 - first
    do {
      while let output = try replayer.next() {
        switch output {
        case .event(let e):
          trace?.write(Trace.eventLine(e))
        case .frame(let index, let time):
          trace?.write(Trace.frameLine(replayer.scene, index: index, time: time))
          if let rasterizer, let bitmap {
            // The scene can change size mid-recording (resize events); exports keep the first size.
            var list = replayer.scene.render()
            list.size = size
            rasterizer.render(list, scale: scale, into: bitmap)
            for sink in sinks { try sink.write(bitmap, index: index - first) }
          }
          progress.update(index - first + 1, of: estimate)
        }
      }
    } catch let error as RecordingError {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    progress.finish()
    trace?.finish()
    for sink in sinks { try sink.finish() }
  }
}

/// Buffered trace output to a file or stdout.
final class TraceOutput {
  private let handle: FileHandle
  private var buffer = ""

  init(path: String) throws(RunFailure) {
    if path == "-" {
      handle = FileHandle.standardOutput
    } else {
      guard FileManager.default.createFile(atPath: path, contents: nil), let h = FileHandle(forWritingAtPath: path) else {
        throw RunFailure(message: "\(path): cannot create the trace file")
      }
      handle = h
    }
  }

  func write(_ line: String) {
    buffer += line
    buffer += "\n"
    if buffer.utf8.count > 1 << 16 { flush() }
  }

  func finish() { flush() }

  private func flush() {
    do {
      try handle.write(contentsOf: Data(buffer.utf8))
    } catch {
      // The reader went away (`| head`): stop quietly, as command-line filters do.
      exit(0)
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
