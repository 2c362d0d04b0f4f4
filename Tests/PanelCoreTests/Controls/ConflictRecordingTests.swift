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
    var panel: JSONValue = .null
    var control: JSONValue = .null
    var sheet: JSONValue = .null
    var feed: JSONValue = .null
    /// Every event but the arena's, in order.
    var events: [SceneEvent] = []
  }

  /// Replays recording `name`, showing the scene to `each` after every output.
  static func replay(_ name: String, each: (Scene) -> Void = { _ in }) throws -> Outcome {
    let text = try String(contentsOf: folder.appendingPathComponent(name + ".plrec"), encoding: .utf8)
    var replayer = try Replayer(try Recording.parse(text), fps: 60, scale: 1)
    var outcome = Outcome()
    while let output = try replayer.next() {
      if case .event(let e) = output {
        if e.component == "arena", let winner = e.fields.first(where: { $0.key == "winner" })?.value.string {
          outcome.winners.append(String(winner.prefix { $0 != ":" }))
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
    #expect(names.count >= 9)
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
}
