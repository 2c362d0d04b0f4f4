/// Converts input events to and from recording v1 event lines, validating every field.
public enum InputEventCoding {
  /// Largest coordinate magnitude accepted, points: anything beyond is a corrupt file.
  public static let coordinateLimit = 1_000_000.0
  /// Latest event time accepted: 24 hours. A replay walks every frame up to the last event, so a
  /// corrupt time must not turn into hours of work and gigabytes of trace.
  public static let timeLimit: Micros = 24 * 3600 * Micros.perSecond

  /// The JSON line for `input` (without a trailing newline).
  public static func line(for input: TimedInput) -> String {
    JSONWriter.string(json(for: input))
  }

  /// The JSON object for `input`.
  public static func json(for input: TimedInput) -> JSONValue {
    var m: [JSONValue.Member] = [.init("t_us", .number(Double(input.time)))]
    func add(_ k: String, _ v: JSONValue) { m.append(.init(k, v)) }
    func point(_ p: Point) {
      add("x", .number(p.x))
      add("y", .number(p.y))
    }
    switch input.event {
    case .pointerMove(let p):
      add("type", .string("pointer_move"))
      point(p)
    case .pointerDown(let p, let button, let clicks):
      add("type", .string("pointer_down"))
      point(p)
      add("button", .string(button.rawValue))
      add("clicks", .number(Double(clicks)))
    case .pointerUp(let p, let button):
      add("type", .string("pointer_up"))
      point(p)
      add("button", .string(button.rawValue))
    case .wheel(let p, let delta):
      add("type", .string("wheel"))
      point(p)
      add("dx", .number(delta.x))
      add("dy", .number(delta.y))
    case .keyDown(let key, let mods), .keyUp(let key, let mods):
      if case .keyDown = input.event { add("type", .string("key_down")) } else { add("type", .string("key_up")) }
      add("key", .string(key))
      add("mods", .array(mods.map { .string($0.rawValue) }))
    case .resize(let s):
      add("type", .string("resize"))
      add("width", .number(s.width))
      add("height", .number(s.height))
    case .set(let path, let value):
      add("type", .string("set"))
      add("path", .string(path))
      add("value", value)
    case .loadScene(let scene):
      add("type", .string("load_scene"))
      add("scene", scene)
    case .applyScene(let scene):
      add("type", .string("apply_scene"))
      add("scene", scene)
    case .command(let id, let command):
      add("type", .string("command"))
      add("component", .string(id.kind))
      if let name = id.name { add("id", .string(name)) }
      add("command", command)
    case .text(let text):
      add("type", .string("text"))
      add("text", .string(text))
    case .rotate(let orientation):
      add("type", .string("rotate"))
      add("orientation", .string(orientation.rawValue))
    case .step:
      add("type", .string("step"))
    case .ghost:
      add("type", .string("ghost"))
    case .end:
      add("type", .string("end"))
    }
    return .object(m)
  }

  /// Reads one event line; the error message names the bad key.
  public static func input(from json: JSONValue) throws(RecordingError) -> TimedInput {
    func fail(_ message: String) -> RecordingError { RecordingError(line: json.line, message: message) }
    guard let members = json.members else { throw fail("expected a JSON object, got \(json.kindName)") }
    guard let typeValue = json["type"] else { throw fail("missing \"type\"") }
    guard let type = typeValue.string else { throw fail("\"type\" must be a string") }
    let keys: [String: Set<String>] = [
      "pointer_move": ["x", "y"], "pointer_down": ["x", "y", "button", "clicks"], "pointer_up": ["x", "y", "button"],
      "wheel": ["x", "y", "dx", "dy"], "key_down": ["key", "mods"], "key_up": ["key", "mods"],
      "resize": ["width", "height"], "set": ["path", "value"], "load_scene": ["scene"], "apply_scene": ["scene"], "step": [], "ghost": [], "end": [],
      "command": ["component", "id", "command"], "text": ["text"], "rotate": ["orientation"],
    ]
    guard let allowed = keys[type] else {
      throw fail("unknown event type \"\(type)\" (known: \(keys.keys.sorted().joined(separator: ", ")))")
    }
    for m in members where m.key != "t_us" && m.key != "type" && !allowed.contains(m.key) {
      throw fail("unknown key \"\(m.key)\" in a \(type) event")
    }
    let time = try integer(json, "t_us", in: 0...timeLimit)

    func number(_ key: String, in range: ClosedRange<Double>) throws(RecordingError) -> Double {
      guard let v = json[key] else { throw fail("missing \"\(key)\"") }
      guard let d = v.number else { throw fail("\"\(key)\" must be a number, got \(v.kindName)") }
      guard range.contains(d) else { throw fail("\"\(key)\" out of range: \(JSONWriter.number(d))") }
      return d
    }
    func point() throws(RecordingError) -> Point {
      Point(
        x: try number("x", in: -coordinateLimit...coordinateLimit),
        y: try number("y", in: -coordinateLimit...coordinateLimit))
    }
    func button() throws(RecordingError) -> PointerButton {
      guard let v = json["button"] else { return .left }
      guard let s = v.string, let b = PointerButton(rawValue: s) else {
        throw fail("\"button\" must be one of left|middle|right")
      }
      return b
    }
    func keyEvent() throws(RecordingError) -> (String, [KeyModifier]) {
      guard let key = json["key"]?.string, !key.isEmpty else { throw fail("\"key\" must be a non-empty string") }
      var mods: [KeyModifier] = []
      if let v = json["mods"] {
        guard case .array(let items) = v.kind else { throw fail("\"mods\" must be an array") }
        for item in items {
          guard let s = item.string, let mod = KeyModifier(rawValue: s) else {
            throw fail("\"mods\" entries must be shift|ctrl|alt|meta")
          }
          mods.append(mod)
        }
      }
      return (key, mods.sorted())
    }

    let event: InputEvent
    switch type {
    case "pointer_move":
      event = .pointerMove(try point())
    case "pointer_down":
      let p = try point()
      let clicks = json["clicks"] == nil ? 1 : Int(try integer(json, "clicks", in: 1...10))
      event = .pointerDown(p, button: try button(), clicks: clicks)
    case "pointer_up":
      event = .pointerUp(try point(), button: try button())
    case "wheel":
      let p = try point()
      event = .wheel(p, delta: Point(x: try number("dx", in: -100_000...100_000), y: try number("dy", in: -100_000...100_000)))
    case "key_down":
      let (k, m) = try keyEvent()
      event = .keyDown(key: k, modifiers: m)
    case "key_up":
      let (k, m) = try keyEvent()
      event = .keyUp(key: k, modifiers: m)
    case "resize":
      event = .resize(Size(width: try number("width", in: 1...16_384), height: try number("height", in: 1...16_384)))
    case "set":
      guard let path = json["path"]?.string, !path.isEmpty else { throw fail("\"path\" must be a non-empty string") }
      guard let value = json["value"] else { throw fail("missing \"value\"") }
      event = .set(path: path, value: value)
    case "load_scene", "apply_scene":
      guard let scene = json["scene"] else { throw fail("missing \"scene\"") }
      do {
        _ = try SceneConfig(json: scene)
      } catch {
        throw RecordingError(line: json.line, message: error.described(under: "scene"))
      }
      event = type == "load_scene" ? .loadScene(scene) : .applyScene(scene)
    case "command":
      guard let kind = json["component"]?.string, !kind.isEmpty else { throw fail("\"component\" must be a non-empty string") }
      var name: String?
      if let v = json["id"] {
        guard let s = v.string else { throw fail("\"id\" must be a string, got \(v.kindName)") }
        name = s
      }
      guard let command = json["command"], command.members != nil else { throw fail("\"command\" must be a JSON object") }
      event = .command(ComponentID(kind, name), command)
    case "text":
      guard let v = json["text"] else { throw fail("missing \"text\"") }
      guard let text = v.string, !text.isEmpty else { throw fail("\"text\" must be a non-empty string, got \(v.kindName)") }
      guard text.count <= Limits.typedTextLength else {
        throw fail("\"text\" is \(text.count) characters; a text line holds at most \(Limits.typedTextLength)")
      }
      event = .text(text)
    case "rotate":
      guard let v = json["orientation"] else { throw fail("missing \"orientation\"") }
      guard let s = v.string, let orientation = DeviceOrientation(rawValue: s) else {
        throw fail("\"orientation\" must be portrait or landscape, got \(JSONWriter.string(v))")
      }
      event = .rotate(orientation)
    case "step":
      event = .step
    case "ghost":
      event = .ghost
    default:
      event = .end
    }
    return TimedInput(time, event)
  }

  private static func integer(_ json: JSONValue, _ key: String, in range: ClosedRange<Int64>) throws(RecordingError)
    -> Int64
  {
    guard let v = json[key] else { throw RecordingError(line: json.line, message: "missing \"\(key)\"") }
    guard let d = v.number, d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
      throw RecordingError(line: json.line, message: "\"\(key)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int64(d)
  }
}
