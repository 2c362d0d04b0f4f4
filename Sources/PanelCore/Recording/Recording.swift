/// A recorded session: the scene it started from and every input, in time order (recording v1).
public struct Recording: Hashable, Sendable {
  /// The scene config of the header, as JSON.
  public var scene: JSONValue
  /// The program that wrote it.
  public var app: String?
  /// The model version it was recorded with.
  public var model: String?
  /// When it was made (ISO 8601), informational only.
  public var created: String?
  /// Session time at which output starts (a recording begun mid-session with F9 carries the
  /// inputs before it, so the state at that moment is exact).
  public var startAt: Micros
  /// The scene's pictures, by the name the scene gives them, each with the SHA-256 of the file
  /// it was recorded with (64 lowercase hex digits): a replay checks it has the same bytes.
  public var images: [String: String] = [:]
  /// The scene file the session started from, as the recorder saw it, when there was one: a
  /// replay looks for pictures beside it when they are not beside the recording.
  public var sceneFile: String?
  /// The inputs, with the line each came from.
  public var inputs: [(line: Int, input: TimedInput)]
  /// Problems that did not stop the reading (a cut-off last line, a missing model version).
  public var warnings: [RecordingError] = []

  /// Creates a recording in memory.
  public init(scene: JSONValue, inputs: [TimedInput], startAt: Micros = 0) {
    self.scene = scene
    self.app = Versions.app
    self.model = Versions.model
    self.created = nil
    self.startAt = startAt
    self.inputs = inputs.enumerated().map { ($0.offset + 2, $0.element) }
  }

  /// The header line for a session that starts from `scene`, whose pictures have the digests in
  /// `images` (name → SHA-256 hex), read from the scene file `sceneFile`.
  public static func headerLine(
    scene: JSONValue, created: String?, startAt: Micros = 0, images: [String: String] = [:], sceneFile: String? = nil
  ) -> String {
    var m: [JSONValue.Member] = [
      .init("format", .string("panellab-recording")), .init("version", .number(1)), .init("scene", scene),
      .init("app", .string(Versions.app)), .init("model", .string(Versions.model)),
    ]
    if let created { m.append(.init("created", .string(created))) }
    if startAt > 0 { m.append(.init("startAt", .number(Double(startAt)))) }
    if let sceneFile { m.append(.init("sceneFile", .string(sceneFile))) }
    // Sorted, so the same pictures always give the same header.
    if !images.isEmpty { m.append(.init("images", .object(images.keys.sorted().map { .init($0, .string(images[$0]!)) }))) }
    return JSONWriter.string(.object(m))
  }

  /// The whole file text (header and events, newline-terminated).
  public var text: String {
    var out = Self.headerLine(scene: scene, created: created, startAt: startAt, images: images, sceneFile: sceneFile) + "\n"
    for entry in inputs { out += InputEventCoding.line(for: entry.input) + "\n" }
    return out
  }

  /// Reads a recording. Malformed input throws with its line; a last line cut off mid-write
  /// (no final newline and not valid JSON or not valid UTF-8) is skipped with a warning, as a
  /// killed recorder leaves. A model version other than this program's is refused unless `force`.
  public static func parse(_ text: String, force: Bool = false) throws(RecordingError) -> Recording {
    try parse(bytes: Array(text.utf8), force: force)
  }

  /// Reads a recording from the bytes of its file. Lines may end in LF or CRLF (an editor on
  /// another system, git's autocrlf); each line is decoded on its own, so one bad byte is reported
  /// at its line, and a cut-off last line is skipped however it was cut.
  public static func parse(bytes: [UInt8], force: Bool = false) throws(RecordingError) -> Recording {
    var lines: [String?] = []
    var start = 0
    for i in bytes.indices where bytes[i] == 10 {
      lines.append(decode(bytes[start..<i]))
      start = i + 1
    }
    let endsWithNewline = start == bytes.count
    if !endsWithNewline { lines.append(decode(bytes[start...])) }
    guard let firstLine = lines.first else {
      throw RecordingError(line: 1, message: "empty file: expected a panellab-recording header")
    }
    guard let first = firstLine else { throw RecordingError(line: 1, message: "not valid UTF-8 text") }
    guard !first.trimmingSpaces.isEmpty else {
      throw RecordingError(line: 1, message: "empty file: expected a panellab-recording header")
    }
    let header: JSONValue
    do {
      header = try JSONParser.parse(first)
    } catch {
      throw RecordingError(line: 1, message: "header is not valid JSON: \(error.message)")
    }
    guard header.members != nil else { throw RecordingError(line: 1, message: "header must be a JSON object") }
    guard header["format"]?.string == "panellab-recording" else {
      throw RecordingError(line: 1, message: "not a panellab recording: \"format\" must be \"panellab-recording\"")
    }
    guard let versionValue = header["version"] else { throw RecordingError(line: 1, message: "missing \"version\"") }
    guard let version = versionValue.number else {
      throw RecordingError(line: 1, message: "\"version\" must be the number 1, got \(versionValue.kindName)")
    }
    guard version == 1 else {
      throw RecordingError(line: 1, message: "unsupported recording version \(JSONWriter.number(version)) (this program reads 1)")
    }
    guard let scene = header["scene"] else { throw RecordingError(line: 1, message: "missing \"scene\"") }
    do {
      _ = try SceneConfig(json: scene)
    } catch {
      throw RecordingError(line: 1, message: error.described(under: "scene"))
    }
    var recording = Recording(scene: scene, inputs: [])
    recording.app = header["app"]?.string
    recording.created = header["created"]?.string
    recording.model = nil
    if let m = header["model"] {
      // A bare number (`"model": 8`) is the version written without its quotes.
      guard let version = m.string ?? m.number.flatMap({ $0 == $0.rounded() && abs($0) < 1e9 ? JSONWriter.number($0) : nil }) else {
        throw RecordingError(line: 1, message: "\"model\" must be a version such as \"\(Versions.model)\", got \(m.kindName)")
      }
      recording.model = version
    }
    if let s = header["startAt"] {
      guard let d = s.number, d >= 0, d == d.rounded(), d <= Double(InputEventCoding.timeLimit) else {
        throw RecordingError(line: 1, message: "\"startAt\" must be a whole number of microseconds from 0 to \(InputEventCoding.timeLimit)")
      }
      recording.startAt = Micros(d)
    }
    if let f = header["sceneFile"] {
      guard let s = f.string, !s.isEmpty else { throw RecordingError(line: 1, message: "\"sceneFile\" must be a file path, got \(f.kindName)") }
      recording.sceneFile = s
    }
    if let i = header["images"] { recording.images = try Self.images(i) }
    switch recording.model {
    case nil:
      recording.warnings.append(RecordingError(line: 1, message: "no \"model\" version in the header; replaying anyway"))
    case let m? where m != Versions.model:
      let message = "recorded with model version \(m), this program has \(Versions.model)"
      guard force else { throw RecordingError(line: 1, message: message + " (use --force to replay anyway)") }
      recording.warnings.append(RecordingError(line: 1, message: message + "; replaying because of --force"))
    default:
      break
    }
    var lastTime: Micros = 0
    var ended = false
    for (i, decoded) in lines.enumerated().dropFirst() {
      let lineNumber = i + 1
      let cutOff = i == lines.count - 1 && !endsWithNewline
      let cutOffWarning = RecordingError(line: lineNumber, message: "last line is cut off (the recorder was stopped mid-write); skipped")
      guard let raw = decoded else {
        if cutOff {
          recording.warnings.append(cutOffWarning)
          break
        }
        throw RecordingError(line: lineNumber, message: "not valid UTF-8 text")
      }
      if raw.trimmingSpaces.isEmpty { continue }
      var value: JSONValue
      do {
        value = try JSONParser.parse(raw)
      } catch {
        if cutOff {
          recording.warnings.append(cutOffWarning)
          break
        }
        throw RecordingError(line: lineNumber, message: "malformed JSON: \(error.message)")
      }
      value.line = lineNumber
      if ended { throw RecordingError(line: lineNumber, message: "event after \"end\"") }
      let input = try InputEventCoding.input(from: value)
      guard input.time >= lastTime else {
        throw RecordingError(line: lineNumber, message: "time goes backwards: t_us \(input.time) after \(lastTime)")
      }
      lastTime = input.time
      if input.event == .end { ended = true }
      recording.inputs.append((lineNumber, input))
    }
    return recording
  }

  /// Reads the header's `images`: picture names (as a scene gives them) to SHA-256 hex digests.
  private static func images(_ value: JSONValue) throws(RecordingError) -> [String: String] {
    guard let members = value.members else {
      throw RecordingError(line: 1, message: "images: expected an object of picture names and SHA-256 digests, got \(value.kindName)")
    }
    var out: [String: String] = [:]
    for m in members {
      let at = "images.\"\(m.key)\""
      if let problem = Picture.problem(with: m.key) { throw RecordingError(line: 1, message: "\(at): \(problem)") }
      guard let digest = m.value.string, digest.count == 64, digest.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
        throw RecordingError(line: 1, message: "\(at): expected a SHA-256 as 64 lowercase hex digits, got \(m.value.string.map { "\"\($0)\"" } ?? m.value.kindName)")
      }
      out[m.key] = digest
    }
    return out
  }

  /// Every picture the recording's scenes name (the header's and each `load_scene`'s and
  /// `apply_scene`'s), with the line that holds it and its key path under `scene`, for a replay to
  /// find and check.
  public var imageReferences: [(line: Int, reference: ImageReference)] {
    var out: [(Int, ImageReference)] = []
    if let config = try? SceneConfig(json: scene) { out += config.imageReferences.map { (1, $0) } }
    for (line, input) in inputs {
      let json: JSONValue
      switch input.event {
      case .loadScene(let j), .applyScene(let j): json = j
      default: continue
      }
      guard let config = try? SceneConfig(json: json) else { continue }
      out += config.imageReferences.map { (line, $0) }
    }
    return out
  }

  /// Recordings are equal when their content is.
  public static func == (a: Recording, b: Recording) -> Bool {
    a.scene == b.scene && a.startAt == b.startAt && a.images == b.images && a.inputs.map(\.input) == b.inputs.map(\.input)
  }

  /// Hashes the content.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(scene)
    hasher.combine(images)
    hasher.combine(inputs.map(\.input))
  }
}

/// A line's bytes as text without its CR (a CRLF line end), or nil when they are not UTF-8.
private func decode(_ bytes: ArraySlice<UInt8>) -> String? {
  let line = bytes.last == 13 ? bytes.dropLast() : bytes
  return String(validating: line, as: UTF8.self)
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    self.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
  }
}
