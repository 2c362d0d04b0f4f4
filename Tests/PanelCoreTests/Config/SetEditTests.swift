import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A `set` reads only the part of the scene its path lies in and rebuilds only the kinds of
/// component that read it; what it gives must be what a whole reading and a full rebuild give.
@Suite struct SetEditTests {
  /// Every scene the repository ships: the scene files, the fuzz corpus's, and the ones the
  /// conflict recordings carry (controls, the keyboard, devices).
  static func scenes() throws -> [(name: String, config: SceneConfig)] {
    let root = CLI.root
    var out: [(String, SceneConfig)] = []
    let files = FileManager.default
    for dir in ["assets/scenes", "Tests/PanelCoreTests/Fuzz/Corpus"] {
      for name in try files.contentsOfDirectory(atPath: root + "/" + dir).sorted() where name.hasSuffix(".json") {
        out.append((name, try SceneConfig.parse(try String(contentsOfFile: root + "/\(dir)/\(name)", encoding: .utf8))))
      }
    }
    for name in try files.contentsOfDirectory(atPath: root + "/assets/conflicts").sorted() where name.hasSuffix(".plrec") {
      let text = try String(contentsOfFile: root + "/assets/conflicts/\(name)", encoding: .utf8)
      let header = try JSONParser.parse(String(text.prefix { $0 != "\n" }))
      out.append((name, try SceneConfig(json: try #require(header["scene"]))))
    }
    return out
  }

  /// Every key path in `value` (objects' members and arrays' items, leaves and inner nodes).
  static func paths(in value: JSONValue, at path: String = "") -> [String] {
    var out: [String] = path.isEmpty ? [] : [path]
    if let members = value.members {
      for m in members { out += paths(in: m.value, at: path.isEmpty ? m.key : "\(path).\(m.key)") }
    } else if case .array(let items) = value.kind {
      for (i, item) in items.enumerated() { out += paths(in: item, at: "\(path)[\(i)]") }
    }
    return out
  }

  /// Keys the scenes often leave out, so edits also create them.
  static let absentPaths = [
    "timeScale", "scale", "refreshRate", "reduceMotion", "rightToLeft", "showArena", "window.width", "device",
    "main.panels[0].behavior.springResponseTime", "main.panels[0].behavior.springDecelerationRate", "main.panels[0].initialState",
    "main.panels[0].content.rows", "main.panels[0].content.controls", "main.keyboard.height", "main.safeArea.bottom",
    "main.feed.cards", "main.sheet", "main.imageMode", "main.panels[1].id", "main.panels[0].id", "main.bogus", "bogus", "main.panels[9].id",
    "layout", "sidebar.scenes",
  ]

  /// A value for an edit of `old`: near it, of another type, out of range, or another string.
  static func value(replacing old: JSONValue?, _ rng: inout SplitMix64) -> JSONValue {
    let strings = ["full", "half", "tip", "hidden", "top", "bottom", "left", "right", "", "panel", "maps", "search", "carousel", "textField", "fill"]
    switch Int.random(in: 0..<10, using: &rng) {
    case 0: return .bool(Bool.random(using: &rng))
    case 1: return .string(strings.randomElement(using: &rng)!)
    case 2: return .null
    case 3: return .object([])
    case 4: return .number(Double(Int.random(in: -5...400, using: &rng)))
    default:
      if let d = old?.number { return .number((d * Double.random(in: -0.5...2.5, using: &rng) * 1000).rounded() / 1000) }
      if case .bool(let b)? = old?.kind { return .bool(!b) }
      if old?.string != nil { return .string(strings.randomElement(using: &rng)!) }
      return .number(Double.random(in: 0...2, using: &rng))
    }
  }

  /// What a reading gave: a config, an error's text, or that the path leads nowhere.
  enum Outcome: Equatable {
    case config(SceneConfig)
    case error(String)
    case noPath
  }

  @Test("over 500 random edits, an edit read where its path lies gives the whole reading's config or error")
  func randomEditsMatchAWholeReading() throws {
    var rng = SplitMix64(seed: 0x5E7_ED17)
    let scenes = try Self.scenes()
    var counts = (configs: 0, errors: 0, noPath: 0)
    for n in 0..<600 {
      // Each scene takes a run of edits, each from where the accepted ones left it.
      var (name, config) = scenes[n % scenes.count]
      for _ in 0..<3 {
        let known = Self.paths(in: config.json)
        let path = Bool.random(using: &rng) || known.isEmpty ? Self.absentPaths.randomElement(using: &rng)! : known.randomElement(using: &rng)!
        let value = Self.value(replacing: config.json.value(at: path), &rng)
        let whole: Outcome
        if let edited = config.json.setting(path, to: value) {
          do { whole = .config(try SceneConfig(json: edited)) } catch { whole = .error("\(error.line) \(error)") }
        } else {
          whole = .noPath
        }
        let part: Outcome
        do { part = try config.setting(path, to: value).map { .config($0) } ?? .noPath } catch { part = .error("\(error.line) \(error)") }
        #expect(part == whole, "\(name): set \(path) = \(JSONWriter.string(value))")
        switch whole {
        case .config(let c):
          counts.configs += 1
          config = c
        case .error: counts.errors += 1
        case .noPath: counts.noPath += 1
        }
      }
    }
    // The edits reach all three outcomes, often.
    #expect(counts.configs > 300 && counts.errors > 300 && counts.noPath > 20, "\(counts)")
  }

  /// The lab: the inspector and the event log beside the main view, a panel over a feed.
  static func lab() throws -> SceneConfig {
    try SceneConfig.parse(try String(contentsOfFile: CLI.root + "/assets/scenes/lab.json", encoding: .utf8))
  }

  /// Edits that reach every kind's keys: each changes what some kind builds.
  static let reachingEdits: [(String, String)] = [
    ("main.sheet", "{}"), ("main.feed.cards", "3"), ("main.keyboard.height", "300"), ("rightToLeft", "true"),
    ("main.panels[0].content.controls", #"[{"kind": "textField"}, {"kind": "slider"}]"#), ("reduceMotion", "true"),
    ("timeScale", "0.5"), ("main.safeArea.bottom", "20"), ("scale", "2"), ("refreshRate", "120"), ("showArena", "true"),
    ("main.tabBar", #"{"tabs": [{"title": "Today"}, {"title": "Games"}]}"#), ("main.accessory", "{}"),
    ("device", #"{"name": "iPhone 16", "width": 393, "height": 852, "scale": 3}"#), ("window.width", "900"),
    ("layout", #"{"split": "horizontal", "primary": "sidebar", "secondary": "main"}"#), ("sidebar.scenes", #"["a.json"]"#),
    ("main.feed", "{}"), ("main.panels[0].behavior.springResponseTime", "0.9"), ("main.panels[0].initialState", #""tip""#),
  ]

  @Test("a set in the middle of a drag gives the state hash and the drawing of a full rebuild, then and after")
  func setMidDragMatchesAFullRebuild() throws {
    var rng = SplitMix64(seed: 0xD2A6)
    for (name, config) in try Self.scenes() where !config.main.panels.isEmpty {
      var edited = Scene(config: config)
      var rebuilt = Scene(config: config)
      let panel = try #require(edited.panels.first)
      let space = try #require(edited.mainFrame)
      // Grab the panel by its grabber band, in window points.
      let grab = Point(x: space.x + panel.surfaceFrame.midX, y: space.y + panel.surfaceFrame.minY + 6)
      var t = ms(100)
      try edited.send(t, .pointerDown(grab, button: .left, clicks: 1))
      try rebuilt.send(t, .pointerDown(grab, button: .left, clicks: 1))
      var applied = 0
      var reaching = Self.reachingEdits.shuffled(using: &rng)
      for step in 1...30 {
        t += ms(8)
        let p = grab + Point(x: 0, y: Double(step) * -5)
        try edited.send(t, .pointerMove(p))
        try rebuilt.send(t, .pointerMove(p))
        // An edit the scene takes, at a random path, in the middle of the drag (the first of up to
        // twenty tries that a whole reading accepts).
        let known = Self.paths(in: edited.config.json)
        var found: (path: String, value: JSONValue, json: JSONValue)?
        // One that reaches a kind's keys, in turn, until none is left that the scene takes; then random ones.
        while found == nil, !reaching.isEmpty {
          let (path, text) = reaching.removeFirst()
          let value = try JSONParser.parse(text)
          if let json = edited.config.json.setting(path, to: value), (try? SceneConfig(json: json)) != nil { found = (path, value, json) }
        }
        for _ in 0..<20 where found == nil {
          let path = Bool.random(using: &rng) ? Self.absentPaths.randomElement(using: &rng)! : known.randomElement(using: &rng)!
          let value = Self.value(replacing: edited.config.json.value(at: path), &rng)
          if let json = edited.config.json.setting(path, to: value), (try? SceneConfig(json: json)) != nil { found = (path, value, json) }
        }
        guard let (path, value, json) = found else { continue }
        try edited.send(t, .set(path: path, value: value))
        try rebuilt.send(t, .applyScene(json))
        applied += 1
        #expect(edited.stateHash() == rebuilt.stateHash(), "\(name): set \(path) = \(JSONWriter.string(value)) at step \(step)")
        #expect(edited.render() == rebuilt.render(), "\(name): the drawing after set \(path)")
      }
      try edited.send(t + ms(8), .pointerUp(grab + Point(x: 0, y: -150), button: .left))
      try rebuilt.send(t + ms(8), .pointerUp(grab + Point(x: 0, y: -150), button: .left))
      for frame in 1...40 {
        edited.advance(to: t + Micros(frame) * 16_667)
        rebuilt.advance(to: t + Micros(frame) * 16_667)
      }
      #expect(edited.stateHash() == rebuilt.stateHash(), "\(name): after the release")
      #expect(edited.render() == rebuilt.render(), "\(name): the drawing after the release")
      // What the edits changed that neither the hash nor the drawing shows yet (a feed that opens
      // cards, a key a new component takes) shows once the scene is used: taps over the main
      // view, keys, the wheel.
      let main = try #require(edited.mainFrame)
      var u = t + ms(1000)
      for y in stride(from: main.minY + 60, to: main.maxY, by: 120) {
        let p = Point(x: main.midX, y: y)
        for input in [InputEvent.pointerDown(p, button: .left, clicks: 1), .pointerUp(p, button: .left), .keyDown(key: "2", modifiers: []), .wheel(p, delta: Point(x: 0, y: 30)), .keyDown(key: "Escape", modifiers: [])] {
          u += ms(40)
          try edited.send(u, input)
          try rebuilt.send(u, input)
        }
        edited.advance(to: u + ms(600))
        rebuilt.advance(to: u + ms(600))
        u += ms(600)
      }
      #expect(edited.stateHash() == rebuilt.stateHash(), "\(name): after taps, keys and the wheel")
      #expect(edited.render() == rebuilt.render(), "\(name): the drawing after taps, keys and the wheel")
      #expect(edited.takeEvents() == rebuilt.takeEvents(), "\(name): the events")
      #expect(applied > 0, "\(name): no edit was taken")
    }
  }

  @Test("a set rebuilds only the kinds that read its path: a time-scale edit leaves the panels, a panel's key leaves the feed")
  func onlyTouchedKindsAreRebuilt() throws {
    let panel = PanelModel.kindWithControls
    let feed = FeedModel.kind
    let time = TimeControls.kind
    #expect(panel.isTouched(by: "main.panels[0].behavior.springResponseTime") && !feed.isTouched(by: "main.panels[0].behavior.springResponseTime"))
    #expect(!panel.isTouched(by: "timeScale") && time.isTouched(by: "timeScale"))
    #expect(panel.isTouched(by: "main") && feed.isTouched(by: "main"), "a set of all of main touches every kind in it")
    #expect(!panel.isTouched(by: "main.panelsX") && !panel.isTouched(by: "mainX"))
    #expect(InspectorPane.kind.isTouched(by: "timeScale"), "the inspector reads the whole scene")
  }

  @Test("a number or a boolean set where one was keeps the inspector's controls: the very list a fresh inspector of the edited scene makes")
  func aValueEditKeepsTheInspectorsControls() throws {
    var edits = 0
    for (name, config) in try Self.scenes() where config.layout?.views.contains(.inspector) == true {
      for path in Self.paths(in: config.json) {
        guard let old = config.json.value(at: path), old.number != nil || old.bool != nil else { continue }
        var scene = Scene(config: config)
        let value = old.bool.map { JSONValue.bool(!$0) } ?? .number(old.number == 0 ? 0.5 : ((old.number ?? 0) * 1100).rounded() / 1000)
        // A value the scene refuses leaves it as it was.
        guard (try? scene.send(ms(10), .set(path: path, value: value))) != nil else { continue }
        let inspector = try #require(scene.component(InspectorPane.self))
        let fresh = InspectorPane.controls(for: scene.config, springForm: inspector.springForm, panel: inspector.panelIndex)
        #expect(inspector.controls == fresh, "\(name): set \(path) = \(JSONWriter.string(value))")
        edits += 1
      }
    }
    #expect(edits > 25, "only \(edits) value edits")
  }

  @Test("a set that changes the scene's keys gives the inspector the controls of the new scene")
  func aStructuralEditRebuildsTheInspectorsControls() throws {
    var scene = try InspectorPaneTests.scene()
    let inset = "main.panels[0].anchors.full.absoluteInset"
    #expect(scene.component(InspectorPane.self)?.controls.contains { $0.path == inset } == false)
    let anchors = try JSONParser.parse(#"{"full": {"absoluteInset": 18, "edge": "top"}, "half": {"fractionalInset": 0.5, "edge": "bottom"}}"#)
    try scene.send(ms(10), .set(path: "main.panels[0].anchors", value: anchors))
    let inspector = try #require(scene.component(InspectorPane.self))
    #expect(inspector.controls.contains { $0.path == inset })
    #expect(inspector.controls == InspectorPane.controls(for: scene.config, panel: 0))
  }
}
