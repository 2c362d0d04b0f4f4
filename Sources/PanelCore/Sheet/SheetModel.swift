import Foundation

/// The App-Store-style floating sheet: an inset card that zooms out of a feed card, floats over
/// the dimmed and blurred main view, scrolls its content, and goes away by a swipe down, a flick,
/// its close button, Escape or a click on the backdrop, zooming back into its card.
///
/// Coordinates are the main view's. Every motion is one closed-form spring (response 0.35 s,
/// critically damped) that carries the sheet's whole look (frame, corner radius, backdrop progress
/// and opacity) from where it is to where it goes, so any motion can be taken over where it is.
public struct SheetModel: Sendable {
  /// What the sheet is doing, as the trace names it.
  public enum Phase: String, Hashable, Sendable {
    /// Not on screen.
    case hidden
    /// Zooming (or fading) in, or coming back after a dismissal was reversed.
    case presenting
    /// At rest on a detent, or springing back to one.
    case presented
    /// Held by the pointer.
    case dragging
    /// Zooming back into its card, sliding out or fading out.
    case dismissing
  }

  /// Everything about the sheet that moves, so one spring can carry it.
  public struct Look: Hashable, Sendable {
    /// The sheet's frame.
    public var frame: Rect
    /// The corner radius.
    public var radius: Double
    /// 0 hidden … 1 presented: drives the backdrop.
    public var progress: Double
    /// The sheet's own opacity (Reduce Motion fades instead of zooming).
    public var opacity: Double

    /// The look `t` of the way from `self` to `other`. A spring that overshoots carries the frame's
    /// position past its end, never its size, radius, progress or opacity (which stay between the
    /// two looks, so nothing turns negative).
    public func interpolated(to other: Look, _ t: Double) -> Look {
      let c = t.clamped(to: 0...1)
      let size = Size(width: frame.width + (other.frame.width - frame.width) * c, height: frame.height + (other.frame.height - frame.height) * c)
      let x = frame.midX + (other.frame.midX - frame.midX) * t - size.width / 2
      let y = frame.y + (other.frame.y - frame.y) * t
      return Look(
        frame: Rect(x: x, y: y, width: size.width, height: size.height), radius: radius + (other.radius - radius) * c,
        progress: progress + (other.progress - progress) * c, opacity: opacity + (other.opacity - opacity) * c)
    }
  }

  /// A spring from one look to another.
  public struct Transition: Hashable, Sendable {
    /// Where it started.
    public var from: Look
    /// Where it goes.
    public var to: Look
    /// 0 → 1.
    public var spring: SpringMotion

    /// The look at `time` (springs may overshoot 1 when under-damped).
    public func look(at time: Micros) -> Look { from.interpolated(to: to, spring.position(at: time)) }
  }

  /// How the sheet moves right now.
  public enum Movement: Hashable, Sendable {
    /// Not on screen.
    case hidden
    /// On its detent.
    case resting
    /// Carried by a spring; `phase` is `presenting`, `presented` (settling) or `dismissing`.
    case moving(Transition, phase: Phase)
    /// Held by the pointer: `base` is the look when it was grabbed, `top` the sheet's top edge now.
    case held(base: Look, top: Double)
  }

  /// The spring of every motion: UIKit's sheets and SlideOverCard use about 0.35 s, no overshoot.
  public static let spring = SpringParameters(response: 0.35, dampingRatio: 1)
  /// UIScrollView's normal deceleration, for the release projection.
  public static let projectionRate = Motion.normalDecelerationRate

  /// The sheet's settings.
  public private(set) var config: SheetConfig
  /// Where it rests.
  public private(set) var geometry: SheetGeometry
  /// Whether transitions fade instead of zooming and sliding.
  public private(set) var reduceMotion = false
  /// How it moves.
  public private(set) var motion: Movement = .hidden
  /// The detent it rests at (an index into `config.detents`).
  public private(set) var detent: Int
  /// The feed card it came from.
  public private(set) var source: Int?
  /// That card's frame now, in the main view's coordinates (nil: not known).
  public private(set) var sourceFrame: Rect?
  /// The user's picture that card shows, if any.
  public private(set) var sourcePicture: Picture?
  /// The content's scroll model.
  public private(set) var scroll = ScrollPhysics(contentLength: 0, viewportLength: 0)
  /// The content shown.
  public private(set) var content: SheetContent?
  private var gesture: Gesture?
  /// What the sheet reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The time of the last `advance`: the time of every press, key and message the sheet gets.
  private var time: Micros = 0
  /// Whether `willPresent` was sent and `didPresent` is still owed (it comes when the sheet rests).
  private var presentationPending = false

  /// One press while the sheet is up.
  private struct Gesture: Sendable {
    enum Mode: Sendable {
      /// On the top strip: it moves the sheet.
      case strip
      /// On the content: it scrolls, handing off to the sheet at the top.
      case content
      /// On the close button.
      case closeButton
      /// On the backdrop.
      case backdrop
    }

    var mode: Mode
    var last: Point
    var dragging = false
    /// Whether the sheet itself has moved under this press.
    var sheetMoved = false
    /// Whether the press stopped a moving sheet.
    var interrupted = false
    /// The sheet's top edge as the pointer put it, before the rubber band.
    var rawTop = 0.0
    /// The content's offset as the pointer put it, before the rubber band.
    var contentRaw = 0.0
    var movePointer = 0.0
  }

  /// A hidden sheet with `config` in a main view of `bounds` with `safeArea`.
  public init(config: SheetConfig, bounds: Size = .zero, safeArea: EdgeInsets = .zero, rightToLeft: Bool = false, reduceMotion: Bool = false) {
    self.config = config
    geometry = SheetGeometry(bounds: bounds, safeArea: safeArea, inset: config.inset, detents: config.detents, rightToLeft: rightToLeft)
    self.reduceMotion = reduceMotion
    detent = geometry.ascending.first ?? 0
  }

  // MARK: - Queries

  /// The phase as the trace reports it.
  public var phase: Phase {
    switch motion {
    case .hidden: return .hidden
    case .resting: return .presented
    case .moving(_, let phase): return phase
    case .held: return .dragging
    }
  }

  /// The look at rest on detent `index`.
  public func restLook(_ index: Int) -> Look {
    Look(frame: geometry.restFrame(index), radius: config.cornerRadius, progress: 1, opacity: 1)
  }

  /// The look now.
  public var look: Look {
    switch motion {
    case .hidden:
      return Look(frame: sourceFrame ?? .zero, radius: SheetGeometry.cardCornerRadius, progress: 0, opacity: 0)
    case .resting:
      return restLook(detent)
    case .moving(let transition, _):
      return transition.look(at: time)
    case .held(let base, let top):
      var look = base
      look.frame.y = top
      // Pulled below where it rests, the backdrop clears in step with the sheet.
      let rest = Swift.max(base.frame.y, geometry.restY(smallestDetent))
      let h = Swift.max(1, geometry.height(of: config.detents[smallestDetent]))
      look.progress = base.progress * (1 - (Swift.max(0, top - rest) / h)).clamped(to: 0...1)
      return look
    }
  }

  /// The smallest detent's index.
  public var smallestDetent: Int { geometry.ascending.first ?? 0 }
  /// The largest detent's index.
  public var largestDetent: Int { geometry.ascending.last ?? 0 }

  /// Whether the source card is hidden (from the start of a presentation until its dismissal lands).
  public var sourceHidden: Bool { motion != .hidden && source != nil }

  /// Whether anything moves by itself.
  public var isAnimating: Bool {
    if case .moving = motion { return true }
    return scroll.isAnimating
  }

  /// The close button's frame now, when the sheet is up.
  public var closeButton: Rect? { motion == .hidden ? nil : geometry.closeButton(in: look.frame) }

  /// The scrolling content's viewport in a sheet at `frame`: below the top strip.
  public func contentViewport(in frame: Rect) -> Rect {
    let strip = SheetGeometry.stripHeight
    return Rect(x: frame.x, y: frame.y + strip, width: frame.width, height: Swift.max(0, frame.height - strip))
  }

  /// Reports `event` now (at the last advance).
  private mutating func emit(_ event: Event) { outbox.post(event, at: time) }
  /// Reports `event` at `time`, a moment inside the last advance (a spring's settling).
  private mutating func emit(_ event: Event, at time: Micros) { outbox.post(event, at: time) }

  // MARK: - Layout

  /// Changes the main view's size and safe area; a moving sheet is re-aimed from where it is.
  public mutating func layout(bounds: Size, safeArea: EdgeInsets, rightToLeft: Bool, reduceMotion: Bool) {
    let now = look
    geometry.bounds = bounds
    geometry.safeArea = safeArea
    geometry.rightToLeft = rightToLeft
    self.reduceMotion = reduceMotion
    updateContent()
    if case .moving(let transition, let phase) = motion, phase != .dismissing {
      start(from: now, to: restLook(detent), velocity: transition.spring.state(at: time).velocity, phase: phase)
    }
  }

  /// Takes edited settings, keeping the sheet where it is.
  public mutating func update(config newConfig: SheetConfig) {
    let keepDetent = config.detents.indices.contains(detent) ? config.detents[detent] : nil
    config = newConfig
    geometry.inset = newConfig.inset
    geometry.detents = newConfig.detents
    detent = keepDetent.flatMap { newConfig.detents.firstIndex(of: $0) } ?? smallestDetent
    updateContent()
  }

  private mutating func updateContent() {
    guard let source else {
      content = nil
      return
    }
    let width = geometry.area.width
    // The scene's header picture wins over the card's: it is the one the designer set for the sheet.
    let picture = config.image ?? sourcePicture
    let controlsHeight = config.controls.reduce(0) { $0 + $1.height }
    if content?.width != width || content.map({ $0.story != FeedStory.story(at: source) || $0.picture != picture || $0.controlsHeight != controlsHeight }) ?? true {
      content = SheetContent(card: source, width: width, picture: picture, controlsHeight: controlsHeight)
    }
    let viewport = contentViewport(in: geometry.restFrame(largestDetent)).height
    scroll.resize(contentLength: content?.height ?? 0, viewportLength: viewport)
  }

  // MARK: - Commands

  /// Presents the sheet from card `card`, whose frame is `frame` and which shows `picture`;
  /// reverses a dismissal.
  public mutating func present(card: Int, from frame: Rect, picture: Picture? = nil) {
    switch motion {
    case .hidden:
      source = card
      sourceFrame = frame
      sourcePicture = picture
      detent = smallestDetent
      scroll = ScrollPhysics(contentLength: 0, viewportLength: 0)
      // A new scroll model starts at the sheet's time, where a grab in this step happens.
      scroll.advance(to: time)
      content = nil
      updateContent()
      announcePresentation()
      let rest = restLook(detent)
      let from =
        reduceMotion
        ? Look(frame: rest.frame, radius: rest.radius, progress: 0, opacity: 0)
        : Look(frame: frame, radius: SheetGeometry.cardCornerRadius, progress: 0, opacity: 1)
      start(from: from, to: rest, velocity: 0, phase: .presenting)
    case .moving(_, phase: .dismissing):
      guard card == source else { return }
      sourceFrame = frame
      reverseDismissal()
    case .resting, .moving, .held:
      return
    }
  }

  /// A dismissal in flight comes back: the sheet presents again from where it is.
  private mutating func reverseDismissal() {
    announcePresentation()
    start(from: look, to: restLook(detent), velocity: 0, phase: .presenting)
  }

  /// Sends `willPresent`; `didPresent` follows when the sheet comes to rest.
  private mutating func announcePresentation() {
    emit(.willPresent(source: source))
    presentationPending = true
  }

  /// Dismisses the sheet. An interactive route (swipe, backdrop) is refused when
  /// `interactiveDismissDisabled`: the sheet goes back to its detent and reports the attempt.
  public mutating func dismiss(interactive: Bool, velocity: Double = 0) {
    if motion == .hidden { return }
    if case .moving(_, phase: .dismissing) = motion { return }
    gesture = nil
    if scroll.isDragging { scroll.endDrag(pointerVelocity: 0) }
    if interactive && config.interactiveDismissDisabled {
      emit(.didAttemptToDismiss)
      settle(to: detent, velocity: velocity)
      return
    }
    emit(.willDismiss)
    presentationPending = false
    let now = look
    var to: Look
    if reduceMotion {
      to = now
      to.progress = 0
      to.opacity = 0
    } else if let card = sourceFrame, card.intersects(Rect(size: geometry.bounds)) {
      // The card is still on screen: zoom back into it.
      to = Look(frame: card, radius: SheetGeometry.cardCornerRadius, progress: 0, opacity: 1)
    } else {
      // Slide down out of the view, keeping the sheet's size.
      to = now
      to.frame.y = geometry.bounds.height + 40
      to.progress = 0
    }
    start(from: now, to: to, velocity: velocity, phase: .dismissing)
  }

  /// A program's choice of detent `index` (the `detent` command): the sheet springs there when it
  /// is presented, at rest or settling; otherwise it is left as it is.
  mutating func select(detent index: Int) {
    switch motion {
    case .resting, .moving(_, phase: .presented): if index != detent { settle(to: index, velocity: 0) }
    default: break
    }
  }

  /// Springs to detent `index` from where the sheet is.
  private mutating func settle(to index: Int, velocity: Double) {
    if index != detent {
      detent = index
      emit(.didChangeDetent(config.detents[index]))
    }
    start(from: look, to: restLook(index), velocity: velocity, phase: .presented)
  }

  /// Starts a spring carrying the look from `from` to `to`; `velocity` is the top edge's speed.
  private mutating func start(from: Look, to: Look, velocity: Double, phase: Phase) {
    let distance = to.frame.y - from.frame.y
    // The top edge's speed, as a share of the way per second; at most ω, so the critically damped
    // spring carries the momentum without overshooting its end.
    let w = Self.spring.omega
    let v = abs(distance) > 0.5 ? (velocity / distance).clamped(to: -w...w) : 0
    let spring = SpringMotion(
      from: 0, velocity: v, to: 1, parameters: Self.spring, at: time, positionTolerance: 0.0005, velocityTolerance: 0.02)
    motion = .moving(Transition(from: from, to: to, spring: spring), phase: phase)
  }

  /// The card the sheet came from moved (the feed scrolled or was laid out again).
  public mutating func sourceMoved(to frame: Rect) {
    sourceFrame = frame
  }

  // MARK: - Time

  /// Runs springs and the content's momentum forward to `time`.
  public mutating func advance(to time: Micros) {
    guard time >= self.time else { return }
    self.time = time
    scroll.advance(to: time)
    guard case .moving(let transition, let phase) = motion, transition.spring.isSettled(at: time) else { return }
    let at = transition.spring.settleTime
    switch phase {
    case .presenting, .presented:
      motion = .resting
      if presentationPending {
        presentationPending = false
        emit(.didPresent, at: at)
      }
    case .dismissing:
      motion = .hidden
      scroll = ScrollPhysics(contentLength: 0, viewportLength: 0)
      scroll.advance(to: time)
      emit(.didDismiss, at: at)
      source = nil
      content = nil
    case .hidden, .dragging:
      motion = .resting
    }
  }

  // MARK: - Keys

  /// Escape dismisses (not an interactive route: it works with interactive dismissal disabled).
  public mutating func keyDown(_ key: String, modifiers: [KeyModifier]) -> Bool {
    guard key == "Escape", modifiers.isEmpty, motion != .hidden else { return false }
    dismiss(interactive: false)
    return true
  }

  /// The wheel scrolls the content when the sheet rests at its largest detent.
  public mutating func wheel(delta: Double, at point: Point) {
    guard motion == .resting, detent == largestDetent || !config.prefersScrollingExpandsWhenScrolledToEdge,
      contentViewport(in: look.frame).contains(point)
    else { return }
    scroll.scroll(by: delta)
  }

  // MARK: - Pointer

  /// A press landed while the sheet is up (it takes every press in the main view).
  public mutating func beginPress(_ press: PointerPress) {
    let p = press.location
    let now = look
    if geometry.closeButton(in: now.frame).contains(p) && now.opacity > 0.5 {
      gesture = Gesture(mode: .closeButton, last: p)
      return
    }
    if now.frame.contains(p) {
      var g = Gesture(mode: .strip, last: p)
      if case .moving(_, let phase) = motion {
        // Taken over where it is, without a jump; a dismissal taken over is coming back.
        if phase == .dismissing { announcePresentation() }
        motion = .held(base: now, top: now.frame.y)
        g.interrupted = true
      }
      let atRestSize = abs(now.frame.width - geometry.restFrame(detent).width) < 0.5
      if atRestSize && contentViewport(in: now.frame).contains(p) {
        g.mode = .content
        scroll.beginDrag(at: p.y)
        g.contentRaw = scroll.offset
      }
      g.rawTop = now.frame.y
      gesture = g
      return
    }
    if case .moving(_, phase: .dismissing) = motion, let card = sourceFrame, card.contains(p), let source {
      present(card: source, from: card, picture: sourcePicture)
      gesture = nil
      return
    }
    gesture = Gesture(mode: .backdrop, last: p)
  }

  /// The held pointer moved.
  public mutating func pointerMoved(_ press: PointerPress) {
    guard var g = gesture, press.isDragging else { return }
    let p = press.location
    if !g.dragging {
      // The drag counts from where the slop was crossed, so it drops the slop and no more,
      // whatever the size of the pointer's first step.
      g.dragging = true
      g.last = press.dragOrigin
      if g.mode == .content { scroll.holdDrag(offset: scroll.offset, pointer: g.last.y) }
    }
    let dy = p.y - g.last.y
    g.last = p
    switch g.mode {
    case .strip:
      gesture = g
      moveSheet(by: dy)
    case .content:
      g.movePointer = p.y
      gesture = g
      ScrollHandOff.apply(fingerTowardCollapse: dy, to: &self)
    case .closeButton, .backdrop:
      gesture = g
    }
  }

  /// Moves the sheet 1:1 (rubber-banded past the largest detent, and past the smallest when the
  /// swipe may not dismiss).
  private mutating func moveSheet(by dy: Double) {
    guard var g = gesture else { return }
    if !g.sheetMoved {
      g.sheetMoved = true
      let now = look
      g.rawTop = now.frame.y
      motion = .held(base: now, top: now.frame.y)
      if scroll.isDragging { scroll.holdDrag(offset: scroll.offset, pointer: g.movePointer) }
    }
    g.rawTop += dy
    gesture = g
    guard case .held(let base, _) = motion else { return }
    motion = .held(base: base, top: constrained(g.rawTop))
  }

  /// SlideOverCard's band: an excess `e` shows as `e / 2^(e/500 + 1)`.
  public static func rubberBand(_ e: Double) -> Double { e / pow2(abs(e) / 500 + 1) }

  private static func pow2(_ x: Double) -> Double { exp(x * log(2.0)) }

  /// Where a top edge the pointer puts at `raw` shows.
  private func constrained(_ raw: Double) -> Double {
    let top = geometry.restY(largestDetent)
    if raw < top { return top - Self.rubberBand(top - raw) }
    let bottom = geometry.restY(smallestDetent)
    if config.interactiveDismissDisabled && raw > bottom { return bottom + Self.rubberBand(raw - bottom) }
    return raw
  }

  /// The pointer let go.
  public mutating func pointerUp(_ press: PointerPress) {
    guard var g = gesture else { return }
    if g.dragging { pointerMoved(press) }
    g = gesture ?? g
    gesture = nil
    switch g.mode {
    case .closeButton:
      if !g.dragging && geometry.closeButton(in: look.frame).contains(press.location) { dismiss(interactive: false) }
    case .backdrop:
      if !g.dragging && config.backdropTapToDismiss { dismiss(interactive: true) }
    case .strip, .content:
      if g.sheetMoved {
        if scroll.isDragging { scroll.endDrag(pointerVelocity: 0) }
        release(velocity: press.velocity.y, rawTop: g.rawTop)
      } else {
        if scroll.isDragging { scroll.endDrag(pointerVelocity: g.dragging ? press.velocity.y : 0) }
        // A tap on a moving sheet brings it back, however short the tap: a release in the very
        // frame of the press found the leaving sheet still past the threshold and let it go on.
        if g.interrupted { release(velocity: 0, mayDismiss: g.dragging) }
      }
    }
  }

  /// Ends a drag of the sheet: dismissal when the projection passes the smallest detent's rest by
  /// the threshold, otherwise the detent nearest the projection.
  /// The decision reads where the pointer put the sheet (`rawTop`, before the rubber band), so a
  /// swipe that a disabled dismissal held back still counts as an attempt.
  private mutating func release(velocity v: Double, rawTop: Double? = nil, mayDismiss: Bool = true) {
    let top = look.frame.y
    let r = Self.projectionRate
    let momentum = (v / 1000) * r / (1 - r)
    let projected = top + momentum
    if mayDismiss && (rawTop ?? top) + momentum - geometry.restY(smallestDetent) > config.dismissThreshold {
      dismiss(interactive: true, velocity: v)
      return
    }
    let nearest = config.detents.indices.min {
      (abs(geometry.restY($0) - projected), $0) < (abs(geometry.restY($1) - projected), $1)
    } ?? detent
    settle(to: nearest, velocity: v)
  }
}

/// The sheet and its content hand a drag between them as a floating panel and its list do: toward
/// dismissal the content first scrolls back to its top, then the sheet follows; upward the sheet
/// first reaches its largest detent, then the content scrolls.
extension SheetModel: NestedScrollContainer {
  private var top: Double { look.frame.y }
  /// Where the content starts to scroll: the largest detent, or with
  /// `prefersScrollingExpandsWhenScrolledToEdge` false the detent the sheet rests at.
  private var expandedTop: Double {
    geometry.restY(config.prefersScrollingExpandsWhenScrolledToEdge ? largestDetent : detent)
  }
  var contentScrollsNow: Bool { isFullyExpanded && scroll.maxOffset > 0 }
  var contentOverflows: Bool { scroll.maxOffset > 0 }
  var contentScrollsWhenExpanded: Bool { true }
  var isFullyExpanded: Bool { abs(top - expandedTop) < 0.5 }
  var isAtExpandedAnchor: Bool { abs(top - expandedTop) < 0.5 }
  var roomToExpand: Double { Swift.max(0, top - expandedTop) }
  var contentDistanceToPin: Double { gesture?.contentRaw ?? scroll.offset }

  mutating func moveContainer(towardCollapse distance: Double) { moveSheet(by: distance) }

  mutating func scrollContent(towardPin distance: Double) {
    guard var g = gesture else { return }
    g.contentRaw -= distance
    gesture = g
    scroll.holdDrag(offset: scroll.constrained(g.contentRaw), pointer: g.movePointer)
  }
}
