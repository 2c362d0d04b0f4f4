import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The event log's filters as a designer meets them in a scene: a main view with a panel, a tab
/// bar and an accessory over the log; chips clicked, the search field clicked and typed into.
@Suite("Event log filters and search")
struct EventLogFilterTests {
  /// Main 800 × 540 over a 360-tall log.
  static let text = """
    {"window": {"width": 800, "height": 900},
     "layout": {"split": {"id": "log", "orientation": "vertical", "position": 0.6},
                "primary": {"view": "main"}, "secondary": {"view": "events"}},
     "main": {"feed": {"cards": 12}, "panels": [{"id": "maps"}], "safeArea": {"top": 47, "bottom": 34},
              "tabBar": {"tabs": ["Today", "Games"]}, "accessory": {}}}
    """

  static func scene() throws -> Scene { Scene(config: try SceneConfig.parse(text)) }
  static func log(_ s: Scene) -> EventLogPane { s.component(EventLogPane.self)! }
  static func bar(_ s: Scene) -> TabBarModel { s.component(TabBarModel.self)! }

  /// A point of the log pane (pane coordinates) in window points.
  static func window(_ p: Point, in s: Scene) -> Point {
    let pane = s.frame(of: .pane(.events))!
    return Point(x: pane.x + p.x, y: pane.y + p.y)
  }

  static func click(_ s: inout Scene, _ p: Point, at t: Micros) throws {
    try s.send(t, .pointerDown(p, button: .left, clicks: 1))
    try s.send(t + ms(50), .pointerUp(p, button: .left))
  }

  /// Clicks the centre of the log's chip titled `title`.
  static func clickChip(_ s: inout Scene, _ title: String, at t: Micros) throws {
    let chip = try #require(log(s).header.chips.first { $0.title == title }, "a chip for \(title)")
    try click(&s, window(Point(x: chip.frame.midX, y: chip.frame.midY), in: s), at: t)
  }

  /// Clicks the search field.
  static func clickField(_ s: inout Scene, at t: Micros) throws {
    let f = log(s).header.searchField
    try click(&s, window(Point(x: f.midX, y: f.midY), in: s), at: t)
  }

  /// Types `keys` (SDL names, Shift for capitals) 20 ms apart from `t`.
  static func type(_ s: inout Scene, _ keys: [(String, [KeyModifier])], from t: Micros) throws {
    for (n, key) in keys.enumerated() { try s.send(t + ms(Int64(n) * 20), .keyDown(key: key.0, modifiers: key.1)) }
  }

  /// The shown rows' components.
  static func shownComponents(_ s: Scene) -> Set<String> {
    let log = log(s)
    return Set(log.shown.map { log.rows[$0].event.component })
  }

  /// A scene whose log holds accessory and panel rows: L, T (accessory), 1 (panel to full), settled.
  static func sceneWithEvents() throws -> Scene {
    var s = try scene()
    try type(&s, [("L", []), ("T", []), ("1", [])], from: ms(100))
    s.advance(to: ms(2000))
    _ = s.takeEvents()
    return s
  }

  @Test("a chip per component that logged; clicking one hides its rows and clicking again shows them, keeping every row")
  func chipsHideAndShow() throws {
    var s = try Self.sceneWithEvents()
    let before = Self.log(s)
    #expect(before.components.contains("accessory") && before.components.contains("panel"))
    #expect(before.header.chips.map(\.title) == before.components, "a chip per component kind, in the order they first logged")
    #expect(Self.shownComponents(s).isSuperset(of: ["accessory", "panel"]))

    try Self.clickChip(&s, "accessory", at: ms(3000))
    var log = Self.log(s)
    #expect(!Self.shownComponents(s).contains("accessory"))
    #expect(Self.shownComponents(s).contains("panel"))
    #expect(log.rows == before.rows, "hiding filters the view; the rows stay")
    #expect(log.hiddenCount == before.rows.filter { $0.event.component == "accessory" }.count)
    #expect(log.status.contains("\(log.hiddenCount) of \(log.rows.count) rows hidden"))
    #expect(log.header.chips.first { $0.title == "accessory" }?.hides == true)
    #expect(s.stateHash() != Self.stateHash(afterEventsOf: before), "the filter is part of the state")

    try Self.clickChip(&s, "accessory", at: ms(3200))
    log = Self.log(s)
    #expect(log.shown == Array(log.rows.indices))
    #expect(log.hiddenCount == 0 && log.status.hasSuffix("newest first"))
  }

  /// The hash of a fresh scene driven to the same events, never filtered.
  static func stateHash(afterEventsOf log: EventLogPane) -> String {
    (try? sceneWithEvents())?.stateHash() ?? ""
  }

  @Test("events that arrive while a component is hidden are kept and show when its chip is clicked again")
  func hiddenEventsAreKept() throws {
    var s = try Self.sceneWithEvents()
    try Self.clickChip(&s, "accessory", at: ms(3000))
    let shownBefore = Self.log(s).shown.count
    try Self.type(&s, [("C", []), ("H", [])], from: ms(3200))
    s.advance(to: ms(4000))
    #expect(Self.log(s).shown.count == shownBefore, "hidden rows do not show")
    try Self.clickChip(&s, "accessory", at: ms(4200))
    let log = Self.log(s)
    let newest = log.shown.prefix(2).map { log.rows[$0].event }
    #expect(newest.map(\.name) == ["accessoryHiddenChanged", "accessoryPositionChanged"], "the two new rows, newest first")
    #expect(newest.last?[field: "position"] == .string("center"))
  }

  @Test("a row's − hides its event name everywhere; the struck-through chip brings it back")
  func hideEventName() throws {
    var s = try Self.sceneWithEvents()
    let log0 = Self.log(s)
    let name = "accessoryPositionChanged"
    let position = try #require(log0.shown.firstIndex { log0.rows[$0].event.name == name })
    // The − sits at the row's trailing edge.
    let y = EventLogPane.headerHeight + Double(position) * EventLogPane.rowHeight + EventLogPane.rowHeight / 2
    let minus = Point(x: s.frame(of: .pane(.events))!.width - 16, y: y)
    #expect(log0.target(at: minus) == .hideName(name))
    try Self.click(&s, Self.window(minus, in: s), at: ms(3000))
    var log = Self.log(s)
    #expect(log.filter.hiddenNames == [name])
    #expect(!log.shown.contains { log.rows[$0].event.name == name })
    #expect(log.rows == log0.rows)
    #expect(log.header.chips.contains { $0.title == name && $0.hides && $0.action == .showName(name) })
    try Self.clickChip(&s, name, at: ms(3200))
    log = Self.log(s)
    #expect(log.filter.hiddenNames.isEmpty && log.hiddenCount == 0)
  }

  @Test("more hidden names than fit make one chip that shows them all again")
  func hiddenNamesOverflow() {
    var filter = EventLogFilter()
    for n in 0..<12 { filter.toggle(name: "someRatherLongEventName\(n)") }
    let header = EventLogHeader(width: 500, components: ["panel", "sheet"], filter: filter)
    #expect(header.chips.map(\.title) == ["panel", "sheet", "12 names hidden"])
    #expect(header.chips.last?.action == .showAllNames)
  }

  /// Whether some chip of `header` brings back the hidden component or name `hidden`.
  static func reachable(_ hidden: EventLogHeader.Action, in header: EventLogHeader) -> Bool {
    header.chips.contains { chip in
      switch (chip.action, hidden) {
      case (.showEverything, _): return true
      case (.showAllNames, .showName): return true
      default: return chip.action == hidden
      }
    }
  }

  @Test("at every pane width, each hidden component and name keeps a chip that brings it back, and the chips stay in the pane")
  func hiddenChipsStayReachable() {
    // A log 312 points wide (a 480×360 window) lost the struck-through chips that did not fit
    // after the components, and with them the only way to show those rows again.
    let components = ["tabBar", "feed", "sheet", "panel", "accessory", "split", "keyboard", "arena"]
    var generator = SplitMix64(seed: 17)
    for width in stride(from: 120.0, through: 1400, by: 23.7) {
      for _ in 0..<12 {
        let logged = Array(components.prefix(Int.random(in: 1...components.count, using: &generator)))
        var filter = EventLogFilter()
        for c in logged where Bool.random(using: &generator) { filter.toggle(component: c) }
        for n in 0..<Int.random(in: 0...4, using: &generator) { filter.toggle(name: ["didMove", "didChangeState", "willBeginAttracting", "accessoryPositionChanged", "didSelect"][n]) }
        let header = EventLogHeader(width: width, components: logged, filter: filter)
        let at = "width \(width), logged \(logged), \(filter.digest): \(header.chips.map(\.title))"
        for c in filter.hiddenComponents { #expect(Self.reachable(.toggleComponent(c), in: header), "\(at): \(c) cannot be shown again") }
        for n in filter.hiddenNames { #expect(Self.reachable(.showName(n), in: header), "\(at): \(n) cannot be shown again") }
        let wide = header.chips.allSatisfy { $0.frame.width <= width - 16 }
        if wide { #expect(header.chips.allSatisfy { $0.frame.minX >= 8 && $0.frame.maxX <= width - 8 }, "\(at): a chip leaves the pane") }
        #expect(zip(header.chips, header.chips.dropFirst()).allSatisfy { $0.frame.maxX < $1.frame.minX }, "\(at): chips overlap")
      }
    }
  }

  @Test("in a 230-point log, a hidden name's chip shows after the components that fit, and a click on it brings its rows back")
  func narrowLogKeepsTheHiddenName() throws {
    var s = try Self.sceneWithEvents()
    try s.send(ms(2100), .resize(Size(width: 230, height: 900)))
    var log = Self.log(s)
    let row = try #require(log.shown.first)
    let name = log.rows[row].event.name
    let pane = try #require(s.frame(of: .pane(.events)))
    #expect(pane.width == 230)
    // The first row's − button.
    try Self.click(&s, Self.window(Point(x: pane.width - 16, y: EventLogPane.headerHeight + 10), in: s), at: ms(2200))
    log = Self.log(s)
    #expect(log.filter.hiddenNames == [name])
    #expect(log.header.chips.last?.title == name && log.header.chips.last?.action == .showName(name), "\(log.header.chips.map(\.title))")
    try Self.clickChip(&s, name, at: ms(2400))
    #expect(Self.log(s).filter.isEmpty)
  }

  @Test("the search field: a click focuses it, typing filters case-insensitively, Backspace deletes, Escape clears and lets go")
  func search() throws {
    var s = try Self.sceneWithEvents()
    let all = Self.log(s).rows.count
    try Self.clickField(&s, at: ms(3000))
    #expect(Self.log(s).isSearching && Self.log(s).hasKeyFocus)
    try Self.type(&s, [("A", [.shift]), ("C", []), ("C", []), ("Space", []), ("P", []), ("O", []), ("S", [])], from: ms(3100))
    var log = Self.log(s)
    #expect(log.filter.query == "Acc pos")
    #expect(log.shown.isEmpty, "no row holds the text \"acc pos\"")
    try Self.type(&s, [("Backspace", []), ("Backspace", []), ("Backspace", []), ("Backspace", [])], from: ms(3300))
    log = Self.log(s)
    #expect(log.filter.query == "Acc")
    #expect(!log.shown.isEmpty && log.shown.allSatisfy { log.rows[$0].searchText.contains("acc") })
    #expect(Self.shownComponents(s) == ["accessory"])
    // A field value: the trailing position.
    try Self.type(&s, [("Backspace", []), ("Backspace", []), ("Backspace", []), ("T", []), ("R", []), ("A", []), ("I", [])], from: ms(3500))
    log = Self.log(s)
    #expect(log.shown.map { log.rows[$0].event[field: "position"] } == [.string("trailing")])
    try Self.type(&s, [("Escape", [])], from: ms(3700))
    log = Self.log(s)
    #expect(log.filter.query.isEmpty && !log.isSearching)
    #expect(log.shown.count == all)
  }

  @Test("typed letters reach the field only: H does not hide the capsule, K does not pause, until Escape lets go")
  func focusKeepsKeys() throws {
    var s = try Self.sceneWithEvents()
    let accessory = Self.bar(s).accessory
    try Self.clickField(&s, at: ms(3000))
    try Self.type(&s, [("H", []), ("L", []), ("C", []), ("N", []), ("K", []), ("S", [.shift]), (".", []), ("1", [])], from: ms(3100))
    #expect(Self.log(s).filter.query == "hlcnkS.1")
    #expect(s.takeRequests().isEmpty, "neither K, Shift+S nor . asked the lab for a pause, a speed or a step")
    s.advance(to: ms(4000))
    #expect(Self.bar(s).accessory == accessory, "the capsule did not move, hide or change")
    #expect(!s.takeEvents().contains { $0.component == "panel" || $0.component == "accessory" })
    try Self.type(&s, [("Escape", []), ("H", [])], from: ms(4100))
    #expect(Self.bar(s).accessory.isHidden, "once the field let go, H hides the capsule")
  }

  @Test("a click outside the field lets the keyboard go but keeps the query; a chip click keeps the focus")
  func clickElsewhere() throws {
    var s = try Self.sceneWithEvents()
    try Self.clickField(&s, at: ms(3000))
    try Self.type(&s, [("P", []), ("A", [])], from: ms(3100))
    try Self.clickChip(&s, "panel", at: ms(3200))
    #expect(Self.log(s).isSearching, "a chip leaves the field focused")
    try Self.type(&s, [("N", [])], from: ms(3300))
    #expect(Self.log(s).filter.query == "pan")
    // A click on the feed, in the main view.
    try Self.click(&s, Point(x: 400, y: 200), at: ms(3400))
    #expect(!Self.log(s).isSearching && Self.log(s).filter.query == "pan")
    try Self.type(&s, [("H", [])], from: ms(3500))
    #expect(Self.bar(s).accessory.isHidden)
  }

  @Test("keys with Ctrl or Alt and the vertical arrows pass a focused field")
  func shortcutsPass() throws {
    var log = try EventLogPane.laidOut(width: 600, height: 300)
    _ = log.pointerDown(PointerPress(drag: PointerDrag(at: Point(x: 100, y: 15), time: 0)))
    #expect(log.isSearching)
    func take(_ key: String, _ modifiers: [KeyModifier] = []) -> Bool { log.keyDown(KeyPress(key: key, modifiers: modifiers)) }
    #expect(!take("1", [.ctrl, .alt]))
    #expect(!take("Down"))
    #expect(!take("F9"))
    #expect(take("Home"), "Home edits text, so it does not scroll the feed")
    #expect(take("["), "a character the field does not type is still kept from the lab")
    #expect(log.filter.query.isEmpty)
    #expect(take("Return") && !log.isSearching)
    #expect(!take("A"), "an unfocused field takes no key")
  }

  @Test("SDL key names type letters, digits, space, ., - and _")
  func typedCharacters() {
    func c(_ key: String, _ modifiers: [KeyModifier] = []) -> Character? { TypedCharacter.of(KeyPress(key: key, modifiers: modifiers)) }
    #expect(c("A") == "a" && c("A", [.shift]) == "A" && c("Z") == "z")
    #expect(c("7") == "7" && c("7", [.shift]) == nil)
    #expect(c("Space") == " " && c(".") == "." && c("Period") == "." && c("-") == "-" && c("-", [.shift]) == "_" && c("Minus") == "-")
    #expect(c("Keypad 4") == "4" && c("Keypad .") == "." && c("Keypad -") == "-")
    #expect(c("A", [.ctrl]) == nil && c("Return") == nil && c("Backspace") == nil && c("[") == nil && c("F1") == nil)
  }

  @Test("a recording of clicking the field, typing a query and hiding a component replays to the session's hashes")
  func replayTyping() throws {
    // The window positions the scene lays out: field and accessory chip, in window points.
    let s = try Self.sceneWithEvents()
    let field = Self.window(Point(x: Self.log(s).header.searchField.midX, y: 15), in: s)
    let chip = try #require(Self.log(s).header.chips.first { $0.title == "accessory" })
    let chipPoint = Self.window(Point(x: chip.frame.midX, y: chip.frame.midY), in: s)
    var inputs: [TimedInput] = [
      TimedInput(ms(100), .keyDown(key: "L", modifiers: [])), TimedInput(ms(200), .keyDown(key: "1", modifiers: [])),
      TimedInput(ms(2000), .pointerDown(field, button: .left, clicks: 1)), TimedInput(ms(2050), .pointerUp(field, button: .left)),
    ]
    for (n, key) in ["D", "I", "D", "Minus", "C", "H"].enumerated() {
      inputs.append(TimedInput(ms(2100 + Int64(n) * 30), .keyDown(key: key, modifiers: [])))
    }
    inputs += [
      TimedInput(ms(2400), .pointerDown(chipPoint, button: .left, clicks: 1)), TimedInput(ms(2450), .pointerUp(chipPoint, button: .left)),
      TimedInput(ms(2500), .keyDown(key: "Backspace", modifiers: [])),
    ]
    let recording = try Recording.parse(Recording(scene: try json(Self.text), inputs: inputs).text)

    // The session as the live window runs it.
    var live = SceneSession(scene: try Self.scene(), fps: 60)
    for input in inputs { live.enqueue(input) }
    var liveHashes: [Micros: String] = [:]
    try live.run(to: ms(3000)) { output, scene in
      if case .frame(_, let t) = output { liveHashes[t] = scene.stateHash() }
    }
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var replayHashes: [Micros: String] = [:]
    while let output = try replayer.next() {
      if case .frame(_, let t) = output, t <= ms(3000) { replayHashes[t] = replayer.scene.stateHash() }
    }
    // The replay stops once everything settled after the last input; every frame it ran agrees.
    #expect(replayHashes.count > 150)
    #expect(replayHashes.allSatisfy { liveHashes[$0.key] == $0.value })
    let log = Self.log(replayer.scene)
    #expect(log.filter.query == "did-c" && log.isSearching && log.filter.hiddenComponents == ["accessory"])
    #expect(Self.bar(replayer.scene).accessory.isHidden == false, "the H was typed, not a shortcut")
    // The filter shows in the hash: the same recording without the Backspace ends elsewhere.
    var shorter = try Replayer(Recording(scene: try json(Self.text), inputs: inputs.dropLast()), fps: 60, scale: 1)
    while try shorter.next() != nil {}
    #expect(shorter.scene.stateHash() != replayer.scene.stateHash())
  }
}
