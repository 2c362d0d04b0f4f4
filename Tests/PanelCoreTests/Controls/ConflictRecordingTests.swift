import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `assets/conflicts/`: each reported conflict as a scene and a recording made from the real window
/// (`tools/record-conflicts.sh`), replayed headless to the winner of every press and the states
/// everything came to rest in.
@Suite("Conflict recordings")
struct ConflictRecordingTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets/conflicts")

  /// What one replay gave: the kind of each press's winner, and the last frame's panel and controls.
  struct Outcome {
    var winners: [String] = []
    /// The id of each press's winner (`panel:places`), for scenes with two of a kind.
    var winnerIDs: [String] = []
    /// Each press's arena line, in order.
    var lines: [String] = []
    var panel: JSONValue = .null
    var control: JSONValue = .null
    var sheet: JSONValue = .null
    var feed: JSONValue = .null
    /// Every event but the arena's, in order.
    var events: [SceneEvent] = []
  }

  /// Replays recording `name`, showing the scene to `each` after every output; `setting` sets one
  /// key of the recorded scene first (the same hand on another policy).
  static func replay(_ name: String, setting edit: (path: String, value: JSONValue)? = nil, each: (Scene) -> Void = { _ in }) throws -> Outcome {
    let text = try String(contentsOf: folder.appendingPathComponent(name + ".plrec"), encoding: .utf8)
    var recording = try Recording.parse(text)
    if let edit { recording.scene = try #require(recording.scene.setting(edit.path, to: edit.value)) }
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var outcome = Outcome()
    while let output = try replayer.next() {
      if case .event(let e) = output {
        if e.component == "arena", let winner = e.fields.first(where: { $0.key == "winner" })?.value.string {
          outcome.winners.append(String(winner.prefix { $0 != ":" }))
          outcome.winnerIDs.append(winner)
          outcome.lines.append(e.fields.first { $0.key == "line" }?.value.string ?? "")
        } else if e.component != "arena" {
          outcome.events.append(e)
        }
      }
      each(replayer.scene)
    }
    let state = replayer.scene.traceState()
    outcome.panel = state.first { $0.key == "panels" }?.value.items.first ?? .null
    outcome.control = state.first { $0.key == "controls" }?.value.items.first ?? .null
    outcome.sheet = state.first { $0.key == "sheet" }?.value ?? .null
    outcome.feed = state.first { $0.key == "feed" }?.value ?? .null
    return outcome
  }

  @Test("every recording's header holds its scene file's content as it is on disk")
  func scenesMatchTheirFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 17)
    for name in names {
      let scene = try SceneConfig.parse(try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8))
      let recording = try Recording.parse(
        try String(contentsOf: Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".plrec")), encoding: .utf8))
      let recorded = try #require(recording.scene["main"])
      #expect(JSONWriter.string(recorded) == JSONWriter.string(try #require(scene.json["main"])), "\(name)")
      #expect(scene.showArena, "\(name): a conflict scene shows its arena")
    }
  }

  @Test("FloatingPanel #76, a carousel in a panel: two swipes page the carousel, a drag up moves the panel")
  func carouselInPanel() throws {
    let o = try Self.replay("fp-76-carousel-in-panel")
    #expect(o.winners == ["carousel", "carousel", "panel"])
    #expect(o.control["page"]?.number == 2)
    #expect(o.control["settling"]?.bool == false)
    #expect(o.panel["state"]?.string == "full")
  }

  @Test("FloatingPanel #12, a page view in a panel: 35° turns the page, 72° moves the panel")
  func pageViewInPanel() throws {
    let o = try Self.replay("fp-12-page-view-in-panel")
    #expect(o.winners == ["carousel", "panel"])
    #expect(o.control["page"]?.number == 1)
    #expect(o.panel["state"]?.string == "full")
  }

  @Test("FloatingPanel #446, a slider in a panel: the thumb follows along the track, a drag beside it moves the panel")
  func sliderInPanel() throws {
    let o = try Self.replay("fp-446-slider-in-panel")
    #expect(o.winners == ["slider", "panel"])
    let value = try #require(o.control["value"]?.number)
    #expect(value > 0.6 && value < 0.75, "0.3 plus about 130 of the track's 350 points")
    #expect(o.panel["state"]?.string == "full")
  }

  @Test("FloatingPanel #317, a tap that slips: 7 and 8 pt slips stay taps on the segments, a real drag moves the panel")
  func tapSlips() throws {
    let o = try Self.replay("fp-317-tap-slips-into-pan")
    #expect(o.winners == ["segmented", "segmented", "panel"])
    #expect(o.control["selected"]?.number == 1)
    #expect(o.control["title"]?.string == "Walk")
    #expect(o.panel["state"]?.string == "tip")
  }

  @Test("#76 with the app's fix, shouldBeginDragging \"outsideControls\": the drag up on the carousel moves nothing, the grabber still does")
  func carouselFixed() throws {
    let o = try Self.replay("fp-76-fixed-outside-controls")
    #expect(o.winners == ["carousel", "carousel", "panel"])
    #expect(o.control["page"]?.number == 1)
    #expect(o.panel["state"]?.string == "full")
  }

  @Test("SwiftUI's presentationBackgroundInteraction: the feed behind a medium sheet scrolls, behind a large one it is blocked")
  func backgroundInteraction() throws {
    let o = try Self.replay("swiftui-background-interaction")
    #expect(o.winners == ["feed", "feed", "sheet", "sheet"])
    #expect(o.feed["contentOffset"]?.number == 250, "the one drag beside the medium sheet, 250 pt, and nothing after")
    #expect(o.sheet["detent"]?.string == "large")
    #expect(o.sheet["phase"]?.string == "presented")
    #expect(o.sheet["backgroundInteractive"]?.bool == false)
  }

  @Test("PanModal #82, reorderable rows against drag-to-dismiss in a sheet: a long press reorders, a fast drag down on the rows dismisses")
  func reorderAgainstDismiss() throws {
    let o = try Self.replay("pm-82-reorder-against-dismiss")
    #expect(o.winners == ["feed", "reorderable", "sheet"])
    #expect(o.control["id"]?.string == "sheet/0")
    #expect(o.control["order"] == .array([1, 2, 0, 3].map { JSONValue.number(Double($0)) }), "the first row held and dropped in the third place")
    #expect(o.sheet["phase"]?.string == "hidden")
    let reorder = o.events.filter { $0.component == "reorderable" }.map(\.name)
    #expect(reorder == ["didBeginReordering", "didEndReordering"])
  }

  @Test("FloatingPanel #327, two lists in tabs and the app tracking only the first: on the other tab a drag up scrolls its list, back on the first it moves the panel")
  func tabsTrackScrollView() throws {
    var favorites: (offset: Double, positions: Set<Double>) = (0, [])
    let o = try Self.replay("fp-327-tabs-track-scroll-view") { scene in
      guard let panel = scene.panels.first, panel.selectedTab == 1 else { return }
      favorites.offset = max(favorites.offset, panel.content.offset)
      favorites.positions.insert(panel.position)
    }
    #expect(o.winners == ["panel", "panel", "panel", "panel"])
    #expect(favorites.offset > 150, "the untracked list scrolled by most of the 200 pt drag")
    #expect(favorites.positions.count == 1, "the panel stayed at half on Favorites: \(favorites.positions)")
    let panelEvents = o.events.filter { $0.component == "panel" && ["didSelectTab", "willBeginDragging"].contains($0.name) }
    #expect(panelEvents.map(\.name) == ["didSelectTab", "didSelectTab", "willBeginDragging"])
    #expect(panelEvents.first?.fields.first { $0.key == "tracked" }?.value.bool == false)
    #expect(o.panel["state"]?.string == "full")
    #expect(o.panel["tab"]?.number == 0)
  }

  @Test("FloatingPanel #55, #199, #259, rotation: half, which landscape's layout lacks, gives way to tip; a flick to full rotated back mid-spring re-aims and keeps full")
  func rotationLayoutPerWidth() throws {
    /// Each change of orientation, layout in force, state and whether the spring runs.
    var seen: [(orientation: String, layout: Double, state: String, attracting: Bool)] = []
    let o = try Self.replay("fp-55-rotation-layout-per-width") { scene in
      guard let device = scene.config.device, let panel = scene.panels.first,
        let layout = panel.traceJSON()["layout"]?.number else { return }
      let now = (device.size.width > device.size.height ? "landscape" : "portrait", layout, panel.state.name, panel.isAttracting)
      if seen.last.map({ $0 != now }) ?? true { seen.append(now) }
    }
    #expect(o.winners == ["panel", "panel"])
    let landscape = seen.firstIndex { $0.orientation == "landscape" } ?? seen.endIndex
    #expect(seen[..<landscape].last.map { $0 == ("portrait", 0, "half", false) } == true, "half at rest before the turn: \(seen)")
    #expect(seen.contains { $0 == ("landscape", 1, "tip", false) }, "half has no landscape anchor, so tip: \(seen)")
    #expect(seen.contains { $0 == ("landscape", 1, "full", true) }, "the flick's spring heads for landscape's full: \(seen)")
    #expect(seen.contains { $0 == ("portrait", 0, "full", true) }, "turned mid-spring, it runs on towards portrait's full: \(seen)")
    #expect(o.panel["state"]?.string == "full")
    #expect(o.panel["layout"]?.number == 0)
    #expect(o.panel["attracting"]?.bool == false)
  }

  /// Every frame's sheet as (top edge, content offset, detent), in order.
  static func sheetSteps(_ scene: Scene, into steps: inout [(top: Double, offset: Double, detent: String)]) {
    guard let sheet = scene.traceState().first(where: { $0.key == "sheet" })?.value, let top = sheet["frame"]?.items.dropFirst().first?.number,
      let offset = sheet["contentOffset"]?.number, let detent = sheet["detent"]?.string
    else { return }
    steps.append((top, offset, detent))
  }

  @Test("firefox-ios #16612, prefersScrollingExpandsWhenScrolledToEdge true: a drag up on the content grows the sheet to large first and then scrolls it, in one drag; down, the content returns to its top before the sheet follows")
  func scrollExpandsSheetFirst() throws {
    var steps: [(top: Double, offset: Double, detent: String)] = []
    let o = try Self.replay("ffios-16612-scroll-expands-sheet-first") { Self.sheetSteps($0, into: &steps) }
    #expect(o.winners == ["feed", "sheet", "sheet"])
    // Within the first drag: the content stays at 0 until the sheet's top reaches large (window y 50), then scrolls.
    let scrolled = try #require(steps.firstIndex { $0.offset > 0 })
    #expect(steps[..<scrolled].allSatisfy { $0.offset == 0 })
    #expect(abs(steps[scrolled].top - 50) < 1, "the content scrolls only once the sheet is at large: \(steps[scrolled])")
    let most = try #require(steps.map(\.offset).max())
    #expect(most > 100, "the rest of the drag scrolled the content: \(most)")
    // Within the second: the top stays at large until the content is back at 0.
    let peak = try #require(steps.lastIndex { $0.offset == most })
    let moved = try #require(steps[peak...].firstIndex { $0.top > 51 })
    #expect(steps[moved].offset == 0, "the sheet moves only once the content is at its top: \(steps[moved])")
    #expect(o.sheet["detent"]?.string == "medium")
    #expect(o.sheet["contentOffset"]?.number == 0)
  }

  @Test("firefox-ios #16612, prefersScrollingExpandsWhenScrolledToEdge false: the same drag scrolls the content at medium; the top strip still grows the sheet")
  func scrollAtDetent() throws {
    var steps: [(top: Double, offset: Double, detent: String)] = []
    let o = try Self.replay("ffios-16612-scroll-at-detent") { Self.sheetSteps($0, into: &steps) }
    #expect(o.winners == ["feed", "sheet", "sheet"])
    let scrolled = try #require(steps.firstIndex { $0.offset > 0 })
    let strip = try #require(steps[scrolled...].firstIndex { $0.top < steps[scrolled].top - 1 })
    #expect(steps[scrolled..<strip].allSatisfy { $0.detent == "medium" && abs($0.top - steps[scrolled].top) < 1 }, "the sheet stayed at medium while its content scrolled")
    #expect(try #require(steps[..<strip].map(\.offset).max()) > 400, "the whole drag went to the content")
    #expect(o.sheet["detent"]?.string == "large")
  }

  @Test("FloatingPanel #30, #302: at full, one drag down on a scrolled list returns it to its top and then moves the panel, in the same press")
  func handOffMidGesture() throws {
    var steps: [(position: Double, offset: Double, dragging: Bool)] = []
    let o = try Self.replay("fp-30-scrolled-list-hands-off-to-panel") { scene in
      guard let panel = scene.panels.first else { return }
      steps.append((panel.position, panel.content.offset, panel.isDragging))
    }
    #expect(o.winners == ["panel", "panel"])
    let top = try #require(steps.first?.position)
    let scrolled = try #require(steps.map(\.offset).max())
    #expect(scrolled > 250, "the first drag scrolled the list: \(scrolled)")
    // The second press: the list comes back to 0 with the panel on its anchor, then the panel moves.
    let peak = try #require(steps.lastIndex { $0.offset == scrolled })
    let moved = try #require(steps[peak...].firstIndex { $0.position > top + 0.5 })
    #expect(steps[peak..<moved].allSatisfy { $0.position == top })
    #expect(steps[moved].offset == 0 && steps[moved].dragging, "the panel moves once the list is at its top, in the same drag")
    let began = o.events.filter { $0.component == "panel" && $0.name == "willBeginDragging" }
    #expect(began.count == 1, "one willBeginDragging, mid-gesture")
    #expect(o.panel["state"]?.string == "half")
    #expect(o.panel["contentOffset"]?.number == 0)
  }

  @Test("FloatingPanel #320, #322, a panel in a panel's content: a drag on the nested one where it lies over its parent is the nested one's (the parent waits for it to fail); a drag on the parent's bare strip moves both")
  func panelInPanel() throws {
    var details: [Double] = []
    let o = try Self.replay("fp-320-panel-in-panel") { scene in
      if let d = scene.panels.last?.traceJSON()["position"]?.number { details.append(d) }
    }
    #expect(o.winnerIDs == ["panel:details", "panel:places"])
    #expect(o.lines.first == "arena: panel:places(vertical) vs panel:details(vertical) → panel:details, dy 26 ≥ dx 0 at slop; panel:places waits for panel:details, nested in it, to fail")
    #expect(o.lines.last?.hasSuffix("→ panel:places, dy 31 ≥ dx 0 at slop; panel:details, nested in it, claims no drag, so it failed") == true, "\(o.lines)")
    let state = try Self.finalState("fp-320-panel-in-panel")
    let panels = try #require(state.first { $0.key == "panels" }?.value.items)
    #expect(panels.map { $0["state"]?.string } == ["half", "full"])
    #expect(panels.last?["parent"]?.string == "places")
    #expect(panels.first?["parent"] == nil, "only the nested panel carries parent")
    // details rides in places' content box: 18 pt under places' top edge, wherever places is.
    let places = try #require(panels.first?["position"]?.number)
    #expect(panels.last?["position"]?.number == places + 18)
  }

  @Test("#320 with the nested panel answering floatingPanelShouldBeginDragging false: it claims no drag, so its parent takes both drags on it")
  func nestedPanelRefusesDrag() throws {
    let o = try Self.replay("fp-320-nested-panel-refuses-drag")
    #expect(o.winnerIDs == ["panel:places", "panel:places"])
    #expect(o.lines.allSatisfy { $0.hasPrefix("arena: panel:places(vertical) vs panel:details(tap) → panel:places") }, "\(o.lines)")
    let states = o.events.filter { $0.component == "panel" && $0.name == "didChangeState" }.map { "\($0.source.name ?? ""):\($0.fields.first?.value.string ?? "")" }
    #expect(states == ["places:half", "places:full"])
  }

  @Test("FloatingPanel #446 with touchArea \"track\": a sideways drag beside the thumb takes the slider and puts the thumb under the pointer, a tap moves it there; with UISlider's thumb the same hand moves the panel")
  func sliderTrackTouchArea() throws {
    let o = try Self.replay("fp-446-slider-track-touch-area")
    #expect(o.winners == ["slider", "slider", "panel"])
    let value = try #require(o.control["value"]?.number)
    #expect(abs(value - 50.0 / 353) < 0.001, "the tap at x 120 put the thumb there (the track runs from 70 over 353 pt): \(value)")
    #expect(o.panel["state"]?.string == "full")
    let values = o.events.filter { $0.name == "didEndTracking" }.compactMap { $0.fields.first?.value.number }
    #expect(values.count == 2 && abs(values[0] - 230.0 / 353) < 0.01, "the drag ended with the thumb under the pointer at x 300: \(values)")
    // UISlider's own rule: the same presses start beside the thumb, which is the panel's.
    let thumb = try Self.replay("fp-446-slider-track-touch-area", setting: ("main.panels[0].content.controls[0].touchArea", .string("thumb")))
    #expect(thumb.winners == ["panel", "panel", "panel"])
    #expect(thumb.control["value"]?.number == 0.3)
  }

  @Test("FloatingPanel #533, #317 with shouldReceiveTouch \"outsideControls\": taps that slip 16 and 22 pt stay taps, a drag on the control moves nothing; without it the same hand drags the panel")
  func controlsKeepTheirTouches() throws {
    let o = try Self.replay("fp-533-controls-keep-their-touches")
    #expect(o.lines.prefix(3).allSatisfy { $0 == "arena: segmented(tap) → segmented, tap at release, nobody claimed a drag" }, "\(o.lines)")
    #expect(o.winners == ["segmented", "segmented", "segmented", "panel"])
    let selected = o.events.filter { $0.name == "didSelectSegment" }.compactMap { $0.fields.last?.value.string }
    #expect(selected == ["Transit", "Walk"])
    #expect(o.control["title"]?.string == "Walk")
    let moves = o.events.filter { $0.component == "panel" && $0.name == "willBeginDragging" }
    #expect(moves.count == 1, "only the grabber's drag moved the panel")
    #expect(o.panel["state"]?.string == "tip")
    // FloatingPanel's default: the pan sees those touches and wins them past 10 pt.
    let plain = try Self.replay("fp-533-controls-keep-their-touches", setting: ("main.panels[0].shouldReceiveTouch", .bool(true)))
    // The third drag took the panel to tip, so the fourth press, where the grabber was, is the feed's.
    #expect(plain.winners == ["panel", "panel", "panel", "feed"])
    #expect(plain.panel["state"]?.string == "tip")
    #expect(plain.control["title"]?.string == "Drive")
  }

  /// The last trace state of recording `name`.
  static func finalState(_ name: String) throws -> [JSONValue.Member] {
    let text = try String(contentsOf: folder.appendingPathComponent(name + ".plrec"), encoding: .utf8)
    var replayer = try Replayer(try Recording.parse(text), fps: 60, scale: 1)
    while try replayer.next() != nil {}
    return replayer.scene.traceState()
  }
}

extension ConflictRecordingTests {
  @Test("FloatingPanel #432, two panels stacked side by side (siblings, neither nested): a drag on the upper one is its alone, named by id in the log; hidden with 0 (the maintainer's answer), it lets the one under it take the next drag; 3 brings it back")
  func stackedPanels() throws {
    let o = try Self.replay("fp-432-stacked-panels")
    #expect(o.winnerIDs == ["panel:details", "panel:places"])
    #expect(o.lines == [
      "arena: panel:details(capture) → panel:details, captured at the press",
      "arena: panel:places(capture) → panel:places, captured at the press",
    ])
    let states = o.events.filter { $0.component == "panel" && $0.name == "didChangeState" }.map { "\($0.source.name ?? ""):\($0.fields.first?.value.string ?? "")" }
    #expect(states == ["details:half", "details:hidden", "places:half", "details:tip"])
    let panels = try #require(try Self.finalState("fp-432-stacked-panels").first { $0.key == "panels" }?.value.items)
    #expect(panels.map { $0["state"]?.string } == ["half", "tip"])
    #expect(panels.allSatisfy { $0["parent"] == nil })
  }
}
