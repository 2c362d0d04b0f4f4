import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The software keyboard: UIKit's curve and heights, its notifications, and the text field that
/// brings it up and lets it go.
@Suite("Software keyboard")
struct KeyboardTests {
  @Test("curve 7 as flutter/engine reads it: 94 % at the notified 0.25 s, landed at 0.5 s, never backward")
  func curve() {
    #expect(KeyboardCurve.progress(0) == 0)
    #expect(isClose(KeyboardCurve.progress(0.25), 0.942, within: 0.002))
    #expect(KeyboardCurve.progress(0.4999) > 0.998)
    #expect(KeyboardCurve.progress(0.5) == 1)
    var last = 0.0
    for i in 1...500 {
      let p = KeyboardCurve.progress(Double(i) / 1000)
      #expect(p >= last)
      last = p
    }
  }

  @Test("heights per screen and orientation, from the measured table")
  func heights() {
    let cases: [(Double, Double, Double)] = [
      (375, 667, 260), (667, 375, 200), (393, 852, 336), (852, 393, 209), (402, 874, 336), (440, 956, 346),
      (744, 1133, 320), (1133, 744, 410), (834, 1210, 320),
    ]
    for (w, h, expected) in cases { #expect(KeyboardHeights.entry(for: Size(width: w, height: h)).height == expected, "\(w)×\(h)") }
    var config = KeyboardConfig()
    config.landscapeHeight = 180
    #expect(config.height(on: Size(width: 852, height: 393)) == 180)
    #expect(config.height(on: Size(width: 393, height: 852)) == 336)
  }

  @Test("a tap on the field takes the focus; the keyboard rises 336 pt on UIKit's curve and says so")
  func tapBringsUpTheKeyboard() throws {
    var scene = try KeyboardScenes.scene()
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    let events = scene.takeEvents()
    #expect(events.map { "\($0.component) \($0.name)" } == ["textField didBeginEditing", "keyboard willShow"])
    let notice = try #require(events.last)
    #expect(notice.fields.map(\.key) == ["height", "frameEnd", "duration", "curve"])
    #expect(notice.fields[0].value.number == 336 && notice.fields[2].value.number == 0.25 && notice.fields[3].value.number == 7)
    #expect(notice.fields[1].value.numbers == [0, 852 - 336, 393, 336])
    scene.advance(to: t + ms(250))
    let keyboard = try #require(scene.component(SoftwareKeyboard.self))
    #expect(isClose(keyboard.visibleHeight, 336 * KeyboardCurve.progress(0.25), within: 1e-9))
    #expect(scene.takesTypedText)
    scene.advance(to: t + ms(500))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 336)
    #expect(scene.takeEvents().map(\.name) == ["didShow"])
    let trace = try #require(scene.traceState().first { $0.key == "keyboard" }?.value)
    #expect(trace["shown"]?.bool == true && trace["height"]?.number == 336 && trace["animating"]?.bool == false)
    #expect(trace["frame"]?.numbers == [0, 516, 393, 336])
  }

  @Test("typed text goes in at the caret; Backspace, ← and typed letters stay in the field (A is no shortcut there)")
  func typing() throws {
    var scene = try KeyboardScenes.scene()
    var t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    for piece in ["cof", "fee"] {
      t += ms(100)
      try scene.send(t, .text(piece))
    }
    try scene.send(t + ms(10), .keyDown(key: "Left", modifiers: []))
    try scene.send(t + ms(20), .keyDown(key: "Backspace", modifiers: []))
    try scene.send(t + ms(30), .keyDown(key: "A", modifiers: [.shift]))
    try scene.send(t + ms(40), .text("E"))
    let field = try #require(scene.component(TextFieldModel.self))
    #expect(field.text == "coffEe")
    #expect(field.caret == 5)
    #expect(scene.component(ArenaOverlay.self)?.isShown == false)
    let changes = scene.takeEvents().filter { $0.name == "editingChanged" }.compactMap { $0.fields.first?.value.string }
    #expect(changes == ["cof", "coffee", "coffe", "coffEe"])
  }

  @Test("text past the field's 200 characters is dropped; a text field that is not editing takes none")
  func typingLimit() throws {
    var scene = try KeyboardScenes.scene()
    try scene.send(ms(10), .text("ignored"))
    #expect(scene.component(TextFieldModel.self)?.text == "")
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    for i in 0..<3 { try scene.send(t + ms(Int64(i + 1)), .text(String(repeating: "x", count: 90))) }
    #expect(scene.component(TextFieldModel.self)?.text.count == Limits.textFieldLength)
  }

  @Test("Return ends editing and the keyboard goes down; 0.5 s later it is gone")
  func returnDismisses() throws {
    var scene = try KeyboardScenes.scene()
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    try scene.send(t + ms(600), .text("tea"))
    _ = scene.takeEvents()
    try scene.send(t + ms(700), .keyDown(key: "Return", modifiers: []))
    let events = scene.takeEvents()
    #expect(events.map { "\($0.component) \($0.name)" } == ["textField shouldReturn", "textField didEndEditing", "keyboard willHide"])
    #expect(events[1].fields.map { $0.value.string } == ["tea", "return"])
    scene.advance(to: t + ms(1200))
    #expect(scene.component(SoftwareKeyboard.self)?.visibleHeight == 0)
    #expect(scene.takeEvents().map(\.name) == ["didHide"])
    #expect(!scene.takesTypedText)
  }

  @Test("a tap outside lets the focus go; a drag of the panel does not, unless keyboardDismissMode is onDrag")
  func dismissal() throws {
    // A tap on the feed above the panel.
    var scene = try KeyboardScenes.scene()
    var t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    t = try KeyboardScenes.click(&scene, at: Point(x: 200, y: 150), time: t + ms(600))
    scene.advance(to: t + ms(20))
    let ended = scene.takeEvents().filter { $0.name == "didEndEditing" }
    #expect(ended.map { $0.fields.last?.value.string } == ["tapOutside"])

    // A drag of the panel by its grabber: the keyboard stays (UIKit's `.none`).
    for (mode, expected) in [("none", true), ("onDrag", false)] {
      var scene = try KeyboardScenes.scene(dismiss: mode)
      let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
      let top = try #require(scene.panels.first).surfaceFrame.y
      let end = try scene.drag(from: Point(x: 200, y: top + 10), to: Point(x: 200, y: top + 150), moves: 10, at: t + ms(600))
      scene.advance(to: end + ms(20))
      #expect(scene.component(TextFieldModel.self)?.isEditing == expected, "\(mode)")
      #expect(scene.component(SoftwareKeyboard.self)?.isShown == expected, "\(mode)")
      if !expected { #expect(scene.takeEvents().contains { $0.name == "didEndEditing" && $0.fields.last?.value.string == "drag" }) }
    }
  }

  @Test("a tap outside and an onDrag drag send the keyboard down at the time of the input that let the focus go, at 60 and at 25 frames per second")
  func dismissalTimeIsTheInputsAtAnyFrameRate() throws {
    for mode in ["none", "onDrag"] {
      let scene = try KeyboardScenes.scene(dismiss: mode)
      let field = try KeyboardScenes.fieldCentre(scene)
      let top = try #require(scene.panels.first).surfaceFrame.y
      // The second press's times lie off both frame grids (every 16.7 ms and every 40 ms), so an
      // event stamped at a frame would differ between the two runs.
      var inputs = [TimedInput(ms(100), .pointerDown(field, button: .left, clicks: 1)), TimedInput(ms(160), .pointerUp(field, button: .left))]
      if mode == "none" {
        // A tap on the feed above the panel.
        inputs += [TimedInput(ms(943), .pointerDown(Point(x: 200, y: 150), button: .left, clicks: 1)), TimedInput(ms(1003), .pointerUp(Point(x: 200, y: 150), button: .left))]
      } else {
        // The grabber pulled down 10 pt every 7 ms: the panel wins at the first move.
        inputs.append(TimedInput(ms(943), .pointerDown(Point(x: 200, y: top + 10), button: .left, clicks: 1)))
        for k in 1...10 { inputs.append(TimedInput(ms(943) + Micros(k) * ms(7), .pointerMove(Point(x: 200, y: top + 10 + 10 * Double(k))))) }
        inputs.append(TimedInput(ms(1013), .pointerUp(Point(x: 200, y: top + 110), button: .left)))
      }
      var runs: [[String]] = []
      for fps in [60, 25] {
        var session = SceneSession(scene: scene, fps: fps)
        for input in inputs { session.enqueue(input) }
        var events: [SceneEvent] = []
        while session.nextFrameTime <= ms(2000) {
          for case .event(let e) in try session.runFrame() { events.append(e) }
        }
        let ended = try #require(events.first { $0.name == "didEndEditing" }, "\(mode) at \(fps) fps")
        let hide = try #require(events.first { $0.name == "willHide" }, "\(mode) at \(fps) fps")
        #expect(inputs.contains { $0.time == ended.time } && ended.time > ms(900), "\(mode) at \(fps) fps: ended at an input, \(ended.time)")
        #expect(hide.time == ended.time, "\(mode) at \(fps) fps: willHide at \(hide.time), the field let go at \(ended.time)")
        runs.append(events.filter { $0.component == "keyboard" || $0.name == "didEndEditing" }.map { "\($0.name) \($0.time)" })
      }
      #expect(runs[0] == runs[1], "\(mode): the same keyboard events at the same times at either frame rate")
      if mode == "none" { #expect(runs[0].contains("willHide \(ms(1003))")) }
    }
  }

  @Test("a click on a key of the software keyboard types it, recorded as a text input; Return there ends editing")
  func clickingKeys() throws {
    var scene = try KeyboardScenes.scene()
    let t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    scene.advance(to: t + ms(600))
    _ = scene.takeRequests()
    // Q is the first key of the first row, under the 44 pt QuickType bar.
    let keyboard = try #require(scene.component(SoftwareKeyboard.self)).frame
    let q = Point(x: 3 + 39.3 / 2, y: keyboard.y + 44 + 20)
    try KeyboardScenes.click(&scene, at: q, time: t + ms(700))
    #expect(scene.takeRequests() == [.text("q")])
    #expect(scene.component(TextFieldModel.self)?.isEditing == true)
  }

  @Test("held 0.5 s within 10 pt, a press is a long press that places the caret; a shorter one is a tap")
  func longPress() throws {
    var scene = try KeyboardScenes.scene(extra: #", "showArena": true"#)
    let field = try #require(scene.component(TextFieldModel.self)).field
    var t = try KeyboardScenes.click(&scene, at: try KeyboardScenes.fieldCentre(scene), time: ms(100))
    try scene.send(t + ms(10), .text("espresso"))
    _ = scene.takeEvents()
    // At the third character: 12 pt of inset plus 3 estimated advances.
    let at = Point(x: field.x + 12 + 3 * TextFieldModel.characterWidth, y: field.midY)
    t += ms(100)
    try scene.send(t, .pointerDown(at, button: .left, clicks: 1))
    try scene.send(t + ms(300), .pointerMove(at + Point(x: 4, y: 3)))
    try scene.send(t + ms(600), .pointerUp(at + Point(x: 4, y: 3), button: .left))
    let events = scene.takeEvents()
    #expect(events.filter { $0.component == "textField" }.map(\.name) == ["didLongPress"])
    #expect(scene.component(TextFieldModel.self)?.caret == 3)
    let arena = events.first { $0.component == "arena" }?.fields.first { $0.key == "line" }?.value.string
    #expect(arena == "arena: panel(vertical) vs textField(tap) → textField, tap at release, nobody claimed a drag")
  }

  @Test("a drag that starts on the field moves the panel: the field claims no drag")
  func dragOnTheFieldMovesThePanel() throws {
    var scene = try KeyboardScenes.scene()
    let c = try KeyboardScenes.fieldCentre(scene)
    let before = try #require(scene.panels.first?.position)
    try scene.drag(from: c, to: c + Point(x: 0, y: -200), moves: 10, release: false)
    #expect(try #require(scene.panels.first?.position) < before - 150)
    #expect(scene.component(TextFieldModel.self)?.isEditing == false)
  }
}
