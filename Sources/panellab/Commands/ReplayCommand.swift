import Foundation
import PanelCore
import PanelHost
import PanelRender

/// `panellab replay`: a recording in the window, or headless into a trace and exports.
enum ReplayCommand {
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(
      args, options: ["--trace", "--frames", "--gif", "--mp4", "--digests", "--fps", "--scale", "--speed", "--from", "--to"],
      flags: ["--headless", "--force", "--no-touches", "--no-damage"])
    try a.expectPositional(1, "the recording FILE")
    let path = a.positional[0]
    let fps = try a.integer("--fps", in: 1...240) ?? 60
    let speed = try a.number("--speed", in: 0.01...100) ?? 1
    let range = try ReplayRange(a)
    let recording = try load(path, force: a.has("--force"))
    let config = try SceneConfig(json: recording.scene)
    // The pictures are found and checked against the header's digests before any work.
    let images = try SceneLoading.images(of: recording, at: path)
    let scale = try a.number("--scale", in: 0.5...4) ?? config.scale ?? 1
    let exports = a["--trace"] != nil || a["--frames"] != nil || a["--gif"] != nil || a["--mp4"] != nil || a["--digests"] != nil
    try SceneLoading.checkPixels(config.window, scale: scale)
    // Every output is checked before any work: its folder, its extension, and that it is not an
    // input (the recording, its pictures) or another output.
    let inputs = [path] + images.filePaths
    var outputs: [String: OutputPath] = [:]
    for (option, ext) in [("--trace", nil), ("--gif", "gif"), ("--mp4", "mp4"), ("--digests", nil)] as [(String, String?)] {
      guard let out = a[option], out != "-" || option != "--trace" else { continue }
      outputs[option] = try SceneLoading.output(out, option: option, inputs: inputs, extension: ext)
    }
    if let dir = a["--frames"] { try SceneLoading.checkFolder(dir, option: "--frames") }
    let targets = outputs.values.map(\.target)
    if let twice = targets.first(where: { t in targets.filter { $0 == t }.count > 1 }) {
      throw UsageError(message: "two outputs write \(twice)")
    }
    if a.has("--headless") || exports {
      if a["--speed"] != nil {
        Log.warning("--speed applies to replays in the window; a headless replay runs as fast as it can")
      }
      try headless(
        recording, path: path, args: a, inputs: inputs, outputs: outputs, fps: fps, scale: scale, range: range, images: images)
      return 0
    }
    try RunCommand.requireDisplay()
    TemporaryFiles.removeOnSignals(window: true)
    let requestedScale = try a.number("--scale", in: 0.5...4)
    let window: Window
    do {
      window = try Window(title: "PanelLab replay", size: config.window, scale: requestedScale)
    } catch {
      throw RunFailure(message: error.message)
    }
    let session = ReplaySession(
      window: window, recording: recording, config: config, assetDirectory: SceneLoading.assetDirectory, images: images, speed: speed,
      from: range.from, to: range.to, tracksDamage: !a.has("--no-damage"))
    do { try session.run() } catch { throw InputError(file: path, line: error.line, message: error.message) }
    return 0
  }

  /// Reads and validates a recording, printing its warnings.
  static func load(_ path: String, force: Bool) throws -> Recording {
    let bytes = try SceneLoading.readBytes(path, limit: Limits.recordingFileBytes)
    let recording: Recording
    do {
      recording = try Recording.parse(bytes: bytes, force: force)
    } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    for w in recording.warnings { Log.warning("\(path):\(w.line): \(w.message)") }
    return recording
  }

  /// Runs the replay with no window, as fast as the machine allows, writing only what lies in
  /// `range`. Each export is written beside its target and put in place only when it is complete;
  /// a failure removes what it wrote.
  static func headless(
    _ full: Recording, path: String, args a: Arguments, inputs: [String], outputs: [String: OutputPath], fps: Int, scale: Double,
    range: ReplayRange = .whole, images: SceneImages = SceneImages()
  ) throws {
    if a["--gif"] != nil { try FFmpegProcess.require() }
    let (recording, frames) = try prepare(full, path: path, fps: fps, scale: scale, range: range, images: images)
    // An empty trace would be as silent a failure as an empty video: every output refuses it alike.
    if frames == 0 && (a["--trace"] != nil || a["--gif"] != nil || a["--mp4"] != nil || a["--frames"] != nil || a["--digests"] != nil) {
      throw InputError(
        file: path, line: 1,
        message: "nothing to export: output starts at startAt \(recording.startAt) µs, after the recording's last frame")
    }
    let touches = !a.has("--no-touches")
    let damage = !a.has("--no-damage")
    let size = try SceneConfig(json: recording.scene).window
    let (w, h) = (Rasterizer.pixels(size.width, scale), Rasterizer.pixels(size.height, scale))
    // Each frame file is an output too: it may not lead to an input or to another output.
    let frameInputs = inputs + outputs.values.filter { !$0.inPlace }.map(\.target)
    if let dir = a["--frames"] { try PNGSequence.check(dir, count: frames, inputs: frameInputs) }
    if let gif = outputs["--gif"] {
      // GIF pass 1: one palette from sample frames, so pass 2 streams without buffering.
      // The palette is a temporary file like the outputs': a signal removes it too.
      let palette: OutputPath
      do { palette = try OutputPath(NSTemporaryDirectory() + "/panellab-palette-\(UUID().uuidString).png") } catch { throw RunFailure(message: error.message) }
      palette.begin()
      defer { palette.discard() }
      try writing(gif) {
        _ = try replay(images: images, 
          recording, path: path, fps: fps, scale: scale, range: range,
          sinks: [try PaletteExport(output: palette.writePath, width: w, height: h, fps: fps)], trace: nil, label: "palette", total: frames,
          touches: touches, tracksDamage: damage)
        _ = try replay(images: images, 
          recording, path: path, fps: fps, scale: scale, range: range,
          sinks: [try GIFExport(output: gif.writePath, palette: palette.writePath, width: w, height: h, fps: fps)], trace: nil, label: "gif",
          total: frames, touches: touches, tracksDamage: damage)
      }
    }
    var trace: TraceFile?
    if let tracePath = a["--trace"] {
      do { trace = try TraceFile(path: tracePath, inputs: inputs) } catch { throw RunFailure(message: error.message) }
    }
    var sinks: [FrameSink] = []
    do {
      if let dir = a["--frames"] { sinks.append(try PNGSequence(directory: dir, inputs: frameInputs)) }
      if let mp4 = outputs["--mp4"] {
        mp4.begin()
        sinks.append(try MP4Export(output: mp4.writePath, width: w, height: h, fps: fps))
      }
      if let digests = outputs["--digests"] {
        digests.begin()
        sinks.append(try DigestList(path: digests.writePath))
      }
      if trace != nil || !sinks.isEmpty {
        _ = try replay(images: images, 
          recording, path: path, fps: fps, scale: scale, range: range, sinks: sinks, trace: trace, label: sinks.isEmpty ? nil : "replay",
          total: frames, touches: touches, tracksDamage: damage)
      }
      do {
        try trace?.finish()
        try outputs["--mp4"]?.commit()
        try outputs["--digests"]?.commit()
      } catch { throw RunFailure(message: error.message) }
    } catch {
      outputs["--mp4"]?.discard()
      outputs["--digests"]?.discard()
      for sink in sinks { (sink as? PNGSequence)?.abandon() }
      throw error
    }
  }

  /// Checks `range` against `full` and runs the models alone once (milliseconds), which checks
  /// every input and counts the frames, so exports know their length and the progress bar its end;
  /// returns the recording with its output starting at the range, and that count. A range that
  /// holds no frame is an input error naming the option.
  static func prepare(
    _ full: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, images: SceneImages
  ) throws -> (recording: Recording, frames: Int) {
    if let to = range.to, to <= full.startAt {
      throw InputError(
        file: path, line: 1,
        message: "--to \(JSONWriter.number(to.seconds)) is not after the recording's startAt (\(JSONWriter.number(full.startAt.seconds)) s), where its output begins")
    }
    let recording = range.applied(to: full)
    let (frames, end) = try replay(images: images, recording, path: path, fps: fps, scale: scale, range: range, sinks: [], trace: nil, label: nil)
    if frames == 0 && !range.isWhole {
      if let end, range.from > end {
        throw InputError(
          file: path, line: 0,
          message: "--from \(JSONWriter.number(range.from.seconds)) is after the recording's end (its last frame is at \(JSONWriter.number(end.seconds)) s)")
      }
      throw InputError(file: path, line: 0, message: "\(range.described) holds no frame of the \(fps) fps grid")
    }
    return (recording, frames)
  }

  /// Runs `body`, which writes `output`'s file, and puts the file in place; removes it on failure.
  private static func writing(_ output: OutputPath, _ body: () throws -> Void) throws {
    output.begin()
    do {
      try body()
      do { try output.commit() } catch { throw RunFailure(message: error.message) }
    } catch {
      output.discard()
      throw error
    }
  }

  private static func makeReplayer(_ recording: Recording, path: String, fps: Int, scale: Double) throws -> Replayer {
    do { return try Replayer(recording, fps: fps, scale: scale) } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
  }

  /// One replay from the start, feeding the trace and the frame sinks with what lies in `range`
  /// (the recording's `startAt` already at the range's start); returns the frames output and, when
  /// the replay ran to its own end rather than the range's, the time of its last frame.
  ///
  /// A frame whose display list equals the last one is not rasterized again, and sinks are told,
  /// so idle stretches cost almost nothing.
  static func replay(
    images: SceneImages, _ recording: Recording, path: String, fps: Int, scale: Double, range: ReplayRange, sinks: [FrameSink], trace: TraceFile?,
    label: String?, total: Int = 0, touches: Bool = true, tracksDamage: Bool = true
  ) throws -> (frames: Int, end: Micros?) {
    var replayer = try makeReplayer(recording, path: path, fps: fps, scale: scale)
    let size = replayer.scene.size
    let first = replayer.firstFrame
    // Each frame is drawn from the last, redrawing only its damage (all of it with --no-damage).
    let kept = sinks.isEmpty
      ? nil
      : KeptFrame(
        width: Rasterizer.pixels(size.width, scale), height: Rasterizer.pixels(size.height, scale),
        rasterizer: Rasterizer(assetDirectory: SceneLoading.assetDirectory, images: images.paths), tracksDamage: tracksDamage)
    let bitmap = kept?.bitmap
    if !sinks.isEmpty && bitmap == nil { throw RunFailure(message: "cannot allocate a frame of \(size.width)x\(size.height) points at scale \(scale)") }
    var progress = ProgressBar(label: label ?? "")
    var lastList: DisplayList?
    var count = 0
    // The hand, drawn over the frames so a video shows what caused each motion.
    var indicator = touches && !sinks.isEmpty ? TouchIndicator(recording.inputs.map(\.input)) : nil
    do {
      while let output = try replayer.next() {
        // Outputs come in time order, so the first one past the range ends the export.
        if range.isPast(output) { return (try finish(sinks, progress: progress, count: count), nil) }
        switch output {
        case .event(let e):
          trace?.write(Trace.eventLine(e))
        case .frame(let index, let time):
          trace?.write(Trace.frameLine(replayer.scene, index: index, time: time))
          count += 1
          guard !sinks.isEmpty else { continue }
          // The scene can change size mid-recording (resize events); exports keep the first size.
          var list = replayer.session.render()
          list.size = size
          indicator?.draw(into: &list, at: time)
          let changed = list != lastList
          // The rectangles that differ from the last frame written (every frame is written).
          var damage: [PixelRect]?
          if changed {
            lastList = list
            damage = kept?.draw(list, scale: scale)
          }
          guard let bitmap else { continue }
          for sink in sinks { try sink.write(bitmap, index: index - first, changed: changed, damage: damage) }
          if label != nil { progress.update(index - first + 1, of: Swift.max(total, index - first + 1)) }
        }
      }
    } catch let error as RecordingError {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    let end = replayer.session.nextFrame > 0 ? replayer.time(ofFrame: replayer.session.nextFrame - 1) : nil
    return (try finish(sinks, progress: progress, count: count), end)
  }

  /// Ends a replay's outputs: clears the progress bar, finishes each sink; returns `count`.
  private static func finish(_ sinks: [FrameSink], progress: ProgressBar, count: Int) throws -> Int {
    progress.finish()
    for sink in sinks { try sink.finish() }
    return count
  }
}
