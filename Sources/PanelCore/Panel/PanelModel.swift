/// One floating panel with scenee/FloatingPanel's behaviour: drag 1:1, release to the state the
/// projection-and-redirection rule picks, spring attraction, removal, backdrop and scroll hand-off.
///
/// Coordinates are local to the panel's container (the main view), origin at its top-left.
/// Events carry FloatingPanel's delegate names and come out in FloatingPanel's order.
public struct PanelModel: Sendable {
  /// Default length of the band along the interactive edge that always drags the panel
  /// (`surface.grabberAreaOffset`); a side panel's header band is this long whatever that key says.
  public static let grabberAreaLength = 36.0
  /// The grabber bar's size.
  public static let grabberSize = Size(width: 36, height: 5)
  /// Default distance of the grabber from the interactive edge (`surface.grabberHandlePadding`).
  public static let grabberPadding = 6.0
  /// The natural width of panel content, for intrinsic anchors of left and right panels.
  public static let intrinsicContentWidth = 320.0
  /// FloatingPanel's show/hide animator: a spring with ζ = ln(0.99)/(−4π·0.001) and 0.25 s response.
  public static let transitionSpring = SpringParameters(response: 0.25, dampingRatio: 0.7998)

  /// What moves the panel right now.
  public enum Phase: Hashable, Sendable {
    /// At rest on its state's anchor.
    case idle
    /// Following the pointer.
    case dragging
    /// Springing to `target` after a release or a programmatic move.
    case attracting(AttractionSpring, target: PanelState)
    /// Showing, hiding or being removed (the show/hide animator; no per-frame `didMove`).
    case transitioning(SpringMotion, removing: Bool, fromAlpha: Double, toAlpha: Double)
  }

  /// The panel's settings.
  public private(set) var config: PanelConfig
  /// Anchor positions in the current container.
  public private(set) var layout: PanelLayout
  /// The current state (set when an attraction starts, as FloatingPanel does).
  public private(set) var state: PanelState
  /// The interactive edge's position along the main axis.
  public private(set) var position: Double
  /// What moves the panel.
  public private(set) var phase: Phase = .idle
  /// The scroll model of the panel's list (the selected tab's, with tabs).
  public internal(set) var content: ScrollPhysics
  /// The selected tab (0 without tabs).
  public internal(set) var selectedTab = 0
  /// The lists of the tabs not shown, by tab, each keeping its offset.
  var hiddenTabLists: [ScrollPhysics] = []
  /// Whether the panel was removed (swiped away or dismissed by a backdrop tap).
  public private(set) var isRemoved = false
  /// Frames per second of the simulated display, where FloatingPanel's spring steps.
  public private(set) var refreshRate: Int

  /// A program's answers for the coming decisions (PanelLabKit's delegate; `command` inputs).
  public internal(set) var answers = PanelAnswers()

  private var gesture: Gesture?
  /// What the panel reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The time of the last `advance`: the time of every press, key and message the panel gets, and
  /// where a spring it starts begins.
  public private(set) var time: Micros = 0

  /// One press on the panel, from down to up.
  private struct Gesture: Sendable {
    enum Mode: Sendable {
      /// The press drags the panel (grabber band, header, or a panel without a list).
      case panel
      /// The press started on the list: it scrolls or moves the panel, handing off between them.
      case content
      /// The press started on the list of a side panel and moved mostly across: it only scrolls.
      case contentOnly
      /// The press started on the backdrop.
      case backdrop
    }

    var mode: Mode
    var last: Point
    /// Where the panel would be without rubber banding.
    var panelRaw: Double
    /// Where the list would be without rubber banding.
    var contentRaw: Double
    /// Whether the press has moved past the slop (a drag, not a click).
    var dragging = false
    /// Whether the panel itself has moved (willBeginDragging was sent).
    var panelStarted = false
    var startPosition: Double
    /// Whether the press stopped an attraction or a show, leaving the panel between anchors.
    var interrupted = false
    /// Whether the list keeps the touch in a scrollable state short of the most expanded one
    /// (`shouldAllowToScroll`): it was scrolled off its pin when the press began.
    var listKeeps = false
    /// The time and pointer coordinate of the move being handed off between list and panel.
    var handOffPointer = 0.0
  }

  /// Creates a panel in a container of `container` size with `safeArea`, showing its initial state,
  /// on a display of `scale` pixels per point refreshing `refreshRate` times a second.
  public init(config: PanelConfig, container: Size, safeArea: EdgeInsets, scale: Double, refreshRate: Int = 60) {
    self.config = config
    self.refreshRate = refreshRate
    layout = PanelLayout(
      position: config.position, anchors: config.anchors, container: container, safeArea: safeArea, scale: scale)
    state = config.initialState
    position = 0
    content = ScrollPhysics(contentLength: 0, viewportLength: 0)
    layout.intrinsicLength = intrinsicLength
    layout.headerLength = headerBandLength
    position = layout.position(of: state)
    hiddenTabLists = Array(repeating: content, count: Swift.max(0, config.content.tabs.count - 1))
    updateContentMetrics()
  }

  // MARK: - Geometry

  private var axis: Axis { config.position.mainAxis }
  /// +1 when hiding moves toward larger coordinates (bottom, right), −1 otherwise.
  private var hiddenSign: Double { config.position.hidesTowardMax ? 1 : -1 }

  /// The surface's main length from content, margins and padding (FloatingPanel's intrinsic size).
  public var intrinsicLength: Double {
    let m = config.surface.margins
    let p = config.surface.padding
    let body: Double
    if axis == .x {
      // Side panels measure their content's width; a list of results is 320 points wide.
      body = Self.intrinsicContentWidth
    } else {
      switch config.content.kind {
      case .list: body = config.content.header + controlsLength + listContentLength
      // A picture's size is not the model's to know (it never reads files): an image panel
      // measures like a text panel, so `header` + `rowHeight` set its intrinsic length.
      case .text, .image: body = config.content.header + controlsLength + config.content.rowHeight
      }
    }
    let chrome = axis == .y ? m.top + m.bottom + p.top + p.bottom : m.left + m.right + p.left + p.right
    return body + chrome
  }

  /// The band along the interactive edge that shows in every state: the margin and padding on
  /// that edge and the header (grabber and search field), or the grabber band of a side panel.
  public var headerBandLength: Double {
    let m = config.surface.margins
    let p = config.surface.padding
    switch config.position {
    case .bottom: return m.top + p.top + config.content.header
    case .top: return m.bottom + p.bottom + config.content.header
    case .left: return m.right + p.right + Self.grabberAreaLength
    case .right: return m.left + p.left + Self.grabberAreaLength
    }
  }

  /// The surface's frame in container coordinates.
  public var surfaceFrame: Rect {
    let c = layout.container
    let s = layout.safeArea
    let sorted = layout.sortedStates
    let first = sorted.first.map { layout.position(of: $0) } ?? position
    let last = sorted.last.map { layout.position(of: $0) } ?? position
    // Static keeps the most expanded length; fitToBounds pins the far edge to the container.
    let length: Double
    switch (config.contentMode, config.position) {
    case (.static, .bottom), (.static, .right): length = c[axis] - first
    case (.static, .top), (.static, .left): length = last
    case (.fitToBounds, .bottom), (.fitToBounds, .right): length = c[axis] - position
    case (.fitToBounds, .top), (.fitToBounds, .left): length = position
    }
    let l = Swift.max(0, length)
    // Across the main axis the surface spans the safe area (FloatingPanel's default
    // prepareLayout) unless the scene gives it a length and alignment.
    let crossMin = axis == .y ? s.left : s.top
    let crossSpan = axis == .y ? c.width - s.left - s.right : c.height - s.top - s.bottom
    let crossLength = Swift.min(config.crossAxisLength ?? crossSpan, crossSpan)
    let crossOrigin: Double
    switch config.crossAxisAlignment {
    case .leading: crossOrigin = crossMin
    case .center: crossOrigin = crossMin + (crossSpan - crossLength) / 2
    case .trailing: crossOrigin = crossMin + crossSpan - crossLength
    }
    switch config.position {
    case .bottom: return Rect(x: crossOrigin, y: position, width: crossLength, height: l)
    case .top: return Rect(x: crossOrigin, y: position - l, width: crossLength, height: l)
    case .right: return Rect(x: position, y: crossOrigin, width: l, height: crossLength)
    case .left: return Rect(x: position - l, y: crossOrigin, width: l, height: crossLength)
    }
  }

  /// The rounded container inside the surface (surface inset by its margins).
  public var containerFrame: Rect { surfaceFrame.inset(by: margins) }

  /// The surface's margins as laid out: a panel asked to be longer across than the space it has (a
  /// 400-point panel on a 393-point iPhone) is clamped to that space and keeps its larger cross-axis
  /// margin on both sides, so it never runs off the device's edge.
  var margins: EdgeInsets {
    var m = config.surface.margins
    guard let asked = config.crossAxisLength else { return m }
    let c = layout.container
    let s = layout.safeArea
    let span = axis == .y ? c.width - s.left - s.right : c.height - s.top - s.bottom
    guard asked > span else { return m }
    if axis == .y {
      let e = Swift.max(m.left, m.right)
      (m.left, m.right) = (e, e)
    } else {
      let e = Swift.max(m.top, m.bottom)
      (m.top, m.bottom) = (e, e)
    }
    return m
  }

  /// The band along the interactive edge that always drags the panel (`surface.grabberAreaOffset`).
  public var grabberArea: Rect {
    let f = surfaceFrame
    let g = config.surface.grabberAreaOffset
    switch config.position {
    case .bottom: return Rect(x: f.x, y: f.y, width: f.width, height: g)
    case .top: return Rect(x: f.x, y: f.maxY - g, width: f.width, height: g)
    case .left: return Rect(x: f.maxX - g, y: f.y, width: g, height: f.height)
    case .right: return Rect(x: f.x, y: f.y, width: g, height: f.height)
    }
  }

  /// The content box: the container inset by the padding.
  public var contentFrame: Rect { containerFrame.inset(by: config.surface.padding) }

  /// The scrolling list's viewport (the content box below its header), when the panel has a list.
  public var listFrame: Rect? {
    guard config.content.kind == .list else { return nil }
    let c = contentFrame
    // The controls stack under the header; the list takes what is left.
    let h = config.content.header + controlsLength
    switch config.position {
    case .top: return Rect(x: c.x, y: c.y, width: c.width, height: Swift.max(0, c.height - h))
    default: return Rect(x: c.x, y: c.y + h, width: c.width, height: Swift.max(0, c.height - h))
    }
  }

  /// The part of the list that is on screen (what a viewer can scroll through).
  private var visibleListLength: Double {
    guard let list = listFrame else { return 0 }
    let bounds = Rect(size: layout.container)
    let top = Swift.max(list.minY, bounds.minY)
    let bottom = Swift.min(list.maxY, bounds.maxY - layout.safeArea.bottom)
    return Swift.max(0, bottom - top)
  }

  private mutating func updateContentMetrics() {
    // The viewport is what shows in the most expanded state, which is where the list scrolls.
    let saved = position
    position = layout.position(of: layout.mostExpandedState)
    let viewport = visibleListLength
    position = saved
    content.resize(contentLength: listContentLength, viewportLength: viewport)
    for i in hiddenTabLists.indices { hiddenTabLists[i].resize(contentLength: listContentLength, viewportLength: viewport) }
  }

  /// Changes the container (window resize, safe-area change, pixel scale) and re-anchors.
  public mutating func layout(container: Size, safeArea: EdgeInsets, scale: Double? = nil, refreshRate: Int? = nil) {
    layout.container = container
    layout.safeArea = safeArea
    if let scale { layout.scale = scale }
    if let refreshRate { self.refreshRate = refreshRate }
    takeAnchors(forWidth: container.width)
    layout.intrinsicLength = intrinsicLength
    layout.headerLength = headerBandLength
    updateContentMetrics()
    reanchor()
  }

  /// Takes the anchors the panel's `layouts` give for a container `width` points wide (a rotation,
  /// a resize), keeping the state where the new layout anchors it and going to the initial state
  /// where it does not, as FloatingPanel's `activateLayout` does.
  private mutating func takeAnchors(forWidth width: Double) {
    let anchors = config.anchors(forWidth: width)
    guard anchors != layout.anchors else { return }
    layout.anchors = anchors
    keepValidState()
  }

  /// A state that lost its anchor gives way to the initial state, and any motion aims there.
  private mutating func keepValidState() {
    guard !layout.validStates.contains(state) else { return }
    setState(config.initialState)
    if case .attracting(let spring, _) = phase { phase = .attracting(spring, target: state) }
  }

  /// Puts a resting panel on its state's anchor in the current layout, and re-aims a running
  /// spring at the moved anchor from where it is, so it never settles on a stale position.
  private mutating func reanchor() {
    switch phase {
    case .idle:
      position = layout.position(of: state)
    case .dragging:
      break
    case .attracting(let spring, let target):
      // From the state shown now, computed at the last step: the display's cadence goes on.
      let v = spring.state(at: time).velocity
      let start = spring.stateTime(at: time)
      phase = .attracting(
        makeAttraction(from: position, velocity: v, to: layout.position(of: target), parameters: spring.parameters, at: start),
        target: target)
    case .transitioning(let spring, let removing, let a0, let a1):
      let v = spring.state(at: time).velocity
      phase = .transitioning(
        makeSpring(from: position, velocity: v, to: layout.position(of: state), parameters: spring.parameters, at: time), removing: removing, fromAlpha: a0,
        toAlpha: a1)
    }
  }

  /// Takes new settings (the inspector's `set`), keeping state and position where they still apply.
  public mutating func update(config newConfig: PanelConfig) {
    config = newConfig
    if selectedTab >= Swift.max(1, newConfig.content.tabs.count) || hiddenTabLists.count != Swift.max(0, newConfig.content.tabs.count - 1) {
      selectedTab = 0
      hiddenTabLists = Array(repeating: content, count: Swift.max(0, newConfig.content.tabs.count - 1))
    }
    layout.position = newConfig.position
    layout.anchors = newConfig.anchors(forWidth: layout.container.width)
    layout.intrinsicLength = intrinsicLength
    layout.headerLength = headerBandLength
    // A state that lost its anchor: go to the new initial state, and aim any motion there.
    keepValidState()
    updateContentMetrics()
    reanchor()
  }

  // MARK: - Queries

  /// Whether the list may scroll in `state` (FloatingPanel's default: only the most expanded).
  public func isScrollable(_ state: PanelState) -> Bool {
    config.shouldAllowToScroll?.allows(state) ?? (state == layout.mostExpandedState)
  }

  /// The backdrop alpha configured for `state` (hidden: 0).
  public func configuredAlpha(_ state: PanelState) -> Double {
    state == .hidden ? 0 : config.backdropAlpha[state] ?? 0
  }

  /// The backdrop's current alpha.
  public var backdropAlpha: Double {
    switch phase {
    case .idle:
      return configuredAlpha(state)
    case .dragging:
      let start = gesture?.startPosition ?? position
      return layout.backdropAlpha(at: position, translation: position - start, alpha: configuredAlpha)
    case .attracting(let spring, _):
      // The direction of travel: from where the spring started toward its target.
      return layout.backdropAlpha(at: position, translation: -spring.initialDisplacement, alpha: configuredAlpha)
    case .transitioning(let spring, _, let a0, let a1):
      let total = spring.initialDisplacement
      let progress = total == 0 ? 1 : (1 - (position - spring.target) / total).clamped(to: 0...1)
      return a0 + (a1 - a0) * progress
    }
  }

  /// Whether the panel is being dragged by the pointer.
  public var isDragging: Bool { phase == .dragging }

  /// Whether the panel is springing to an anchor.
  public var isAttracting: Bool {
    if case .attracting = phase { return true }
    return false
  }

  /// Whether anything in the panel still moves by itself.
  public var isAnimating: Bool {
    switch phase {
    case .attracting, .transitioning: return true
    case .idle, .dragging: return content.isAnimating
    }
  }

  /// Whether a press at `p` lands on the panel (its surface, or a visible backdrop, which blocks
  /// the view behind it as FloatingPanel's does).
  public func captures(_ p: Point) -> Bool {
    guard !isRemoved, state != .hidden || isAnimating, Rect(size: layout.container).contains(p) else { return false }
    return surfaceFrame.contains(p) || backdropAlpha > 0.001
  }

  /// Reports `event` now (at the last advance).
  private mutating func emit(_ event: Event) { outbox.post(event, at: time) }
  /// Reports `event` at `time`, a moment inside the last advance (a spring's last step).
  private mutating func emit(_ event: Event, at time: Micros) { outbox.post(event, at: time) }

  /// The panel's position as an event reports it.
  private var panePosition: PanePosition { PanePosition(position, along: config.position.mainAxis) }

  private mutating func setState(_ newState: PanelState) {
    state = newState
    emit(.didChangeState(newState))
  }

  // MARK: - Pointer

  /// A press; returns whether the panel takes it. A press stops any attraction where it is (the
  /// grab interrupts the spring without a jump).
  public mutating func beginPress(_ press: PointerPress) -> Bool {
    let p = press.location
    guard captures(p) else { return false }
    let mode: Gesture.Mode
    if !surfaceFrame.contains(p) {
      mode = .backdrop
    } else if grabberArea.contains(p) || listFrame.map({ !$0.contains(p) }) ?? true {
      mode = .panel
    } else {
      mode = .content
    }
    // A grab on the surface stops the panel where it is; a press on the backdrop leaves it moving.
    var interrupted = false
    switch phase {
    case .attracting where mode != .backdrop:
      phase = .idle
      interrupted = true
      emit(.didEndAttracting)
    case .transitioning(let spring, _, _, _) where mode != .backdrop:
      // A panel on its way out (hidden or removed) stays on its way out; a show stops where it is.
      if spring.target == layout.position(of: .hidden) { return true }
      phase = .idle
      interrupted = true
    default:
      break
    }
    // FloatingPanel's rule for a scrollable state: the scroll view keeps a touch that begins with
    // its content off the pin (or still moving), while the panel rests on its anchor.
    let offPin = (config.position == .top ? content.maxOffset - content.offset : content.offset) > 0 || content.isAnimating
    let listKeeps = mode == .content && state != layout.mostExpandedState && isScrollable(state) && phase == .idle && !interrupted && offPin
    if mode == .content { content.beginDrag(at: p.y) }
    answers.refusesDrag = false
    gesture = Gesture(
      // A list the panel does not track is a scroll view of its own: it scrolls, the panel waits.
      mode: mode == .content && !tracksShownList && content.maxOffset > 0 ? .contentOnly : mode, last: p, panelRaw: position, contentRaw: content.offset, startPosition: position,
      interrupted: interrupted, listKeeps: listKeeps)
    return true
  }

  /// The press in progress never moves the panel (`floatingPanelShouldBeginDragging` answered false).
  mutating func refuseDrag() { answers.refusesDrag = true }

  /// The held pointer moved.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard var g = gesture, press.isDragging else { return }
    let p = press.location
    if !g.dragging {
      // The drag counts from where the slop was crossed (UIKit subtracts the recognizer's
      // hysteresis the same way), so it drops the slop and no more: a coalesced first step of
      // 50 points still moves the panel 46.
      g.dragging = true
      g.last = press.dragOrigin
      if g.mode == .content && axis == .x {
        let t = press.translation
        if abs(t.y) > abs(t.x) { g.mode = .contentOnly }
      }
      if g.mode == .content || g.mode == .contentOnly { content.holdDrag(offset: content.offset, pointer: g.last.y) }
      // A press on the grabber or header is a panel drag from the start: FloatingPanel sends
      // willBeginDragging on the first change, before anything moves.
      if g.mode == .panel { startPanelDrag(&g) }
    }
    let delta = p - g.last
    g.last = p
    switch g.mode {
    case .backdrop:
      break
    case .panel:
      movePanel(&g, by: delta[axis])
    case .contentOnly:
      moveContent(&g, by: -delta.y, pointer: p.y)
    case .content:
      if axis == .x {
        movePanel(&g, by: delta.x)
      } else {
        // The finger's movement toward hidden is split between the list and the panel.
        g.handOffPointer = p.y
        gesture = g
        ScrollHandOff.apply(fingerTowardCollapse: delta.y * hiddenSign, to: &self)
        g = gesture ?? g
      }
    }
    gesture = g
  }

  private mutating func moveContent(_ g: inout Gesture, by delta: Double, pointer: Double) {
    g.contentRaw += delta
    content.holdDrag(offset: content.constrained(g.contentRaw), pointer: pointer)
  }

  /// Moves the panel 1:1 (rubber-banded past the end anchors where the behaviour allows).
  private mutating func movePanel(_ g: inout Gesture, by delta: Double, pointer: Double? = nil) {
    startPanelDrag(&g)
    // A refused drag leaves the panel where it is.
    guard g.panelStarted else { return }
    // The list stays pinned while the panel moves.
    if let pointer, content.isDragging { content.holdDrag(offset: content.offset, pointer: pointer) }
    g.panelRaw += delta
    let pre = position
    position = rubberBanded(g.panelRaw)
    if position != pre { emit(.didMove(position: panePosition)) }
  }

  private mutating func startPanelDrag(_ g: inout Gesture) {
    guard !g.panelStarted, !answers.refusesDrag else { return }
    g.panelStarted = true
    g.startPosition = position
    g.panelRaw = position
    phase = .dragging
    emit(.willBeginDragging)
  }

  private func rubberBanded(_ raw: Double) -> Double {
    let s = layout.sortedStates
    guard let firstState = s.first, let lastState = s.last else { return raw }
    let minC = layout.position(of: firstState)
    let maxC = layout.position(of: lastState)
    let base = layout.mainLength
    let low: PanelPosition = axis == .y ? .top : .left
    let high: PanelPosition = axis == .y ? .bottom : .right
    if config.behavior.rubberBandEdges.contains(low) && raw < minC {
      return minC - abs(Motion.rubberBand(minC - raw, dimension: base))
    }
    if config.behavior.rubberBandEdges.contains(high) && raw > maxC {
      return maxC + abs(Motion.rubberBand(raw - maxC, dimension: base))
    }
    return raw
  }

  /// The pointer let go. A release that moves past the slop without a move before it is still a
  /// click, as it was when the pointer went up.
  public mutating func pointerUp(_ press: PointerPress) {
    guard var g = gesture else { return }
    if g.dragging { pointerMoved(press) }
    g = gesture ?? g
    gesture = nil
    let v = press.velocity
    switch g.mode {
    case .backdrop:
      if !g.dragging && config.backdropTapToDismiss && backdropAlpha > 0 {
        remove(velocity: 0)
      }
    case .panel where !g.dragging && tab(at: press.location) != nil:
      selectTab(tab(at: press.location) ?? 0)
    case .panel, .content, .contentOnly:
      if g.panelStarted {
        if content.isDragging { content.endDrag(pointerVelocity: 0) }
        release(velocity: v[axis])
        return
      }
      if content.isDragging {
        // A click (no drag) leaves the list where it is; only a real drag flings it.
        let velocity = g.dragging && (g.mode == .contentOnly || axis == .y) ? v.y : 0
        content.endDrag(pointerVelocity: velocity)
      }
      if g.interrupted {
        // The press stopped the panel between anchors. FloatingPanel then runs the end of a
        // pan anyway (Core.swift's workaround), so the panel settles on an anchor.
        startPanelDrag(&g)
        if g.panelStarted { release(velocity: 0) }
      }
    }
  }

  /// Another component won the press: a press on the backdrop just ends (it was no tap), any
  /// other ends as a release.
  mutating func cancelPress(_ press: PointerPress) {
    if gesture?.mode == .backdrop {
      gesture = nil
      return
    }
    pointerUp(press)
  }

  /// Ends a panel drag: removal, or FloatingPanel's target state and attraction.
  private mutating func release(velocity v: Double) {
    if state == .hidden && !isRemoved {
      phase = .idle
      return
    }
    // A delegate's answers, when a program gave them, take the place of the rules, once.
    let answered = answers
    answers.targetState = nil
    answers.removes = nil
    let target = answered.targetState
      ?? layout.targetState(from: position, velocity: v, current: state, behavior: config.behavior)
    if config.isRemovalInteractionEnabled {
      let distance = abs(position - layout.position(of: .hidden))
      let vector = distance != 0 ? v / distance : 0
      let threshold = config.behavior.removalInteractionVelocityThreshold
      if answered.removes ?? (vector * hiddenSign >= threshold) {
        remove(velocity: v)
        return
      }
    }
    emit(.willEndDragging(position: panePosition, velocity: v, targetState: target))
    if layout.position(of: target) == position {
      phase = .idle
      setState(target)
      emit(.didEndDragging(willAttract: false))
      return
    }
    emit(.didEndDragging(willAttract: true))
    attract(to: target, velocity: v)
  }

  /// The attraction spring as the behaviour integrates it: FloatingPanel's step once per display
  /// frame, stopping within a pixel, or the closed form.
  private func makeAttraction(from: Double, velocity: Double, to: Double, parameters: SpringParameters, at time: Micros)
    -> AttractionSpring
  {
    switch config.behavior.springIntegrator {
    case .floatingPanel:
      return .stepped(
        SteppedSpring(
          from: from, velocity: velocity, to: to, parameters: parameters, at: time, refreshRate: refreshRate,
          tolerance: 1 / layout.scale))
    case .exact:
      return .exact(makeSpring(from: from, velocity: velocity, to: to, parameters: parameters, at: time))
    }
  }

  /// A closed-form spring (the show and hide animators, and the exact attraction) that stops as
  /// FloatingPanel's does: within a pixel of the target and slower than a pixel per 60 Hz frame.
  private func makeSpring(from: Double, velocity: Double, to: Double, parameters: SpringParameters, at time: Micros)
    -> SpringMotion
  {
    SpringMotion(
      from: from, velocity: velocity, to: to, parameters: parameters, at: time,
      positionTolerance: 1 / layout.scale, velocityTolerance: 60 / layout.scale)
  }

  private mutating func attract(to target: PanelState, velocity v: Double) {
    emit(.willBeginAttracting(to: target))
    let spring = makeAttraction(
      from: position, velocity: v, to: layout.position(of: target),
      parameters: config.behavior.attractionSpring(velocity: v), at: time)
    phase = .attracting(spring, target: target)
    setState(target)
  }

  /// Removes the panel: willRemove, the hide animation, then didRemove.
  private mutating func remove(velocity: Double) {
    emit(.willRemove)
    hide(velocity: velocity, removing: true)
  }

  private mutating func hide(velocity: Double, removing: Bool) {
    let from = backdropAlpha
    let spring = makeSpring(
      from: position, velocity: velocity, to: layout.position(of: .hidden), parameters: Self.transitionSpring, at: time)
    phase = .transitioning(spring, removing: removing, fromAlpha: from, toAlpha: 0)
    setState(.hidden)
  }

  /// Moves to `target` programmatically (keys 1/2/3/0, FloatingPanel's `move(to:animated:)`), at
  /// the time of the last advance.
  public mutating func move(to target: PanelState, animated: Bool) {
    guard target == .hidden || layout.anchors[target] != nil else { return }
    gesture = nil
    if content.isDragging { content.endDrag(pointerVelocity: 0) }
    if case .attracting = phase { emit(.didEndAttracting) }
    isRemoved = false
    guard animated else {
      phase = .idle
      position = layout.position(of: target)
      setState(target)
      emit(.didMove(position: panePosition))
      return
    }
    if target == .hidden {
      hide(velocity: 0, removing: false)
    } else if state == .hidden {
      // Showing uses the presenting animator, not the attraction spring.
      let from = backdropAlpha
      let spring = makeSpring(from: position, velocity: 0, to: layout.position(of: target), parameters: Self.transitionSpring, at: time)
      phase = .transitioning(spring, removing: false, fromAlpha: from, toAlpha: configuredAlpha(target))
      setState(target)
    } else {
      attract(to: target, velocity: 0)
    }
  }

  /// Scrolls the list by `delta` points (the wheel), when the panel rests in a scrollable state.
  public mutating func wheel(delta: Double) {
    guard phase == .idle, isScrollable(state) else { return }
    content.scroll(by: delta)
  }

  // MARK: - Time

  /// Runs attraction, transitions and the list's momentum forward to `time`.
  public mutating func advance(to time: Micros) {
    self.time = Swift.max(self.time, time)
    content.advance(to: time)
    switch phase {
    case .idle, .dragging:
      return
    case .attracting(let spring, _):
      let settled = spring.isSettled(at: time)
      // A stepped spring moved at its last step, which may be earlier than `time`.
      let eventTime = settled ? spring.settleTime : spring.stateTime(at: time)
      let next = spring.position(at: time)
      if next != position {
        position = next
        emit(.didMove(position: panePosition), at: eventTime)
      }
      if settled {
        phase = .idle
        emit(.didEndAttracting, at: eventTime)
      }
    case .transitioning(let spring, let removing, _, _):
      position = spring.position(at: time)
      if spring.isSettled(at: time) {
        phase = .idle
        emit(.didMove(position: panePosition), at: spring.settleTime)
        if removing {
          isRemoved = true
          emit(.didRemove, at: spring.settleTime)
        }
      }
    }
  }

  // MARK: - Output

  /// The panel's line in a trace frame, with frames and positions in the window points of `space`.
  public func traceJSON(in space: ComponentSpace = ComponentSpace(frame: .zero)) -> JSONValue {
    let line: JSONValue = .object([
      "id": .string(config.id), "state": .string(state.name),
      "position": .number(space.toWindow(position, along: axis)), "frame": space.frameJSON(surfaceFrame),
      "dragging": .bool(isDragging), "attracting": .bool(isAttracting), "backdropAlpha": .number(backdropAlpha),
      "contentOffset": .number(content.offset), "removed": .bool(isRemoved),
    ])
    // Only a panel with tabs, `layouts` or a `parent` carries them, so every other trace stays as it was.
    guard let members = line.members, !config.content.tabs.isEmpty || !config.layouts.isEmpty || config.parent != nil else { return line }
    var extra: [JSONValue.Member] = []
    if let parent = config.parent { extra.append(.init("parent", .string(parent))) }
    if !config.layouts.isEmpty {
      extra.append(.init("layout", config.layoutIndex(forWidth: layout.container.width).map { .number(Double($0)) } ?? .null))
    }
    if !config.content.tabs.isEmpty { extra += tabTraceMembers }
    return .object(members + extra)
  }
}

/// The panel and its list hand a drag between them as FloatingPanel's surface and tracked scroll
/// view do; these answer for the press in progress.
extension PanelModel: NestedScrollContainer {
  var contentScrollsNow: Bool { isScrollable(state) && content.maxOffset > 0 }
  var contentOverflows: Bool { content.maxOffset > 0 }
  var contentScrollsWhenExpanded: Bool { listKeepsTouch || isScrollable(layout.mostExpandedState) }
  var isFullyExpanded: Bool { listKeepsTouch || abs(layout.offset(of: position, from: layout.mostExpandedState)) < 1 }
  var isAtExpandedAnchor: Bool { listKeepsTouch || abs(position - layout.position(of: layout.mostExpandedState)) < 1 }
  var roomToExpand: Double { listKeepsTouch ? 0 : Swift.max(0, (position - layout.position(of: layout.mostExpandedState)) * hiddenSign) }

  /// The list keeps the touch while the panel is still on the anchor it rested on (a pull past the
  /// pin moves the panel off it, and from there the panel moves as usual).
  private var listKeepsTouch: Bool { gesture?.listKeeps == true && abs(position - layout.position(of: state)) < 1 }

  var contentDistanceToPin: Double {
    // Content offsets grow when the finger moves against the list (up, for a bottom panel).
    let raw = gesture?.contentRaw ?? content.offset
    return config.position == .top ? content.maxOffset - raw : raw
  }

  mutating func moveContainer(towardCollapse distance: Double) {
    guard var g = gesture else { return }
    movePanel(&g, by: distance * hiddenSign, pointer: g.handOffPointer)
    gesture = g
  }

  mutating func scrollContent(towardPin distance: Double) {
    guard var g = gesture else { return }
    moveContent(&g, by: config.position == .top ? distance : -distance, pointer: g.handOffPointer)
    gesture = g
  }
}
