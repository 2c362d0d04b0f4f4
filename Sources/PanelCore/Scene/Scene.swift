/// The whole lab: the components a scene config names, driven by input and time, drawn as a
/// display list and reported as a trace.
///
/// A scene is a composition (`Composition.standard`): a back-to-front stack of components, each
/// in its own pane's coordinates. The scene lays them out, routes every input to them through one
/// hit-test order and a gesture arena, advances them, runs the wiring between them, and asks each
/// for its drawing, its trace and its part of the hash. It knows no component by name. It never
/// reads a clock: `handle` and `advance(to:)` carry the time in, and the components get it in one
/// place only, `SceneComponent.advance(to:)`: inputs and messages reach them without a time.
public struct Scene: Sendable {
  /// The smallest window a scene lays out in (a smaller `resize` is clamped to it).
  public static let minimumSize = Size(width: 160, height: 160)

  /// The config in force (changed by `set` and `load_scene` inputs).
  public private(set) var config: SceneConfig
  /// Window size in points.
  public private(set) var size: Size
  /// Pixels per point, used for FloatingPanel's pixel rounding (a scene's `scale` overrides it).
  public private(set) var scale: Double
  /// Session time of the last `advance` (when the last input or frame happened).
  public private(set) var time: Micros = 0
  /// The time the components have reached: session time scaled by `timeScale` (slow motion, pause).
  public private(set) var modelTime: Micros = 0
  /// Maps session time to model time.
  private var clock: ModelClock
  /// The last pointer location.
  public private(set) var pointer = Point(x: -1, y: -1)
  /// What the scene is made of.
  public let composition: Composition
  /// The components, back to front.
  public private(set) var components: [any SceneComponent] = []
  /// The leaf panes as the last layout pass placed them.
  public private(set) var panes: [PaneLayout.Pane] = []

  /// The index in `composition.kinds` of each component.
  private var kindOfComponent: [Int] = []
  /// Component indices in layout order.
  private var layoutOrder: [Int] = []
  /// The indices of the sheet's controls, which draw inside the sheet's opacity group; a control's
  /// host never changes, so the list is made when the components are built, not at every frame.
  private var sheetControls: [Int] = []
  /// For each component, the index of the component whose content box it lives in (`nestedIn`),
  /// nil when it lives in its pane; made when the components are built, as hosts never change
  /// between builds, so placing a component needs no search.
  private var hostOfComponent: [Int?] = []
  /// The window frames of the content boxes the nested components were laid out in, at the last
  /// layout pass, while the keyboard showed (empty otherwise): a nested panel's safe area follows
  /// the keyboard over its parent's box, so a box that moved under a shown keyboard lays out again.
  private var laidOutBoxes: [Rect?] = []
  /// The press in progress.
  private var arena: GestureArena?
  /// The arena's decisions not yet taken with the components' events (only with `showArena`).
  private var arenaLog = Outbox<ArenaEvent>()
  /// Events taken from the components and not yet from the scene, with each one's z-index.
  private var pending: [(z: Int, event: SceneEvent)] = []
  /// The components' layout revisions at the last layout pass.
  private var laidOutRevisions: [Int] = []
  /// The readings of the last `set`s a component checked and asked for, not yet applied: the `set`
  /// that follows (fed back live, or read from the recording in a replay) takes its config from here.
  private(set) var checkedEdits: [CheckedEdit] = []

  /// Builds every component the config names, at its size (or `size` when given).
  public init(config: SceneConfig, size: Size? = nil, scale: Double = 1, composition: Composition = .standard) {
    self.config = config
    self.size = size ?? config.window
    self.scale = scale
    self.composition = composition
    clock = ModelClock(rate: config.timeScale)
    rebuild(keepingStateOf: [])
    showObservers(afterBuilding: true)
  }

  // MARK: - Composition

  /// Builds the config's components; one with the id of an old one takes its place and keeps its
  /// state (a `set` edit). With `path` (a `set` at it), only the kinds that read what the path
  /// lies in are built again; the others keep their components as they are. With `replacingValue`
  /// (the `set` put a number or a boolean where one was), a kind whose components all take the
  /// new config in place (`takeValueEdit`) is not built again either. Then lays everything out.
  private mutating func rebuild(keepingStateOf old: consuming [any SceneComponent], touching path: String? = nil, replacingValue: Bool = false) {
    components = build(keepingStateOf: consume old, touching: path, replacingValue: replacingValue)
    // The old components are gone now, so each kept one is the only holder of its storage: laying
    // it out below changes it in place instead of copying it whole (which every component kept
    // through a slider's tick paid for while the old list still held it).
    // The first component with an id, as `index(of:)` finds it; a host lies under what it holds.
    let indexOfID = Dictionary(components.indices.map { (components[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    hostOfComponent = components.indices.map { i in components[i].nestedIn.flatMap { indexOfID[$0] }.flatMap { $0 < i ? $0 : nil } }
    sheetControls = components.indices.filter { (components[$0] as? any HostedControl)?.host.owner == .sheet }
    // A stable order: by phase, then back to front within a phase.
    layoutOrder = components.indices.sorted {
      (composition.kinds[kindOfComponent[$0]].layoutPhase, $0) < (composition.kinds[kindOfComponent[$1]].layoutPhase, $1)
    }
    layout()
    // A component just built (or taken whole from a fresh one) starts at time 0: it reaches the
    // model time now, in the same step, before any input or message finds it.
    for i in components.indices { components[i].advance(to: modelTime) }
  }

  /// The components of `config` as `rebuild` describes, with their kinds in `kindOfComponent`.
  private mutating func build(keepingStateOf old: consuming [any SceneComponent], touching path: String?, replacingValue: Bool) -> [any SceneComponent] {
    var built: [any SceneComponent] = []
    var kinds: [Int] = []
    let oldKinds = old.count == kindOfComponent.count ? kindOfComponent : []
    var oldByID: [ComponentID: any SceneComponent]?
    for (k, kind) in composition.kinds.enumerated() {
      if let path, !oldKinds.isEmpty, !kind.isTouched(by: path) {
        for (i, c) in old.enumerated() where oldKinds[i] == k {
          built.append(c)
          kinds.append(k)
        }
        continue
      }
      if path != nil, replacingValue, !oldKinds.isEmpty, let kept = Self.takingValueEdit(config, old, kinds: oldKinds, k) {
        built += kept
        kinds += Array(repeating: k, count: kept.count)
        continue
      }
      for fresh in kind.make(config) {
        if oldByID == nil { oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
        if var survivor = oldByID?[fresh.id] {
          survivor.update(from: fresh)
          // A control keeps its host's geometry until it observes the scene, but lives where the
          // fresh one does (a `set` of its panel's `parent`): the scene places it by that now.
          if var control = survivor as? any HostedControl, let host = (fresh as? any HostedControl)?.host {
            control.host.takePlace(of: host)
            survivor = control
          }
          built.append(survivor)
        } else {
          built.append(fresh)
        }
        kinds.append(k)
      }
    }
    kindOfComponent = kinds
    return built
  }

  /// The components of kind `k` in `old`, each having taken `config` in place; nil when the kind
  /// has none or one of them does not take it (the kind is then built again from the old ones).
  private static func takingValueEdit(_ config: SceneConfig, _ old: [any SceneComponent], kinds: [Int], _ k: Int) -> [any SceneComponent]? {
    var kept: [any SceneComponent] = []
    for (i, c) in old.enumerated() where kinds[i] == k {
      var c = c
      guard c.takeValueEdit(config) else { return nil }
      kept.append(c)
    }
    return kept.isEmpty ? nil : kept
  }

  /// Whether `json` is a number or a boolean, which a value edit replaces (a string may be an id or
  /// a name that something is keyed by).
  private static func isValue(_ json: JSONValue?) -> Bool { json?.number != nil || json?.bool != nil }

  /// The layout pass: panes, then bars, then content and floating components.
  private mutating func layout() {
    // A simulated device rounds to its own pixels.
    var context = LayoutContext(window: size, scale: config.device?.scale ?? scale, config: config)
    for i in layoutOrder { components[i].layout(in: &context) }
    panes = context.panes
    laidOutRevisions = components.map(\.layoutRevision)
    laidOutBoxes = context.keyboardInset > 0 && hostOfComponent.contains { $0 != nil } ? components.indices.map(nestedFrame) : []
  }

  /// Lays out again when a component changed what it gives the layout (a divider was dragged), or
  /// when a nested component's box moved while the keyboard shows (its parent springs).
  private mutating func layoutIfNeeded() {
    if components.map(\.layoutRevision) != laidOutRevisions || (!laidOutBoxes.isEmpty && components.indices.map(nestedFrame) != laidOutBoxes) {
      layout()
    }
  }

  /// The frame of `placement` in window points, or nil when no pane shows it.
  public func frame(of placement: Placement) -> Rect? {
    switch placement {
    case .window: return Rect(size: size)
    case .pane(let view): return panes.first { $0.view == view }?.frame
    }
  }

  /// The main view's frame, or nil when no pane shows it.
  public var mainFrame: Rect? { frame(of: .pane(.main)) }

  /// The space of component `i`: its pane (or the content box it is nested in), or the window's
  /// origin when its pane is not shown.
  private func space(_ i: Int) -> ComponentSpace {
    if let box = nestedFrame(i) { return ComponentSpace(frame: box) }
    return ComponentSpace(frame: frame(of: components[i].placement) ?? Rect(size: .zero))
  }

  /// The window frame of the content box component `i` lives in, as its host is now (it moves
  /// with a dragged panel); nil when `i` is not nested or its host is gone. A host comes before
  /// what it holds, so the lookup never loops.
  private func nestedFrame(_ i: Int) -> Rect? {
    guard let j = hostOfComponent[i], let box = components[j].contentBox else { return nil }
    return space(j).toWindow(box)
  }

  /// The components of type `T`, back to front.
  public func components<T: SceneComponent>(_ type: T.Type) -> [T] { components.compactMap { $0 as? T } }

  /// The first component of type `T`.
  public func component<T: SceneComponent>(_ type: T.Type) -> T? { components.lazy.compactMap { $0 as? T }.first }

  private func index(of id: ComponentID) -> Int? { components.firstIndex { $0.id == id } }

  /// Components under `point` that may take it, topmost first: on screen, inside their pane, hit,
  /// and not below a modal component of the same pane.
  private func hitPath(at point: Point) -> [Int] {
    var path: [Int] = []
    var blocked: Set<Placement> = []
    for i in components.indices.reversed() {
      let c = components[i]
      guard !blocked.contains(c.placement), let frame = frame(of: c.placement), frame.contains(point),
        nestedFrame(i)?.contains(point) != false
      else { continue }
      if c.hitTest(space(i).fromWindow(point)) { path.append(i) }
      if c.isModal { blocked.insert(c.placement) }
    }
    // A divider's grab band reaches into the panes beside it, but never over a pane's own
    // controls: the hidden tab bar's reveal strip keeps its clicks and its cursor there.
    if path.contains(where: { components[$0].placement != .window && components[$0].holdsControl(at: space($0).fromWindow(point)) }) {
      path.removeAll { components[$0].placement == .window }
    }
    return path
  }

  // MARK: - Input

  /// Advances to the input's time, then applies it. Only `set` and `load_scene` can fail, with the
  /// config error their value causes; the scene is unchanged then.
  public mutating func handle(_ input: TimedInput) throws(ConfigError) {
    advance(to: input.time)
    // The components are at model time now (the advance above); the arena samples the pointer in
    // session time, so a release velocity is the hand's, whatever the time scale.
    switch input.event {
    case .pointerMove(let p):
      pointer = p
      pointerMoved(to: p)
    case .pointerDown(let p, let button, let clicks):
      pointer = p
      guard button == .left else { return }
      pointerDown(at: p, clicks: clicks)
    case .pointerUp(let p, let button):
      pointer = p
      guard button == .left else { return }
      pointerUp(at: p)
    case .wheel(let p, let delta):
      pointer = p
      if let i = hitPath(at: p).first { components[i].wheel(delta, at: space(i).fromWindow(p)) }
    case .keyDown(let key, let modifiers):
      keyDown(key, modifiers: modifiers)
    case .keyUp:
      break
    case .resize(let newSize):
      // A window never gets smaller than the smallest scene window.
      size = Size(width: Swift.max(newSize.width, Self.minimumSize.width), height: Swift.max(newSize.height, Self.minimumSize.height))
      layout()
    case .set(let path, let value):
      // The edit reads only the part of the scene its path lies in, and builds again only the
      // kinds of component that read that part. A component that checked it (an inspector's
      // slider) has read that part already.
      let edited: SceneConfig?
      if let k = checkedEdits.firstIndex(where: { $0.isReading(of: path, value, on: config) }) {
        edited = checkedEdits[k].result
        checkedEdits.removeFirst(k + 1)
      } else {
        edited = try config.setting(path, to: value)
      }
      guard let edited else {
        throw ConfigError(path: path, line: 0, message: "no such key path in the scene")
      }
      // A slider's tick or a toggle: a number or a boolean where one was leaves every key as it was.
      apply(edited, touching: path, replacingValue: Self.isValue(value) && Self.isValue(config.json.value(at: path)))
    case .applyScene(let json):
      apply(try SceneConfig(json: json))
    case .loadScene(let json):
      let newConfig = try SceneConfig(json: json)
      config = newConfig
      scale = newConfig.scale ?? scale
      clock.setRate(newConfig.timeScale, at: time)
      arena = nil
      rebuild(keepingStateOf: [])
    case .command(let id, let command):
      guard let i = index(of: id), var target = components[i] as? any CommandableComponent else {
        throw ConfigError(path: "", line: command.line, message: "no component \(id) in the scene takes commands")
      }
      try target.perform(command)
      components[i] = target
    case .text(let text):
      typeText(text)
    case .rotate(let orientation):
      try rotate(to: orientation)
    case .step:
      // One frame of the simulated display, rounded up so that a step always crosses one step of
      // a spring on that display's grid; the next frame of the session shows it.
      let rate = Micros(config.refreshRate)
      clock.skip((Micros.perSecond + rate - 1) / rate, at: time)
    case .end, .ghost:
      // The ghost belongs to the session that drives the scene (`SceneSession.ghost`).
      break
    }
    layoutIfNeeded()
    collectEvents()
    showObservers()
  }

  /// Takes a new config, keeping each surviving component's state (scroll offsets, panel states);
  /// `path`: the config differs only there (a `set`), so only the kinds that read it are rebuilt;
  /// `replacingValue`: that `set` put a number or a boolean where one was.
  private mutating func apply(_ newConfig: SceneConfig, touching path: String? = nil, replacingValue: Bool = false) {
    if newConfig.scale != config.scale { scale = newConfig.scale ?? scale }
    if newConfig.window != config.window { size = newConfig.window }
    clock.setRate(newConfig.timeScale, at: time)
    config = newConfig
    rebuild(keepingStateOf: components, touching: path, replacingValue: replacingValue)
  }

  /// The press that component `i` sees.
  private func press(for i: Int, _ arena: GestureArena, began: Bool = false) -> PointerPress {
    var press = PointerPress(
      drag: arena.drag, origin: space(i).origin, clicks: arena.clicks, beganDragging: began, velocity: arena.drag.velocity(at: time))
    press.slop = arena.slop
    press.isOnNested = arena.joined.contains { $0.nestedIn == components[i].id }
    return press
  }

  /// Reports the arena's decision once, when the scene shows the arena, at model time.
  private mutating func logDecision(_ arena: GestureArena) {
    guard config.showArena, var decision = arena.decision, self.arena?.decision == nil else { return }
    decision.withSiblings = membersWithSiblings(arena)
    arenaLog.post(.decided(decision), at: modelTime)
  }

  /// The members of `arena` that share their kind, their pane and their host with another
  /// component (two panels side by side, not nested), in the order they joined. The arena names
  /// them `kind:id` even when the other did not join, as it names two members of one kind.
  private func membersWithSiblings(_ arena: GestureArena) -> [ComponentID] {
    arena.joined.map(\.id).filter { id in
      guard let i = index(of: id) else { return false }
      let c = components[i]
      return components.indices.contains { j in
        j != i && components[j].id.kind == id.kind && components[j].placement == c.placement && components[j].nestedIn == c.nestedIn
      }
    }
  }

  /// The press in progress as the arena overlay and the trace show it.
  public var arenaState: ArenaState? {
    guard let arena else { return nil }
    let siblings = membersWithSiblings(arena)
    let members = arena.joined.map { member -> ArenaState.Member in
      let i = index(of: member.id)
      let outline = i.flatMap { i in components[i].arenaOutline(at: space(i).fromWindow(arena.drag.start)).map { space(i).toWindow($0) } }
      let pane = i.flatMap { frame(of: components[$0].placement) }
      return ArenaState.Member(id: member.id, claim: ArenaDecision.claimName(member), frame: outline ?? pane ?? .zero)
    }
    return ArenaState(
      start: arena.drag.start, location: arena.drag.location, slop: arena.slop, usesDirectionRule: arena.usesDirectionRule,
      members: members, winner: arena.winner, decision: arena.decision.map { decision in
        var decision = decision
        decision.withSiblings = siblings
        return decision
      }, withSiblings: siblings)
  }

  private mutating func pointerDown(at p: Point, clicks: Int) {
    // A press that never saw its release (a lost event) ends where the new one begins.
    if arena != nil { pointerUp(at: p) }
    var arena = GestureArena(at: p, time: time, clicks: clicks)
    var offered: Set<Int> = []
    defer { resignKeyFocus(except: offered) }
    for i in hitPath(at: p) {
      offered.insert(i)
      switch components[i].pointerDown(press(for: i, arena)) {
      case .capture:
        cancel(arena.capture(by: components[i].id), arena)
        logDecision(arena)
        self.arena = arena
        return
      case .join(let axes):
        arena.join(components[i].id, claiming: axes, nestedIn: components[i].nestedIn)
      case .contend(let claim):
        arena.join(
          components[i].id, claiming: claim.axes, hysteresis: claim.hysteresis, longPress: claim.longPress, nestedIn: components[i].nestedIn)
        if !claim.passesThrough {
          self.arena = arena
          return
        }
      case .block:
        self.arena = arena
        return
      case .ignore:
        break
      }
    }
    self.arena = arena
  }

  private mutating func pointerMoved(to p: Point) {
    guard var arena else { return }
    let began = arena.move(to: p, at: time)
    cancel(arena.resolveByClaims(), arena)
    logDecision(arena)
    self.arena = arena
    if let winner = arena.winner, let i = index(of: winner) {
      components[i].pointerMoved(press(for: i, arena, began: began))
    }
  }

  private mutating func pointerUp(at p: Point) {
    guard var arena else { return }
    let began = arena.move(to: p, at: time)
    cancel(arena.resolveByClaims(), arena)
    let (target, beaten) = arena.resolveAtRelease()
    cancel(beaten, arena)
    logDecision(arena)
    self.arena = nil
    if let target, let i = index(of: target) {
      components[i].pointerUp(press(for: i, arena, began: began))
    }
  }

  /// Tells the members that lost the arena.
  private mutating func cancel(_ ids: [ComponentID], _ arena: GestureArena) {
    for id in ids {
      guard let i = index(of: id) else { continue }
      components[i].pointerCancelled(press(for: i, arena))
    }
  }

  /// Takes the keyboard from every component holding it that the press was not offered to (a
  /// component that was offered it decides for itself).
  private mutating func resignKeyFocus(except offered: Set<Int>) {
    for i in components.indices where components[i].hasKeyFocus && !offered.contains(i) { components[i].resignKeyFocus() }
  }

  /// Offers a key to the components topmost first; a modal one keeps it from the rest of its pane.
  /// A component holding the keyboard is offered it before all of them.
  private mutating func keyDown(_ key: String, modifiers: [KeyModifier]) {
    let focused = components.indices.reversed().filter { components[$0].hasKeyFocus && frame(of: components[$0].placement) != nil }
    for i in focused {
      let press = KeyPress(key: key, modifiers: modifiers, pointer: space(i).fromWindow(pointer))
      if components[i].keyDown(press) { return }
    }
    var blocked: Set<Placement> = []
    for i in components.indices.reversed() where !focused.contains(i) {
      let placement = components[i].placement
      // The sidebar's scene keys work without its pane too (a scene listing scenes but showing no sidebar).
      guard !blocked.contains(placement), frame(of: placement) != nil || components[i] is SidebarPane else { continue }
      let press = KeyPress(key: key, modifiers: modifiers, pointer: space(i).fromWindow(pointer))
      if components[i].keyDown(press) { return }
      if components[i].isModal { blocked.insert(placement) }
    }
  }

  /// Whether a component holding the keyboard takes typed text (a text field being edited), so
  /// the host records what the keys type.
  public var takesTypedText: Bool { components.contains { $0.hasKeyFocus && $0 is any TextInputReceiver } }

  /// Gives typed text to the topmost component holding the keyboard that takes text.
  private mutating func typeText(_ text: String) {
    for i in components.indices.reversed() where components[i].hasKeyFocus {
      guard var receiver = components[i] as? any TextInputReceiver else { continue }
      receiver.insertText(text)
      components[i] = receiver
      return
    }
  }

  /// Turns the simulated device (`rotate`): its sides swap, and every component lays out at the
  /// new size keeping its state, as `viewWillTransition(to:with:)` does. A scene without a device
  /// has nothing to turn.
  private mutating func rotate(to orientation: DeviceOrientation) throws(ConfigError) {
    guard var device = config.device else {
      throw ConfigError(path: "device", line: 0, message: "rotate needs a simulated device (the scene's `device`); this window is not one")
    }
    guard DeviceOrientation(of: device.size) != orientation else { return }
    device.size = orientation.apply(to: device.size)
    guard let json = config.json.setting("device", to: device.json) else { return }
    apply(try SceneConfig(json: json))
  }

  /// Returns and forgets the changes the components asked for while handling input (see
  /// `SceneComponent.takeRequests`), back to front.
  public mutating func takeRequests() -> [InputEvent] {
    var requests: [InputEvent] = []
    var checked: [CheckedEdit] = []
    for i in components.indices where components[i].hasOutput { requests += components[i].takeRequests(checked: &checked) }
    // Kept until the next checked request, so the recorded `set`s of a replay, one input each, find
    // theirs; a reading stands only for the config it was read against, so a stale one is passed by.
    if !checked.isEmpty { checkedEdits = checked }
    return requests
  }

  // MARK: - Time and events

  /// Runs every animation forward to `t` (never backward).
  public mutating func advance(to t: Micros) {
    guard t > time else { return }
    // A press held long enough becomes a long press at its deadline, whatever the frame rate.
    if let deadline = arena?.longPressDeadline, deadline <= t {
      if deadline > time { advanceComponents(to: deadline) }
      beginLongPress(at: Swift.max(deadline, time))
    }
    advanceComponents(to: t)
  }

  /// The press's arena goes to the member whose long press is due at session time `t`.
  private mutating func beginLongPress(at t: Micros) {
    guard var arena else { return }
    let beaten = arena.resolveByLongPress(at: t)
    cancel(beaten, arena)
    logDecision(arena)
    self.arena = arena
    if let winner = arena.winner, let i = index(of: winner) {
      components[i].longPressBegan(press(for: i, arena))
    }
    collectEvents()
    showObservers()
  }

  /// Runs every component's animations forward to session time `t`.
  private mutating func advanceComponents(to t: Micros) {
    guard t > time else { return }
    time = t
    let m = clock.model(at: t)
    guard m > modelTime else { return }
    modelTime = m
    for i in components.indices { components[i].advance(to: m) }
    // A component that moves what it gives the layout by itself (the keyboard rising) lays the
    // panes out again; no other component changes its revision here.
    layoutIfNeeded()
    collectEvents()
    showObservers()
  }

  /// Shows the observing components the scene as it is now, then wires what they reported (a
  /// field that let the focus go) at once. Left to the next advance, a message would reach its
  /// target at that advance's time, a frame time, so the keyboard's `willHide` after a tap outside
  /// or a drag would depend on the frame rate.
  /// After a step, whose events are collected already, a second collection pass runs only when an
  /// observer's outbox holds something once it looked (most steps, none does). A scene just built
  /// (`afterBuilding`) has collected nothing yet: there, any observer makes it collect what its
  /// components posted while being built, as it always did; a scene without one leaves that to its
  /// first step.
  private mutating func showObservers(afterBuilding: Bool = false) {
    var observed = false
    var reported = false
    for i in components.indices where components[i].observesScene {
      var observer = components[i]
      components[i] = VacantComponent()
      observer.observe(self)
      observed = true
      if observer.hasOutput { reported = true }
      components[i] = observer
    }
    if reported || (afterBuilding && observed) { collectEvents() }
  }

  /// Whether anything is still moving by itself, so the host must keep drawing.
  public var isAnimating: Bool { components.contains { $0.isAnimating } }

  /// Takes the components' new events (in window points) and runs the wiring on them, until no
  /// message causes another event (at most a few rounds, so a wiring loop cannot hang a replay).
  private mutating func collectEvents() {
    for _ in 0..<8 {
      var fresh: [(z: Int, event: SceneEvent)] = []
      // The arena decides before its winner acts on the same input: it sorts under every component.
      if !arenaLog.events.isEmpty {
        for e in arenaLog.takeEvents() { fresh.append((-1, SceneEvent(time: e.time, source: ArenaEvent.source, event: e.event))) }
      }
      for i in components.indices {
        let space = space(i)
        components[i].endStep(in: space)
        guard components[i].hasOutput else { continue }
        for e in components[i].takeEvents(in: space) { fresh.append((i, e)) }
      }
      guard !fresh.isEmpty else { return }
      // Events leave the scene in session time, as inputs and frames are: in the trace and in the
      // messages the wiring makes of them (an event log shows them as the trace does). A message
      // carries no time: its target works at the model time it was last advanced to.
      let shown = fresh.map { z, e in
        var e = e
        e.time = clock.session(atModel: e.time, now: time)
        return (z: z, event: e)
      }
      pending += shown
      guard !composition.wiring.isEmpty else { return }
      var delivered = false
      for (_, stamped) in shown {
        for wire in composition.wiring {
          guard let message = wire.message(stamped) else { continue }
          for j in components.indices where wire.isTarget(components[j]) {
            wire.deliver(message, &components[j], space(j))
            delivered = true
          }
        }
      }
      if !delivered { return }
      // A message may have moved a pane (the sidebar restored one): lay out before the next round.
      layoutIfNeeded()
    }
  }

  /// Returns and forgets the events reported since the last call, in time order; events at the
  /// same instant keep the z-order of their components and each component's own order. Internal
  /// events (only for the wiring) are left out.
  public mutating func takeEvents() -> [SceneEvent] {
    defer { pending.removeAll() }
    return pending.filter { !$0.event.isInternal }.enumerated()
      .sorted { ($0.element.event.time, $0.element.z, $0.offset) < ($1.element.event.time, $1.element.z, $1.offset) }
      .map(\.element.event)
  }

  // MARK: - Output

  /// The pointer shape: the holder's while a press is won, otherwise the topmost hit component's.
  public var cursor: Cursor {
    if let arena, let winner = arena.winner, let i = index(of: winner) {
      return components[i].cursor(at: space(i).fromWindow(pointer), press: press(for: i, arena))
    }
    guard let i = hitPath(at: pointer).first else { return .arrow }
    return components[i].cursor(at: space(i).fromWindow(pointer), press: nil)
  }

  /// Draws the whole window: every component on screen, back to front, under its pane's transform
  /// and cut to its pane (a sheet dragged down leaves the main view; it does not cover the log).
  /// The event log's rows count seconds from `eventLogOrigin` (a replay's `startAt`); that is
  /// drawing only, the state and the trace keep session time.
  public func render(eventLogOrigin: Micros = 0) -> DisplayList {
    var list = DisplayList(size: size, background: Theme.background)
    // The sheet's controls (in the main view, as the sheet is) draw inside the sheet's opacity
    // group, over its content, not each on its own.
    for i in components.indices where !sheetControls.contains(i) {
      // A nested component draws in its host's content box, cut to it.
      guard let frame = nestedFrame(i) ?? frame(of: components[i].placement) else { continue }
      if case .window = components[i].placement {
        components[i].render(into: &list)
        continue
      }
      guard frame.width > 0 && frame.height > 0 else { continue }
      // A pane that fills the window needs no cut (the window cuts it).
      let cut = frame != Rect(size: size)
      if cut { list.append(.pushClip(RoundedRect(frame))) }
      let draw = { (list: inout DisplayList) in
        if let log = components[i] as? EventLogPane {
          log.render(into: &list, timeOrigin: eventLogOrigin)
        } else if let sheet = components[i] as? SheetModel {
          sheet.render(into: &list) { list in for j in sheetControls { components[j].render(into: &list) } }
        } else {
          components[i].render(into: &list)
        }
        // A sheet zooming into its card (or out of it) ends on the card as the feed draws it, at
        // the feed's place in the z-order, so nothing switches over or under the panels as it lands.
        // The card is not frosted by the sheet's backdrop, which then keeps one blur for the zoom.
        if components[i] is FeedModel, let sheet = component(SheetModel.self) { list.leftUnblurred { sheet.renderCard(into: &$0) } }
      }
      if frame.x == 0 && frame.y == 0 {
        draw(&list)
      } else {
        list.transformed(Transform(translation: Point(x: frame.x, y: frame.y))) { draw(&$0) }
      }
      if cut { list.append(.popClip) }
    }
    return list
  }

  /// The per-frame members of a trace line: each component's part, in the trace format's order.
  public func traceState() -> [JSONValue.Member] {
    var trace = TraceBuilder()
    for i in components.indices { components[i].trace(into: &trace, in: space(i)) }
    // Only scenes that show the arena carry it, so every other trace stays as it was.
    if config.showArena { trace.set("arena", arenaState?.json ?? .null) }
    return trace.members
  }

  /// A digest of the whole model state: equal hashes mean equal states.
  public func stateHash() -> String {
    var h = StateHash()
    h.combine(JSONWriter.string(.object(traceState())))
    for c in components { c.hash(into: &h) }
    h.combine(String(describing: size))
    // The press in progress: its samples decide the release velocity before any trace field shows them.
    if let arena { h.combine("press \(arena.drag.stateDescription) \(arena.winner.map(String.init(describing:)) ?? "-")") }
    // Model time runs apart from session time under slow motion and steps.
    if modelTime != time { h.combine("model time \(modelTime)") }
    return h.hex
  }
}

extension SceneComponent {
  /// Empties the outbox of its requests, adding the readings of the checked ones to `checked`.
  fileprivate mutating func takeRequests(checked: inout [CheckedEdit]) -> [InputEvent] {
    guard !outbox.requests.isEmpty else { return [] }
    let taken = outbox.takeRequests()
    checked += taken.checked
    return taken.requests
  }

  /// Empties the outbox of its events, each placed in the component's pane and wrapped with its
  /// identity.
  fileprivate mutating func takeEvents(in space: ComponentSpace) -> [SceneEvent] {
    guard !outbox.events.isEmpty else { return [] }
    let id = self.id
    return outbox.takeEvents().map { SceneEvent(time: $0.time, source: id, event: $0.event.placed(in: space)) }
  }
}
