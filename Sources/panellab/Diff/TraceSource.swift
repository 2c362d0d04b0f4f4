import PanelCore
import PanelHost

/// The lines of one side of a diff, one at a time: read from a trace file, or written in memory by
/// a headless replay of a recording, line for line what `replay FILE --headless --trace` writes.
final class TraceSource {
  /// The path as the user gave it.
  let path: String
  /// How the lines are made, for the report (`a recording, replayed at 60 fps`).
  let description: String
  /// The trace file being read, when the input is a trace.
  private let reader: LineReader?
  /// The replay making the lines, when the input is a recording (held here, not in an enum, so
  /// each step mutates it in place instead of copying the scene).
  private var replayer: Replayer?
  /// The first line of a trace file, read to tell the kinds apart and not yet returned.
  private var pending: [UInt8]?
  /// Lines a replay has made so far.
  private var count = 0

  /// Whether the input is a recording, replayed to make its lines.
  var isRecording: Bool { reader == nil }

  /// Opens `path` (`-` is stdin) and tells a recording from a trace by its first line; a recording
  /// is replayed at `fps` and `scale` (default: the scene's `scale`, else 1), as `replay` would.
  init(path: String, fps: Int, scale: Double?, force: Bool) throws {
    self.path = path
    let reader = try LineReader(path: path)
    var line = try reader.next()
    while let l = line, l.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { line = try reader.next() }
    guard let first = line else {
      throw InputError(file: path, line: 1, message: "empty file: expected a panellab recording or a trace")
    }
    let header = String(validating: first.last == 13 ? first.dropLast() : first[...], as: UTF8.self).flatMap { try? JSONParser.parse($0) }
    // A recording's header is its first line; a `format` further down is a bad trace line.
    guard reader.lineNumber == 1, header?["format"] != nil else {
      // Anything else is read as a trace; its first line's errors are reported as a trace line's.
      self.description = "a trace"
      self.reader = reader
      self.pending = first
      return
    }
    let bytes = first + [10] + (try reader.rest(limit: Limits.recordingFileBytes))
    let recording: Recording
    do { recording = try Recording.parse(bytes: bytes, force: force) } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    for w in recording.warnings { Log.warning("\(path):\(w.line): \(w.message)") }
    let config = try SceneConfig(json: recording.scene)
    let scale = scale ?? config.scale ?? 1
    try SceneLoading.checkPixels(config.window, scale: scale)
    do { self.replayer = try Replayer(recording, fps: fps, scale: scale) } catch {
      throw InputError(file: path, line: error.line, message: error.message)
    }
    self.reader = nil
    self.description = "a recording, replayed at \(fps) fps and scale \(JSONWriter.number(scale))"
  }

  /// The next trace line, or nil at the end. A bad trace line, or an input the scene refuses
  /// during the replay, is an input error at its line.
  func next() throws(InputError) -> TraceLine? {
    guard let reader else { return try nextReplayed() }
    while true {
      let read: [UInt8]?
      if let pending { read = pending } else { read = try reader.next() }
      guard let bytes = read else { return nil }
      pending = nil
      let number = reader.lineNumber
      let line = bytes.last == 13 ? bytes.dropLast() : bytes[...]
      if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
      guard let text = String(validating: line, as: UTF8.self) else {
        throw InputError(file: path, line: number, message: "not valid UTF-8 text")
      }
      do { return try TraceLine(text, number: number) } catch {
        // A trace cut off by a killed writer ends in a partial line, as a recording can.
        if number > 1 && reader.lastLineUnterminated && error.message.hasPrefix("malformed JSON") {
          Log.warning("\(path):\(number): last line is cut off (the writer was stopped mid-write); skipped")
          return nil
        }
        throw InputError(file: path, line: number, message: error.message)
      }
    }
  }

  /// The next line of the replay's trace, made as `replay --trace` makes it.
  private func nextReplayed() throws(InputError) -> TraceLine? {
    let output: SceneSession.Output?
    do { output = try replayer?.next() } catch { throw InputError(file: path, line: error.line, message: error.message) }
    guard let output, let scene = replayer?.scene else { return nil }
    count += 1
    do { return try TraceLine(Trace.line(for: output, scene: scene), number: count) } catch {
      // Cannot happen while the trace writer and this reader agree on the format; said plainly if it does.
      throw InputError(file: path, line: 0, message: "the replay wrote a trace line that does not read back: \(error.message)")
    }
  }
}
