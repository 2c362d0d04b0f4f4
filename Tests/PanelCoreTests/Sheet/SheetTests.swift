import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The App-Store-style sheet, driven through a scene as a person would drive it.
@Suite("Sheet")
struct SheetTests {
  static let rest = Rect(x: 30, y: 30, width: 315, height: 607)
  static let card0 = Rect(x: 16, y: 64, width: 343, height: 220)

  @Test("a tap on a card zooms the sheet out of it, hides the card, and rests inset with its radius")
  func present() throws {
    var s = try SheetScript()
    try s.click(Point(x: 187, y: 150))
    #expect(s.names == ["didTapCard", "willPresent"])
    #expect(s.sheet.phase == .presenting)
    #expect(s.sheet.look.frame == Self.card0, "it starts as the card")
    #expect(s.scene.feed?.hiddenCard == 0)
    #expect(s.trace["sourceHidden"] == .bool(true))
    s.wait(ms(150))
    let mid = s.sheet.look
    #expect(mid.frame.width > Self.rest.width && mid.frame.width < Self.card0.width, "half-way between card and sheet")
    #expect(mid.radius > 16 && mid.radius < 24)
    #expect(mid.progress > 0.3 && mid.progress < 1)
    s.wait(ms(1000))
    #expect(s.names.last == "didPresent")
    #expect(s.sheet.phase == .presented)
    #expect(s.sheet.look == SheetModel.Look(frame: Self.rest, radius: 24, progress: 1, opacity: 1))
    #expect(s.trace["frame"] == .array([30, 30, 315, 607].map { JSONValue.number($0) }))
    #expect(s.trace["closeButton"] == .array([303, 42, 30, 30].map { JSONValue.number($0) }))
    #expect(s.trace["source"] == .number(0))
    #expect(s.trace["detent"] == .string("large"))
  }

  @Test("the close button and Escape dismiss; the card shows again exactly when the sheet lands in it")
  func closeButtonAndEscape() throws {
    for route in ["close", "escape"] {
      var s = try SheetScript()
      try s.open()
      if route == "close" {
        try s.click(Point(x: 318, y: 57))
      } else {
        try s.send(.keyDown(key: "Escape", modifiers: []))
      }
      #expect(s.names.last == "willDismiss", "\(route)")
      #expect(s.sheet.phase == .dismissing)
      s.wait(ms(200))
      #expect(s.scene.feed?.hiddenCard == 0, "still hidden while the sheet zooms back")
      s.wait(ms(1000))
      #expect(s.names.suffix(2) == ["willDismiss", "didDismiss"])
      #expect(s.sheet.phase == .hidden)
      #expect(s.scene.feed?.hiddenCard == nil)
      #expect(s.trace["frame"] == .null && s.trace["sourceHidden"] == .bool(false))
    }
  }

  @Test("a drag down follows 1:1; released 170 pt down it springs back, 180 pt down it dismisses")
  func thresholdBothSides() throws {
    for (distance, dismisses) in [(170.0, false), (180.0, true)] {
      var s = try SheetScript()
      try s.open()
      try s.press(Point(x: 187, y: 50))
      try s.drag(by: distance)
      #expect(s.sheet.phase == .dragging)
      #expect(isClose(s.sheet.look.frame.y, 30 + distance, within: 1e-9), "1:1")
      #expect(isClose(s.sheet.look.progress, 1 - distance / 607, within: 1e-9), "the backdrop follows the drag")
      try s.release()
      s.wait(ms(1500))
      #expect(s.names.contains("willDismiss") == dismisses, "\(distance)")
      #expect(s.sheet.phase == (dismisses ? .hidden : .presented))
    }
  }

  @Test("a flick dismisses from a short drag: the projection passes the threshold")
  func flick() throws {
    var s = try SheetScript()
    try s.open()
    try s.press(Point(x: 187, y: 50))
    try s.drag(by: 60, every: ms(10))  // 1000 pt/s
    try s.release(after: 0)
    #expect(s.names.last == "willDismiss")
    #expect(s.sheet.phase == .dismissing)
  }

  @Test("a click on the backdrop dismisses, unless backdropTapToDismiss is off")
  func backdrop() throws {
    var s = try SheetScript()
    try s.open()
    try s.click(Point(x: 10, y: 300))
    #expect(s.names.last == "willDismiss")
    var off = try SheetScript(sheet: #"{"backdropTapToDismiss": false}"#)
    try off.open()
    try off.click(Point(x: 10, y: 300))
    #expect(off.sheet.phase == .presented)
  }

  @Test("with interactive dismissal disabled the swipe resists and the backdrop refuses; the close button still works")
  func interactiveDismissDisabled() throws {
    var s = try SheetScript(sheet: #"{"interactiveDismissDisabled": true}"#)
    try s.open()
    try s.press(Point(x: 187, y: 50))
    try s.drag(by: 300)
    #expect(isClose(s.sheet.look.frame.y, 30 + SheetModel.rubberBand(300), within: 1e-9), "it resists instead of following")
    try s.release()
    #expect(s.names.last == "didAttemptToDismiss")
    s.wait(ms(1000))
    #expect(s.sheet.phase == .presented && s.sheet.look.frame == Self.rest)
    try s.click(Point(x: 10, y: 300))
    #expect(s.names.last == "didAttemptToDismiss")
    try s.send(.keyDown(key: "Escape", modifiers: []))
    #expect(s.names.last == "willDismiss")
  }

  @Test("dragging up past the largest detent rubber-bands with SlideOverCard's symmetric band")
  func rubberBandUp() throws {
    var s = try SheetScript()
    try s.open()
    try s.press(Point(x: 187, y: 50))
    try s.drag(by: -200)
    #expect(isClose(s.sheet.look.frame.y, 30 - 200 / pow(2, 200.0 / 500 + 1), within: 1e-9))
    try s.release()
    s.wait(ms(1000))
    #expect(s.sheet.look.frame == Self.rest)
    #expect(!s.names.contains("willDismiss"))
  }

  @Test("grabbing the sheet during the zoom takes it over where it is; letting go settles and presents")
  func grabDuringPresent() throws {
    var s = try SheetScript()
    try s.click(Point(x: 187, y: 150))
    s.wait(ms(120))
    let frame = s.sheet.look.frame
    try s.send(.pointerDown(Point(x: frame.midX, y: frame.y + 20), button: .left, clicks: 1))
    #expect(s.sheet.phase == .dragging)
    #expect(s.sheet.look.frame == frame, "no jump")
    s.wait(ms(300))
    #expect(s.sheet.look.frame == frame, "held")
    try s.send(.pointerUp(Point(x: frame.midX, y: frame.y + 20), button: .left))
    s.wait(ms(1000))
    #expect(s.sheet.look.frame == Self.rest)
    #expect(s.names.filter { $0 == "didPresent" }.count == 1)
  }

  @Test("a press on the sheet or a click on its card while it dismisses brings it back, with no didDismiss")
  func reverseDismissal() throws {
    for onCard in [false, true] {
      var s = try SheetScript()
      try s.open()
      try s.send(.keyDown(key: "Escape", modifiers: []))
      s.wait(ms(60))
      // Card 0 reaches left of the sheet (x 16 against 30), so its edge is clickable beside it.
      let target = onCard ? Point(x: 18, y: 150) : Point(x: s.sheet.look.frame.midX, y: s.sheet.look.frame.midY)
      #expect(!onCard || !s.sheet.look.frame.contains(target))
      try s.click(target)
      s.wait(ms(1200))
      #expect(s.sheet.phase == .presented, "onCard \(onCard)")
      #expect(Array(s.names.suffix(3)) == ["willDismiss", "willPresent", "didPresent"])
      #expect(s.scene.feed?.hiddenCard == 0)
    }
  }

  @Test("with detents medium and large the sheet opens at medium; a drag up moves it to large")
  func detents() throws {
    var s = try SheetScript(sheet: #"{"detents": ["large", "medium"]}"#)
    try s.open()
    let medium = s.sheet.look.frame
    #expect(medium.height == (607.0 / 2).rounded() && medium.maxY == Self.rest.maxY)
    #expect(s.trace["detent"] == .string("medium"))
    try s.press(Point(x: 187, y: medium.y + 20))
    try s.drag(by: -250)
    try s.release()
    #expect(s.names.last == "didChangeDetent")
    #expect(s.events.last?[field: "detent"] == .string("large"))
    s.wait(ms(1000))
    #expect(s.sheet.look.frame == Self.rest)
    // Down from large, past medium but short of the threshold below it: back to medium.
    try s.press(Point(x: 187, y: 50))
    try s.drag(by: 330)
    try s.release()
    s.wait(ms(1000))
    #expect(s.trace["detent"] == .string("medium"))
    #expect(s.sheet.phase == .presented)
  }

  @Test("content scrolls at the largest detent, and pulling down at its top drags the sheet")
  func scrollHandOff() throws {
    var s = try SheetScript()
    try s.open()
    try s.send(.wheel(Point(x: 187, y: 400), delta: Point(x: 0, y: 100)))
    #expect(s.sheet.scroll.offset == 100)
    try s.press(Point(x: 187, y: 300))
    try s.drag(by: 150)
    #expect(s.sheet.scroll.offset == 0, "the content first returns to its top")
    #expect(isClose(s.sheet.look.frame.y, 30 + 50, within: 1e-9), "then the sheet follows")
    try s.release()
    s.wait(ms(1000))
    #expect(s.sheet.phase == .presented)
  }

  @Test("while the sheet is up it is modal: keys, the wheel and presses do not reach the feed or the panel")
  func modal() throws {
    var s = try SheetScript()
    try s.open()
    try s.send(.keyDown(key: "1", modifiers: []))
    #expect(s.scene.panels[0].state == .half)
    try s.send(.keyDown(key: "Down", modifiers: []))
    try s.send(.wheel(Point(x: 10, y: 300), delta: Point(x: 0, y: 100)))
    #expect(s.scene.traceOffset == 0)
  }

  @Test("Return opens the card under the pointer")
  func returnKey() throws {
    var s = try SheetScript()
    try s.send(.pointerMove(Point(x: 100, y: 400)))
    try s.send(.keyDown(key: "Return", modifiers: []))
    #expect(s.names == ["didTapCard", "willPresent"])
    #expect(s.sheet.source == 1)
  }

  @Test("Reduce Motion crossfades in place instead of zooming")
  func reduceMotion() throws {
    var s = try SheetScript(extra: #""reduceMotion": true"#)
    try s.click(Point(x: 187, y: 150))
    s.wait(ms(100))
    let look = s.sheet.look
    #expect(look.frame == Self.rest)
    #expect(look.opacity > 0 && look.opacity < 1)
    s.wait(ms(1000))
    try s.send(.keyDown(key: "Escape", modifiers: []))
    s.wait(ms(100))
    #expect(s.sheet.look.frame == Self.rest && s.sheet.look.opacity < 1)
  }

  @Test("a card scrolled off screen before the dismissal makes the sheet slide down instead")
  func slidesWhenTheCardIsGone() throws {
    var s = try SheetScript()
    try s.open()
    try s.send(.resize(Size(width: 375, height: 200)))
    try s.send(.keyDown(key: "Escape", modifiers: []))
    s.wait(ms(1000))
    #expect(s.names.last == "didDismiss")
  }

  @Test("a window too small for the inset shrinks it; frames stay finite and non-negative")
  func tinyWindow() throws {
    var s = try SheetScript(sheet: #"{"inset": 50}"#)
    try s.open()
    try s.send(.resize(Size(width: 100, height: 90)))
    #expect(s.scene.size == Size(width: 160, height: 160), "a resize below 160 × 160 is clamped")
    let f = s.sheet.look.frame
    #expect(f.width >= 0 && f.height >= 0 && f.x >= 0 && f.y >= 0)
    #expect(s.sheet.geometry.effectiveInset == 40)
  }

  @Test("bad sheet keys name their path")
  func badKeys() {
    #expect(sceneError(#"{"main": {"sheet": {"inset": -1}}}"#)?.path == "main.sheet.inset")
    #expect(sceneError(#"{"main": {"sheet": {"detents": []}}}"#)?.path == "main.sheet.detents")
    #expect(sceneError(#"{"main": {"sheet": {"detents": ["huge"]}}}"#)?.path == "main.sheet.detents[0]")
    #expect(sceneError(#"{"main": {"sheet": {"detents": [0]}}}"#)?.path == "main.sheet.detents[0]")
    #expect(sceneError(#"{"main": {"sheet": {"detents": ["large", "large"]}}}"#)?.path == "main.sheet.detents[1]")
    #expect(sceneError(#"{"main": {"sheet": {"backgroundEffect": "glass"}}}"#)?.path == "main.sheet.backgroundEffect")
    #expect(sceneError(#"{"main": {"sheet": {"dismissThreshold": 0}}}"#)?.path == "main.sheet.dismissThreshold")
    #expect(sceneError(#"{"main": {"sheet": {"detents": ["medium", 300], "dismissThreshold": 90, "interactiveDismissDisabled": true, "backgroundEffect": "dim", "backdropTapToDismiss": false, "inset": 0, "cornerRadius": 0}}}"#) == nil)
  }

  @Test("200 random pointer sequences never give NaN or a negative frame, and always come to rest")
  func randomSequences() throws {
    var rng = SplitMix64(seed: 11)
    for _ in 0..<200 {
      var s = try SheetScript(sheet: rng.next() % 2 == 0 ? "{}" : #"{"detents": ["medium", 400, "large"]}"#)
      try s.open()
      for _ in 0..<8 {
        let p = Point(x: Double(rng.next() % 375), y: Double(rng.next() % 667))
        try s.send(.pointerDown(p, button: .left, clicks: 1))
        var q = p
        for _ in 0..<Int(rng.next() % 12) {
          s.now += Micros(rng.next() % 20_000)
          q = Point(x: q.x + Double(Int(rng.next() % 61) - 30), y: q.y + Double(Int(rng.next() % 201) - 100))
          try s.send(.pointerMove(q))
        }
        s.now += Micros(rng.next() % 100_000)
        try s.send(.pointerUp(q, button: .left))
        s.wait(Micros(rng.next() % 400_000))
        let look = s.sheet.look
        for v in look.frame.array + [look.radius, look.progress, look.opacity] { #expect(v.isFinite) }
        #expect(look.frame.width >= 0 && look.frame.height >= 0, "\(look) \(s.sheet.motion)")
      }
      s.wait(ms(3000))
      #expect(!s.scene.isAnimating)
      #expect([.hidden, .presented].contains(s.sheet.phase))
    }
  }
}

