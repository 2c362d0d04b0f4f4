import Foundation

@testable import PanelCore
import PanelLabTestSupport

/// A seeded generator of whole recordings built from the conflict lab's keys (issue 21): scenes
/// with every content kind (`carousel`, `slider`, `segmented`, `reorderable`, `tiles`,
/// `textField`, inside the list with `afterRow` or above it), tabs over a panel's list, the
/// sheet's controls, `showArena`, the policy keys (`shouldReceiveTouch`, a slider's `touchArea`
/// too), the keyboard keys (the sheet's `keyboardAvoidance` too), per-width layouts and a panel nested in another's content (`parent`, with controls of its own),
/// and a hand that presses where those controls are.
///
/// Mutating the corpus rarely reaches a new key with a value of the right shape; this writes
/// them on purpose. Almost every value is valid, so most scenes parse and replay; about one in
/// a hundred is just outside its range, or of the wrong type, so the errors are reached too. The
/// hand aims at the frames the scene's own trace gives its controls, panels, sheet and cards at
/// the start, and taps, long-presses (held past 0.5 s), drags along each axis and diagonally,
/// flicks, scrolls, types (text lines of any Unicode, past 200 characters), presses Return and
/// the lab's keys, rotates, resizes and edits the new keys with `set`.
struct ConflictSceneGenerator {
  var rng: SplitMix64

  init(seed: UInt64) {
    rng = SplitMix64(seed: seed)
  }

  /// The next recording, as the bytes of a `.plrec` file.
  mutating func nextRecording() -> [UInt8] {
    let scene = nextScene()
    let targets = Self.targets(of: scene)
    let inputs = hand(over: targets, scene: scene)
    return Array(Recording(scene: scene, inputs: inputs).text.utf8)
  }

  // MARK: Scenes

  /// Devices of the presets, and a few sizes no preset has.
  static let devices: [(name: String, width: Double, height: Double)] = [
    ("iPhone SE", 375, 667), ("iPhone 16", 393, 852), ("iPhone 16 Pro Max", 440, 956),
    ("iPad mini", 744, 1133), ("iPad Pro 11", 834, 1194), ("tiny", 160, 160), ("wide", 852, 393),
  ]
  static let states = ["full", "half", "tip", "hidden"]

  mutating func nextScene() -> JSONValue {
    var top: [JSONValue.Member] = []
    let device = chance(0.75) ? pick(Self.devices) : nil
    let window = device.map { (width: $0.width + pick([0, 100, -40]), height: $0.height + pick([0, 40, -100])) }
      ?? (width: pick([375, 493, 1280, 160]), height: pick([667, 892, 800, 160]))
    top.append(.init("window", .object(["width": number(max(160, window.width), 160...16_384), "height": number(max(160, window.height), 160...16_384)])))
    if let device {
      top.append(.init("device", .object(["name": .string(device.name), "width": number(device.width, 160...4096), "height": number(device.height, 160...4096), "scale": number(pick([1, 2, 3]), 1...4)])))
    }
    if chance(0.8) { top.append(.init("showArena", bool())) }
    if chance(0.1) { top.append(.init("refreshRate", .number(pick([60, 120])))) }
    if chance(0.1) { top.append(.init("reduceMotion", bool())) }

    var main: [JSONValue.Member] = []
    if chance(0.85) { main.append(.init("feed", .object(["cards": integer(Double(rng.next() % 16), 0...1000)]))) }
    if chance(0.2) { main.append(.init("safeArea", .object(["top": integer(47, 0...10_000), "bottom": integer(34, 0...10_000)]))) }
    let panelCount = chance(0.15) ? 0 : (chance(0.8) ? 1 : 2)
    if panelCount > 0 {
      // Now and then the second panel lives in the first one's content (`parent`); then the first holds no controls.
      let nested = panelCount == 2 && chance(0.3)
      main.append(.init("panels", .array((0..<panelCount).map { panel(index: $0, nested: nested) })))
    }
    if chance(0.35) { main.append(.init("sheet", sheet())) }
    if chance(0.25) {
      var keyboard: [JSONValue.Member] = []
      // Shorter than the shorter side of the device (or window) mostly, so it fits either way up.
      let side = UInt64(Swift.max(2, Swift.min(device?.width ?? window.width, device?.height ?? window.height) - 1))
      if chance(0.7) { keyboard.append(.init("height", number(Double(1 + rng.next() % side), 1...4096))) }
      if chance(0.5) { keyboard.append(.init("landscapeHeight", number(Double(1 + rng.next() % side), 1...4096))) }
      main.append(.init("keyboard", .object(keyboard)))
    }
    if chance(0.2) {
      main.append(.init("tabBar", .object([])))
      if chance(0.7) { main.append(.init("accessory", .object(["content": .string(pick(["plus", "nowPlaying", "buttons"]))]))) }
    }
    top.append(.init("main", .object(main)))
    return .object(top)
  }

  private mutating func panel(index: Int, nested: Bool = false) -> JSONValue {
    var m: [JSONValue.Member] = [.init("id", .string(index == 0 ? "panel" : "panel\(index)"))]
    if nested && index > 0 { m.append(.init("parent", .string(chance(0.97) ? "panel" : "nowhere"))) }
    if chance(0.2) { m.append(.init("shouldReceiveTouch", chance(0.97) ? pick([.bool(true), .string("outsideControls")]) : .bool(false))) }
    let position = chance(0.85) ? "bottom" : pick(["top", "left", "right"])
    m.append(.init("position", .string(position)))
    if chance(0.7) { m.append(.init("initialState", .string(pick(["half", "full", "tip"])))) }
    if chance(0.3) { m.append(.init("shouldBeginDragging", pick([.bool(true), .bool(false), .string("outsideControls")]))) }
    if chance(0.25) { m.append(.init("shouldAllowToScroll", statesPolicy())) }
    if chance(0.25) { m.append(.init("shouldRespond", statesPolicy())) }
    if chance(0.4) { m.append(.init("keyboardAvoidance", .string(pick(["none", "mostExpanded", "aboveKeyboard"])))) }
    if chance(0.4) { m.append(.init("keyboardDismissMode", .string(pick(Self.dismissModes)))) }
    if chance(0.15) { m.append(.init("behavior", .object(["allowsRubberBanding": .array([.string(position == "top" ? "top" : "bottom")])]))) }
    if chance(0.2), position == "bottom" { m.append(.init("layouts", layouts())) }

    var content: [JSONValue.Member] = []
    let kind = chance(0.85) ? "list" : pick(["text", "list"])
    if kind != "list" { content.append(.init("kind", .string(kind))) }
    let rows = chance(0.5) ? Double(rng.next() % 40) : Double(rng.next() % 400)
    if kind == "list" { content.append(.init("rows", integer(rows, 0...10_000))) }
    if chance(0.3) { content.append(.init("title", string(limit: 200))) }
    if chance(0.2) { content.append(.init("header", number(Double(rng.next() % 120), 0...1000))) }
    if kind == "list", chance(0.25) {
      let count = 2 + Int(rng.next() % 3)
      content.append(.init("tabs", .array((0..<count).map { _ in string(limit: 200) })))
      if chance(0.6) { content.append(.init("trackedTab", chance(0.3) ? .string("selected") : integer(Double(rng.next() % UInt64(count)), 0...Double(count - 1)))) }
    }
    if !nested || index > 0 || chance(0.02), chance(0.85) {
      let count = Int(rng.next() % 4) + (chance(0.05) ? 6 : 0)
      content.append(.init("controls", .array((0..<count).map { _ in control(listRows: kind == "list" ? rows : nil) })))
    }
    m.append(.init("content", .object(content)))
    return .object(m)
  }

  /// `true`, `false` or a list of states (now and then one the panel does not know).
  private mutating func statesPolicy() -> JSONValue {
    if chance(0.4) { return bool() }
    var names = Self.states.filter { _ in chance(0.5) }.map { JSONValue.string($0) }
    if chance(0.02) { names.append(.string("nowhere")) }
    return .array(names)
  }

  private mutating func layouts() -> JSONValue {
    let split = Double(400 + rng.next() % 600)
    func anchors(_ half: Double) -> JSONValue {
      .object([
        "full": .object(["absoluteInset": .number(18), "edge": .string("top"), "referenceGuide": .string("safeArea")]),
        "half": .object(["fractionalInset": .number(half), "edge": .string("bottom"), "referenceGuide": .string("safeArea")]),
        "tip": .object(["absoluteInset": .number(69), "edge": .string("bottom"), "referenceGuide": .string("safeArea")]),
      ])
    }
    return .array([
      .object(["maxWidth": number(split, 0...100_000), "anchors": anchors(0.5)]),
      .object(["minWidth": number(split, 0...100_000), "anchors": anchors(pick([0.3, 0.6]))]),
    ])
  }

  private mutating func sheet() -> JSONValue {
    var m: [JSONValue.Member] = []
    var detents: [JSONValue] = []
    if chance(0.6) {
      for d in ["medium", "large"] where chance(0.6) { detents.append(.string(d)) }
      if chance(0.3) { detents.append(number(Double(100 + rng.next() % 500), 1...16_384)) }
      if detents.isEmpty { detents.append(.string("large")) }
      m.append(.init("detents", .array(detents)))
    }
    if chance(0.4) {
      let listed = detents.isEmpty ? [JSONValue.string("large")] : detents
      m.append(.init("largestUndimmedDetent", chance(0.03) ? .string("tiny") : pick(listed)))
    }
    if chance(0.4) { m.append(.init("prefersScrollingExpandsWhenScrolledToEdge", bool())) }
    if chance(0.3) { m.append(.init("keyboardAvoidance", .string(chance(0.97) ? pick(["aboveKeyboard", "none"]) : "mostExpanded"))) }
    if chance(0.2) { m.append(.init("interactiveDismissDisabled", bool())) }
    if chance(0.7) {
      let count = 1 + Int(rng.next() % 3)
      m.append(.init("controls", .array((0..<count).map { _ in control(listRows: nil) })))
    }
    return .object(m)
  }

  /// One entry of `content.controls`; `listRows` is the list's row count when it may sit inside it.
  private mutating func control(listRows: Double?) -> JSONValue {
    let kind = pick(["carousel", "slider", "segmented", "reorderable", "tiles", "textField"])
    var m: [JSONValue.Member] = [.init("kind", .string(kind))]
    if chance(0.3) { m.append(.init("height", number(Double(24 + rng.next() % 300), 24...1000))) }
    if let listRows, chance(0.3) { m.append(.init("afterRow", integer(Double(rng.next() % UInt64(listRows + 1)), 0...listRows))) }
    switch kind {
    case "carousel":
      let pages = chance(0.5) ? Double(1 + rng.next() % 6) : Double(1 + rng.next() % 100)
      m.append(.init("pages", integer(pages, 1...100)))
      if chance(0.4) { m.append(.init("peek", number(Double(rng.next() % 201), 0...200))) }
      if chance(0.4) { m.append(.init("spacing", number(Double(rng.next() % 101), 0...100))) }
      if chance(0.3) { m.append(.init("page", integer(Double(rng.next() % UInt64(pages)), 0...(pages - 1)))) }
    case "slider":
      if chance(0.6) { m.append(.init("value", number(Double(rng.next() % 1001) / 1000, 0...1))) }
      if chance(0.3) { m.append(.init("touchArea", .string(chance(0.98) ? pick(["thumb", "track"]) : "knob"))) }
    case "segmented":
      var count = 3
      if chance(0.7) {
        count = 1 + Int(rng.next() % 8)
        m.append(.init("segments", .array((0..<count).map { _ in string(limit: 200) })))
      }
      if chance(0.4) { m.append(.init("selected", integer(Double(rng.next() % UInt64(count)), 0...Double(count - 1)))) }
    case "reorderable":
      if chance(0.7) { m.append(.init("rows", integer(Double(1 + rng.next() % (chance(0.7) ? 10 : 200)), 1...200))) }
      if chance(0.3) { m.append(.init("rowHeight", number(Double(24 + rng.next() % 177), 24...200))) }
    case "tiles":
      if chance(0.6) { m.append(.init("tiles", integer(Double(1 + rng.next() % 100), 1...100))) }
      if chance(0.4) { m.append(.init("tileWidth", number(Double(24 + rng.next() % 377), 24...400))) }
    default:
      if chance(0.5) { m.append(.init("text", string(limit: 200))) }
      if chance(0.3) { m.append(.init("placeholder", string(limit: 200))) }
    }
    return .object(m)
  }

  // MARK: Values

  private mutating func chance(_ p: Double) -> Bool { Double(rng.next() % 1_000_000) < p * 1_000_000 }
  private mutating func pick<T>(_ items: [T]) -> T { items[Int(rng.next() % UInt64(items.count))] }
  private mutating func bool() -> JSONValue { chance(0.005) ? .string("yes") : .bool(chance(0.5)) }

  /// `value` nearly always; now and then an edge of `range`, a number just outside it, an
  /// extreme or a string.
  private mutating func number(_ value: Double, _ range: ClosedRange<Double>) -> JSONValue {
    switch rng.next() % 400 {
    case 0: return .number(range.lowerBound - 1)
    case 1: return .number(range.upperBound + 1)
    case 2: return .number(pick([1e308, -1e308, -0.0, 1e-320, .ulpOfOne]))
    case 3: return .string("12")
    case 4..<24: return .number(pick([range.lowerBound, range.upperBound]))
    default: return .number(value)
    }
  }

  /// As `number`, and now and then a fraction where a whole number belongs.
  private mutating func integer(_ value: Double, _ range: ClosedRange<Double>) -> JSONValue {
    chance(0.005) ? .number(value + 0.5) : number(value, range)
  }

  /// Pieces text is made of: plain words, accents as one character and as two, emoji with
  /// modifiers and joiners, right-to-left script, quotes, escapes and controls.
  static let textPieces = ["Search", "a", " ", "é", "e\u{301}", "👍🏽", "👩‍👩‍👧", "שלום", "\"", "\\", "\n", "\t", "\u{0}", "🇫🇷", "x"]

  /// A string of at most `limit` characters, and now and then one character longer.
  private mutating func string(limit: Int) -> JSONValue {
    .string(text(maxLength: chance(0.005) ? limit + 1 : (chance(0.8) ? 12 : limit), exactly: chance(0.05)))
  }

  private mutating func text(maxLength: Int, exactly: Bool) -> String {
    var s = ""
    let length = exactly ? maxLength : Int(rng.next() % UInt64(maxLength + 1))
    while s.count < length { s += pick(Self.textPieces) }
    while s.count > length { s.removeLast() }
    return s
  }

  // MARK: The hand

  /// The rectangles the scene's first frame gives its controls, panels, sheet and cards.
  static func targets(of sceneJSON: JSONValue) -> [Rect] {
    guard let config = try? SceneConfig.parse(JSONWriter.string(sceneJSON)) else { return [] }
    let scene = Scene(config: config, scale: 1)
    var rects: [Rect] = []
    func collect(_ value: JSONValue) {
      switch value.kind {
      case .object(let members):
        for member in members {
          if member.key == "frame", let rect = Rect(trace: member.value) {
            rects.append(rect)
          } else {
            collect(member.value)
          }
        }
      case .array(let items): items.forEach(collect)
      default: break
      }
    }
    scene.traceState().forEach { collect($0.value) }
    return rects
  }

  static let keys = ["Return", "BackSpace", "Delete", "Left", "Right", "Home", "End", "Up", "Down", "A", "R", "1", "2", "3", "Escape", "Space", "Tab", "a"]

  /// Thirty-odd gestures and keys over a few simulated seconds.
  private mutating func hand(over targets: [Rect], scene: JSONValue) -> [TimedInput] {
    var inputs: [TimedInput] = []
    var t: Micros = 16_000
    let size = Self.windowSize(scene)
    func randomPoint(_ rng: inout SplitMix64) -> Point {
      Point(x: Double(rng.next() % UInt64(max(1, size.width))), y: Double(rng.next() % UInt64(max(1, size.height))))
    }
    for _ in 0..<(10 + Int(rng.next() % 30)) {
      var start = randomPoint(&rng)
      if !targets.isEmpty, chance(0.75) {
        let r = pick(targets)
        start = Point(x: r.x + r.width * Double(rng.next() % 101) / 100, y: r.y + r.height * Double(rng.next() % 101) / 100)
      }
      t += Micros(1_000 + rng.next() % 400_000)
      switch rng.next() % 12 {
      case 0, 1, 2, 3, 4:
        // A drag: mostly along one axis, sometimes diagonal, sometimes held first (a long press).
        let anyAngle = Double(rng.next() % 628) / 100
        let angle: Double = pick([0, Double.pi, Double.pi / 2, -Double.pi / 2, Double.pi / 4, -Double.pi / 6, anyAngle])
        let length = Double(rng.next() % 420)
        let steps = 1 + Int(rng.next() % 14)
        inputs.append(TimedInput(t, .pointerDown(start, button: .left, clicks: 1)))
        if chance(0.35) {
          t += Micros(450_000 + rng.next() % 300_000)
          if chance(0.3) { inputs.append(TimedInput(t, .pointerMove(Point(x: start.x + 3, y: start.y + 2)))) }
        }
        var p = start
        for _ in 0..<steps {
          t += Micros(4_000 + rng.next() % 40_000)
          p = Point(x: p.x + cos(angle) * length / Double(steps), y: p.y + sin(angle) * length / Double(steps))
          inputs.append(TimedInput(t, .pointerMove(p)))
        }
        if chance(0.15) { t += Micros(rng.next() % 800_000) }
        inputs.append(TimedInput(t, .pointerUp(p, button: .left)))
      case 5, 6:
        // A tap, sometimes slipping a little.
        inputs.append(TimedInput(t, .pointerDown(start, button: .left, clicks: 1)))
        t += Micros(rng.next() % 120_000)
        let end = chance(0.4) ? Point(x: start.x + Double(rng.next() % 60) - 30, y: start.y + Double(rng.next() % 60) - 30) : start
        inputs.append(TimedInput(t, .pointerUp(end, button: .left)))
      case 7:
        inputs.append(TimedInput(t, .text(text(maxLength: chance(0.1) ? 200 : 8, exactly: chance(0.3)).replacingOccurrences(of: "\u{0}", with: "") + "x")))
      case 8:
        inputs.append(TimedInput(t, .keyDown(key: pick(Self.keys), modifiers: chance(0.1) ? [.ctrl] : [])))
      case 9:
        inputs.append(TimedInput(t, .wheel(start, delta: Point(x: pick([0, 40, -40, 300]), y: pick([0, 40, -40, -400, 2000])))))
      case 10:
        if scene["device"] != nil, chance(0.7) {
          inputs.append(TimedInput(t, .rotate(chance(0.5) ? .landscape : .portrait)))
        } else {
          inputs.append(TimedInput(t, .resize(Size(width: pick([160, 480, 1280, size.width]), height: pick([160, 360, 900, size.height])))))
        }
      default:
        inputs.append(TimedInput(t, edit(of: scene)))
      }
    }
    inputs.append(TimedInput(t + 1_000_000, .end))
    return inputs
  }

  /// A `set` line for one of the new keys the scene has, with a value of the right shape (now
  /// and then one that does not fit, which the replay refuses).
  private mutating func edit(of scene: JSONValue) -> InputEvent {
    var options: [(path: String, values: [JSONValue])] = [("showArena", [.bool(true), .bool(false)])]
    let panel = scene["main"]?["panels"].flatMap { if case .array(let a) = $0.kind { a.first } else { nil } }
    if panel != nil {
      options += [
        ("main.panels[0].keyboardAvoidance", ["none", "mostExpanded", "aboveKeyboard"].map { .string($0) }),
        ("main.panels[0].keyboardDismissMode", Self.dismissModes.map { .string($0) }),
        ("main.panels[0].shouldBeginDragging", [.bool(false), .string("outsideControls")]),
        ("main.panels[0].shouldReceiveTouch", [.bool(true), .string("outsideControls")]),
        ("main.panels[0].shouldRespond", [.bool(true), .array([.string("half"), .string("tip")])]),
        ("main.panels[0].shouldAllowToScroll", [.bool(false), .array([.string("full"), .string("half")])]),
        ("main.panels[0].content.controls", [
          .array([.object(["kind": .string("carousel"), "pages": .number(3)])]),
          .array([.object(["kind": .string("textField")]), .object(["kind": .string("reorderable"), "rows": .number(30)])]),
          .array([]),
        ]),
      ]
      if let control = panel?["content"]?["controls"].flatMap({ if case .array(let a) = $0.kind { a.first } else { nil } }),
        let kind = control["kind"]?.string
      {
        let values: [String: (String, [JSONValue])] = [
          "carousel": ("pages", [.number(1), .number(7)]), "slider": ("value", [.number(0), .number(1)]),
          "segmented": ("selected", [.number(0)]), "reorderable": ("rows", [.number(1), .number(60)]),
          "tiles": ("tiles", [.number(1), .number(40)]), "textField": ("text", [.string(""), .string("Café 👍🏽")]),
        ]
        if let (key, v) = values[kind] { options.append(("main.panels[0].content.controls[0].\(key)", v)) }
      }
      if panel?["content"]?["tabs"] != nil { options.append(("main.panels[0].content.trackedTab", [.string("selected"), .number(1)])) }
    }
    if scene["main"]?["sheet"] != nil {
      options += [
        ("main.sheet.prefersScrollingExpandsWhenScrolledToEdge", [.bool(true), .bool(false)]),
        ("main.sheet.controls", [.array([.object(["kind": .string("tiles")]), .object(["kind": .string("slider")])])]),
      ]
    }
    if scene["main"]?["keyboard"] != nil { options.append(("main.keyboard.height", [.number(120), .number(300)])) }
    let option = pick(options)
    return .set(path: option.path, value: chance(0.03) ? .number(-1) : pick(option.values))
  }

  /// The `keyboardDismissMode` values there are.
  static let dismissModes = KeyboardDismissMode.allCases.map(\.rawValue)

  static func windowSize(_ scene: JSONValue) -> (width: Double, height: Double) {
    guard case .object(let top) = scene.kind, let window = top.first(where: { $0.key == "window" })?.value,
      case .object(let members) = window.kind
    else { return (375, 667) }
    let w = members.first { $0.key == "width" }?.value.number ?? 375
    let h = members.first { $0.key == "height" }?.value.number ?? 667
    return (Swift.min(Swift.max(w, 1), 16_384), Swift.min(Swift.max(h, 1), 16_384))
  }
}
