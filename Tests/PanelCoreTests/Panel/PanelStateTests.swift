import Testing

@testable import PanelCore
import PanelLabTestSupport

/// FloatingPanelState's neighbours (reference §1): `next(in:)` and `pre(in:)` step through an array
/// and stay put at its ends.
@Suite("Panel states")
struct PanelStateTests {
  static let states: [PanelState] = [.full, .half, .tip, .hidden]

  @Test(
    "next and previous in [full, half, tip, hidden]",
    arguments: [
      // state, next, previous — the repo's StateTests: full.next = half, full.pre = full,
      // hidden.next = hidden, hidden.pre = tip.
      (PanelState.full, PanelState.half, PanelState.full),
      (.half, .tip, .full),
      (.tip, .hidden, .half),
      (.hidden, .hidden, .tip),
    ])
  func neighbours(state: PanelState, next: PanelState, previous: PanelState) {
    #expect(state.next(in: Self.states) == next)
    #expect(state.previous(in: Self.states) == previous)
  }

  @Test("the built-in states carry FloatingPanel's orders and names")
  func builtInOrders() {
    #expect(PanelState.builtIn == Self.states)
    #expect(PanelState.builtIn.map(\.order) == [1000, 500, 100, 0])
    #expect(PanelState.builtIn.map(\.name) == ["full", "half", "tip", "hidden"])
  }

  @Test("a state missing from the array is its own neighbour")
  func missingState() {
    let lastQuart = PanelState("lastQuart", order: 750)
    #expect(lastQuart.next(in: Self.states) == lastQuart)
    #expect(lastQuart.previous(in: Self.states) == lastQuart)
    #expect(PanelState.half.next(in: []) == .half)
  }

  @Test("a custom state is a neighbour like any other")
  func customNeighbours() {
    let lastQuart = PanelState("lastQuart", order: 750)
    let sorted: [PanelState] = [.full, lastQuart, .half, .tip]
    #expect(PanelState.full.next(in: sorted) == lastQuart)
    #expect(PanelState.half.previous(in: sorted) == lastQuart)
    #expect(lastQuart.next(in: sorted) == .half)
    #expect(lastQuart.previous(in: sorted) == .full)
    #expect(PanelState.tip.next(in: sorted) == .tip)
  }

  @Test("states compare by name and order, not identity")
  func equality() {
    #expect(PanelState("half", order: 500) == .half)
    #expect(PanelState("half", order: 501) != .half)
    #expect(PanelState("Half", order: 500) != .half)
    #expect(PanelState.tip.description == "tip")
  }
}
