import Foundation
import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `assets/recordings/sheet-routes.plrec`, recorded from the real window by
/// `tools/record-sheet-routes.sh`: the sheet opened from five cards and dismissed by each route.
@Suite("Sheet routes recording")
struct SheetRoutesRecordingTests {
  static let file = URL(fileURLWithPath: CLI.root + "/assets/recordings/sheet-routes.plrec")

  /// What dismissed the sheet, from the input that caused `willDismiss`.
  enum Route: Equatable { case swipe, flick, closeButton, escape, backdrop }

  @Test("it replays to five presentations, each dismissed by its own route, through every phase")
  func replay() throws {
    let recording = try Recording.parse(try String(contentsOf: Self.file, encoding: .utf8))
    var replayer = try Replayer(recording, fps: 60, scale: 1)
    var sheetEvents: [SceneEvent] = []
    var phases: [String] = []
    var frames: [(t: Micros, sheet: JSONValue)] = []
    while let output = try replayer.next() {
      switch output {
      case .event(let e) where e.component == "sheet":
        sheetEvents.append(e)
      case .frame(_, let t):
        let sheet = replayer.scene.traceState().first { $0.key == "sheet" }!.value
        frames.append((t, sheet))
        if let phase = sheet["phase"]?.string, phase != phases.last { phases.append(phase) }
      default:
        break
      }
    }
    #expect(sheetEvents.map(\.name) == Array(repeating: ["willPresent", "didPresent", "willDismiss", "didDismiss"], count: 5).flatMap { $0 })
    #expect(Set(phases) == ["hidden", "presenting", "presented", "dragging", "dismissing"])

    // Identify each dismissal's route by the input at its time.
    var routes: [Route] = []
    for dismissal in sheetEvents where dismissal.name == "willDismiss" {
      let input = try #require(recording.inputs.last { $0.input.time <= dismissal.time }?.input)
      let before = try #require(frames.last { $0.t < dismissal.time }?.sheet)
      switch input.event {
      case .keyDown(let key, _) where key == "Escape":
        routes.append(.escape)
      case .pointerUp(let p, _):
        if before["phase"]?.string == "dragging" {
          // Held still before the release is a swipe; let go while moving is a flick.
          let pause = dismissal.time - (recording.inputs.last { $0.input.time < dismissal.time && { if case .pointerMove = $0.input.event { true } else { false } }($0) }?.input.time ?? 0)
          routes.append(pause > 100_000 ? .swipe : .flick)
        } else if let button = Rect(trace: before["closeButton"]), button.contains(p) {
          routes.append(.closeButton)
        } else if let frame = Rect(trace: before["frame"]), !frame.contains(p) {
          routes.append(.backdrop)
        }
      default:
        break
      }
    }
    #expect(routes == [.swipe, .flick, .closeButton, .escape, .backdrop])
    // The source card is hidden exactly from the press to the landing, and the sheet is hidden at the end.
    #expect(frames.last?.sheet["phase"] == .string("hidden"))
    #expect(frames.contains { $0.sheet["sourceHidden"] == .bool(true) })
  }
}
