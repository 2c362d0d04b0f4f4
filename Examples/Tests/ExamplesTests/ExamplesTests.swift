import ExampleKit
import Foundation
import PanelLabKit
import Testing

/// Each example, run headless as `swift run NAME` runs it: its log says what the issue's snippet
/// promises, and its recording replays in `panellab replay` to the same panel states.
@Suite struct ExamplesTests {
  @Test func theCustomCoordinatorReportsWillAndDidChangeState() throws {
    let run = customCoordinatorExample()
    #expect(events(run) == [
      "event didChangeState(half)", "event willChangeState(half)", "event didChangeState(full)",
      "event willChangeState(full)", "event didChangeState(tip)",
    ])
    #expect(run.session.renderedController?.state == .tip)
    #expect(run.log.lines.contains("scroll view detected: the panel tracks the list"), "floatingPanelScrollTracking")
    #expect(try replayedStates(run) == ["panel": "tip"])
  }

  @Test func theModalCoordinatorPresentsAndIsDismissedBySwipe() throws {
    let run = modalCoordinatorExample()
    #expect(run.log.lines.contains("presenting: state full, removal on"))
    #expect(run.log.lines.contains("presented at full, surface (0.0, 247.0)"), "at the content's 420 points")
    #expect(events(run) == ["event dismissed"])
    #expect(run.session.renderedController?.parent == nil, "the removal takes the panel out")
    #expect(try replayedStates(run) == [:])
  }

  @Test func theModalSampleIsDismissedByATapOnTheBackdrop() {
    let run = modalCoordinatorExample()
    let sample = run.log.lines.drop { !$0.hasPrefix("sample presented at full after") }
    #expect(Array(sample.dropFirst()) == [
      "sample: floatingPanelWillRemove", "sample: floatingPanelDidRemove", "after a tap on the backdrop: dismissed",
    ])
  }

  @Test func theEnvironmentAwareCoordinatorMovesToFullWithTheFallbackSpring() throws {
    let run = environmentCoordinatorExample()
    #expect(run.log.lines.contains("onUpdate moves to full with spring(response: 0.25, dampingFraction: 0.9)"))
    #expect(run.log.lines.contains { $0.hasPrefix("on its way: state full, attracting true") }, "animated, not a jump")
    #expect(run.log.lines.last == "settled: state full, surface (0.0, 18.0)")
    #expect(try replayedStates(run) == ["panel": "full"])
  }

  @Test func theMapsDelegatePicksTheLayoutPerOrientationAndGoesStaticAtTheTip() throws {
    let run = mapsLayoutExample()
    #expect(run.log.lines.contains("portrait: FloatingPanelBottomLayout tip at y 741.0"), "69 above the safe area's bottom")
    #expect(run.log.lines.contains("release at 1000.0 pt/s toward tip"))
    #expect(run.log.lines.contains("portrait rests at tip, content mode static"))
    #expect(run.log.lines.contains("landscape: SearchPanelLandscapeLayout at tip, full at y 16.0, tip at y 300.0"))
    #expect(try replayedStates(run) == ["panel": "tip"])
  }

  @Test func theTwoStackedPanelsMoveOnTheirOwn() throws {
    let run = multiPanelExample()
    #expect(run.log.lines.contains("first at half y 333.5; second at tip y 579.0"))
    #expect(run.log.lines.contains("second: willBeginDragging at tip"), "the upper panel takes the drag")
    #expect(!run.log.lines.contains("first: willBeginDragging at half"))
    #expect(run.log.lines.contains("after dragging the second: first at half, second at half y 407.0"))
    #expect(run.log.lines.contains("first: willBeginAttracting to full"), "the lower panel's move(to:animated:) attracts")
    #expect(run.log.lines.contains("first: move(to: .full) completed"))
    #expect(try replayedStates(run) == ["panel": "full", "panel1": "half"])
  }

  @Test func theAccessoryShowsPlusAtTrailingUpdatesInOneTransactionAndFollowsTheScroll() throws {
    let run = accessoryExample()
    #expect(run.log.lines.first == "plus at trailing: capsule x 334.0 y 705.0 w 48.0 h 48.0", "8 inside the trailing edge")
    let widths = run.log.lines.filter { $0.contains("capsule width") }.compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
    #expect(widths.count == 2 && widths[0] > 280.4 && widths[0] < widths[1], "animated wider: \(widths)")
    #expect(run.log.lines.filter { $0.hasPrefix("scroll") } == [
      "scroll down: setTabBarHidden(true, animated: true)", "scroll up: setTabBarHidden(false, animated: true)",
    ], "the second scroll down calls nothing")
    #expect(run.session.floatingAccessoryController.isTabBarHidden == false)
    // iOS 26: minimised to the 64-point capsule 8 in from the safe area, the accessory inline beside it.
    #expect(run.log.lines.suffix(2) == [
      "onScrollDown, scrolled down: bar x 8.0 y 754.0 w 64.0 h 48.0, accessory inline x 80.0 y 754.0 w 302.0 h 48.0",
      "onScrollDown, scrolled up: bar x 0.0 y 761.0 w 390.0 h 83.0, accessory regular x 27.0 y 705.0 w 336.0 h 48.0",
    ])
    _ = try replayedStates(run)
  }

  @Test func theSplitViewDemoHidesByDragAndShowsFromTheStore() throws {
    let run = splitViewExample()
    #expect(run.log.lines == [
      "outer both at 0.5, inner both at 0.3",
      "dragged the outer divider to the bottom: outer shows primary",
      "outer.panesVisible = .both: outer shows both at 0.5",
      "inner.panesVisible = .secondary: inner shows secondary",
    ])
    _ = try replayedStates(run)
  }

  @Test func tappingAResultPresentsItsSheetAndDismissingItReturnsThePanelToHalf() throws {
    let run = searchToSheetExample()
    #expect(run.log.lines == [
      "search panel at full",
      "tap at (195.0, 261.0): result 3, presenting its sheet",
      "sheet: full",
      "sheet rests at full, surface (0.0, 430.0)",
      "sheet: hidden",
      "sheet dismissed: search panel from full to half",
      "search panel at half",
      "search panel rests at half; sheet gone",
    ])
    #expect(try replayedStates(run) == ["panel": "half"])
  }

  @Test func theArticleSheetZoomsOutOfItsCardAndASwipeWritesFalseBack() throws {
    let run = articleSheetExample()
    #expect(run.log.lines.first == "rendered: sheet up false")
    #expect(run.log.lines.contains("isPresented ← true") == false, "the program's own true is not written back to it")
    let zooming = try #require(run.log.lines.first { $0.hasPrefix("zooming: ") })
    let presented = try #require(run.log.lines.first { $0.hasPrefix("presented at the medium detent: ") })
    #expect(zooming != presented.replacingOccurrences(of: "presented at the medium detent: ", with: "zooming: "), "mid-zoom it is not yet where it rests")
    #expect(Array(run.log.lines.suffix(4)) == [
      "isPresented ← false", "onDismiss", "after the swipe: sheet up false, isPresented false", "rendered again: sheet up false",
    ])
    let sheetEvents = try replayedTrace(run).filter { $0.contains("\"component\": \"sheet\"") }.compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["name"] as? String
    }
    #expect(sheetEvents.first == "willPresent" && sheetEvents.contains("didPresent") && sheetEvents.last == "didDismiss", "\(sheetEvents)")
    // The presentation modifiers reach the scene: the radius, and the feed interactive at medium.
    #expect(run.session.recordingText.contains(#""cornerRadius": 32"#))
    let interactive = try replayedTrace(run).contains { $0.contains(#""backgroundInteractive": true"#) }
    #expect(interactive, "resting at medium, the content behind takes presses")
  }

  @Test func theStyledSurfaceIsDrawnWithItsCornersShadowsAndBorderAndRecordedSo() throws {
    let run = styledSurfaceExample()
    // Drawn last first, as FloatingPanel layers its shadows: the wide one under the contact one.
    let drawn = "drawn: corners continuous radius 28.0 all four true; shadows 2 [blur 56.0 y 16.0 spread 4.0, blur 8.0 y 2.0 spread 0.0]; border 1.0 pt"
    #expect(run.log.lines.filter { $0.hasPrefix("drawn: ") } == [drawn, drawn], "at half and at the tip")
    #expect(run.log.lines.contains { $0.hasPrefix("panel at full") })
    #expect(run.log.lines.last { $0.hasPrefix("panel at ") }?.hasPrefix("panel at tip") == true)
    #expect(try replayedStates(run) == ["panel": "tip"])
    // The look is in the recording's header, so `panellab replay` draws it without this code.
    for key in [#""cornerCurve": "continuous""#, #""cornerRadius": 28"#, #""borderWidth": 1"#, #""spread": 4"#, #""grabberColor""#] {
      #expect(run.session.recordingText.contains(key), "\(key)")
    }
  }

  @Test func everyExampleGivesTheSameRecordingInEveryRun() throws {
    let examples: [() -> ExampleRun] = [
      customCoordinatorExample, modalCoordinatorExample, environmentCoordinatorExample, mapsLayoutExample, multiPanelExample,
      accessoryExample, splitViewExample, searchToSheetExample, articleSheetExample, styledSurfaceExample,
    ]
    for example in examples {
      let first = example().session.recordingText
      #expect(try example().session.firstDivergence(from: first) == nil)
    }
  }

  /// The log's coordinator events.
  func events(_ run: ExampleRun) -> [String] { run.log.lines.filter { $0.hasPrefix("event ") } }

  /// Saves the run's session as `--record` does, replays it with `panellab replay --headless
  /// --trace -` and returns each panel's state in the last frame: the recording alone, without
  /// the example's code.
  func replayedStates(_ run: ExampleRun) throws -> [String: String] {
    let lastFrame = try #require(try replayedTrace(run).last { $0.contains("\"kind\": \"frame\"") })
    let json = try #require(try JSONSerialization.jsonObject(with: Data(lastFrame.utf8)) as? [String: Any])
    let panels = try #require(json["panels"] as? [[String: Any]])
    var states: [String: String] = [:]
    for panel in panels where (panel["removed"] as? Bool) != true {
      if let id = panel["id"] as? String, let state = panel["state"] as? String { states[id] = state }
    }
    return states
  }

  /// The trace lines of the run's recording replayed by `panellab replay --headless --trace -`.
  func replayedTrace(_ run: ExampleRun) throws -> [String] {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("example-\(UUID().uuidString).plrec")
    defer { try? FileManager.default.removeItem(at: file) }
    try run.session.save(to: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == run.session.recordingText)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try panellab())
    process.arguments = ["replay", file.path, "--headless", "--trace", "-"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "panellab replay failed")
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The `panellab` program: `PANELLAB_BIN`, or the one built beside this test bundle (a shared
  /// scratch path, as `./run.sh test` builds).
  func panellab() throws -> String {
    if let bin = ProcessInfo.processInfo.environment["PANELLAB_BIN"], !bin.isEmpty { return bin }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("panellab").path
    try #require(FileManager.default.isExecutableFile(atPath: beside), "set PANELLAB_BIN to the panellab program")
    return beside
  }
}
