import PanelCore
import Testing

/// Drives a scene as a test script reads, in the spirit of TCA's `TestStore`: send inputs, advance
/// time, then check a component's whole typed state, the whole trace frame or the events since the
/// last check. Each check is exhaustive: the expected value is the last one checked with the
/// changes the test names applied, so a field that changed and that the test did not name fails
/// it, and a failure lists every field that differs, with both values.
public struct SceneTestStore {
  /// The scene under test.
  public private(set) var scene: Scene
  /// The session time the store has reached.
  public private(set) var time: Micros = 0
  /// Events the scene reported that no check has taken yet, in time order.
  public private(set) var events: [SceneEvent] = []
  /// The last snapshot checked of each component.
  private var checked: [ComponentID: any Hashable & Sendable] = [:]
  /// The last trace frame checked.
  private var checkedFrame: JSONValue?

  /// A store for `scene`.
  public init(_ scene: Scene) {
    self.scene = scene
    time = scene.time
  }

  /// A store for the scene that JSON text `text` describes, at `size` (the scene's window when nil).
  public init(_ text: String, size: Size? = nil, scale: Double = 1, composition: Composition = .standard) throws {
    self.init(Scene(config: try SceneConfig.parse(text), size: size, scale: scale, composition: composition))
  }

  // MARK: - Driving

  /// Sends `input` after `delay` (the store's clock moves on by it first).
  public mutating func send(_ input: InputEvent, after delay: Micros = 0) throws {
    time += delay
    try scene.handle(TimedInput(time, input))
    collect()
  }

  /// Lets `duration` of session time pass.
  public mutating func advance(by duration: Micros) {
    time += duration
    scene.advance(to: time)
    collect()
  }

  /// Presses at `from`, moves to `to` in `moves` steps of `every`, and lets go there.
  public mutating func drag(from: Point, to: Point, moves: Int = 5, every: Micros = 8000, clicks: Int = 1) throws {
    try send(.pointerDown(from, button: .left, clicks: clicks))
    for point in Drag.points(from: from, to: to, moves: moves) { try send(.pointerMove(point), after: every) }
    try send(.pointerUp(to, button: .left), after: every)
  }

  /// A press and release at `point`.
  public mutating func tap(_ point: Point, clicks: Int = 1) throws {
    try send(.pointerDown(point, button: .left, clicks: clicks))
    try send(.pointerUp(point, button: .left), after: 16000)
  }

  /// Takes what the scene reported and hands the requests back to it, as a live session does.
  private mutating func collect() {
    events += scene.takeEvents()
    for request in scene.takeRequests() { try? scene.handle(TimedInput(time, request)) }
  }

  // MARK: - Checks

  /// The snapshot of the component of type `C` (with id `id`, for kinds with several).
  public func snapshot<C: SnapshotProviding>(_ type: C.Type, id: String? = nil) -> C.Snapshot? {
    scene.components(type).first { id == nil || $0.id.name == id }?.snapshot
  }

  /// Checks the whole state of the component of type `C`: what it was at the last check of it
  /// (or now, at the first) with `update` applied. The first check of a component takes its state
  /// as it is and checks what `update` names.
  public mutating func expect<C: SnapshotProviding>(
    _ type: C.Type, id: String? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ update: (inout C.Snapshot) -> Void = { _ in }
  ) {
    guard let component = scene.components(type).first(where: { id == nil || $0.id.name == id }) else {
      Issue.record("no \(C.kindName) \(id ?? "") in the scene", sourceLocation: sourceLocation)
      return
    }
    let actual = component.snapshot
    var expected = (checked[component.id] as? C.Snapshot) ?? actual
    update(&expected)
    checked[component.id] = actual
    if expected != actual {
      Issue.record("\(component.id) differs:\n\(StateDiff.describe(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
  }

  /// Checks the component's whole state against `expected`.
  public mutating func expect<C: SnapshotProviding>(
    _ type: C.Type, id: String? = nil, equals expected: C.Snapshot, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(type, id: id, sourceLocation: sourceLocation) { $0 = expected }
  }

  /// Checks the whole trace frame (every member, in window points): the last frame checked (or the
  /// frame now, at the first check) with each `changes` key path (`panels[0].state`) set.
  public mutating func expectFrame(_ changes: [(path: String, value: JSONValue)] = [], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = JSONValue.object(scene.traceState())
    var expected = checkedFrame ?? actual
    for change in changes {
      guard let changed = expected.setting(change.path, to: change.value) else {
        Issue.record("the trace frame has no key path \(change.path)", sourceLocation: sourceLocation)
        continue
      }
      expected = changed
    }
    checkedFrame = actual
    if expected != actual {
      Issue.record("the trace frame differs:\n\(StateDiff.describe(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
  }

  /// Checks and takes the events of type `E` that the scene reported since the last such check,
  /// all of them, in order; events of other components stay.
  public mutating func receive<E: ComponentEvent>(_ expected: [E], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = events.compactMap { $0.event as? E }
    events.removeAll { $0.event is E }
    if actual != expected {
      Issue.record("the \(E.self) events differ:\n\(StateDiff.describe(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
  }

  /// Checks and takes the names of all the traced events since the last check, in order.
  public mutating func receive(names expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = events.filter { !$0.isInternal }.map(\.name)
    events.removeAll()
    if actual != expected {
      Issue.record("the events differ:\n\(StateDiff.describe(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }
  }
}
