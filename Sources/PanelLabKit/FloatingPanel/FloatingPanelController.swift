import Foundation
import PanelCore

/// FloatingPanel's `FloatingPanelController`, driving one of PanelLab's panel models in a
/// `LabSession`. Added to a session, it keeps the session alive until it is removed.
public final class FloatingPanelController {
  /// How the content fills the surface.
  public enum ContentMode: Int, Hashable, Sendable {
    /// The surface keeps the most expanded length.
    case `static`
    /// The surface's far edge is pinned to the container.
    case fitToBounds
  }

  /// How the tracked scroll view's content insets follow the safe area.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// Adjusted by the panel.
    case always
    /// Left alone.
    case never
  }

  /// The delegate, held weakly as in FloatingPanel.
  public weak var delegate: FloatingPanelControllerDelegate?
  /// The layout; a new one applies at once.
  public var layout: FloatingPanelLayout = FloatingPanelBottomLayout() {
    didSet { apply() }
  }
  /// The behaviour; a new one applies at once.
  public var behavior: FloatingPanelBehavior = FloatingPanelDefaultBehavior() {
    didSet { apply() }
  }
  /// Whether a fast swipe toward hidden removes the panel.
  public var isRemovalInteractionEnabled = false {
    didSet { apply() }
  }
  /// How the content fills the surface.
  public var contentMode = ContentMode.static {
    didSet { apply() }
  }
  /// FloatingPanel's `surfaceView`: the grabber, the look and the spacing, each the scene's
  /// `surface` keys; a change applies at once (one made inside its appearance, at the next step).
  public private(set) lazy var surfaceView = SurfaceView { [unowned self] in apply() }
  /// The surface the scene last took, to see a change made inside `surfaceView.appearance`.
  private var appliedSurface: PanelConfig.Surface?
  /// The backdrop behind the surface, whose tap to dismiss is off by default.
  public private(set) lazy var backdropView = BackdropView { [unowned self] in apply() }
  /// How the tracked list's insets follow the safe area (PanelLab's list always adjusts).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.always
  /// What the panel holds (`set(content:)`).
  public private(set) var content = PanelLabContent.standard
  /// Which of the contents given this is: each has a list of its own.
  private var contentSerial = 0
  /// FloatingPanel's `trackingScrollView`: the list the panel tracks (`track(scrollView:)`), nil
  /// once that list's content is replaced. A new controller tracks the list of its standard
  /// content, as `set(content:)` would.
  public internal(set) var trackingScrollView: PanelLabScrollView? = PanelLabScrollView(serial: 0) {
    didSet { if trackingScrollView != oldValue { apply() } }
  }
  /// The list of the content shown, to pass to `track(scrollView:)` (nil: text content has none);
  /// in a `.tabbedList`, the first tab's (`contentScrollViews` has them all).
  public var contentScrollView: PanelLabScrollView? {
    content.hasList ? PanelLabScrollView(serial: contentSerial, tab: content.hasTabs ? 0 : nil) : nil
  }

  /// The session the panel was added to.
  public private(set) var parent: LabSession?
  /// The panel's id in the session's scene (`panel`, `panel1`, …).
  public private(set) var panelID = "panel"

  /// Whether the panel was presented modally (`LabSession.present`, `LabHostingController.present`)
  /// and not yet dismissed.
  var isPresentedModally = false
  /// Who hears every state change (the SwiftUI layer's binding write-back).
  var stateObservers: [(FloatingPanelState) -> Void] = []

  /// Whether the model refuses the press in progress (the delegate vetoed its drag).
  var dragRefused = false
  /// Whether the next `willEndDragging` event was already answered by the delegate.
  private var answeredRelease = false
  /// Completions of animated moves, called when the panel comes to rest.
  private var pendingCompletions: [() -> Void] = []

  /// A controller with `delegate`.
  public init(delegate: FloatingPanelControllerDelegate? = nil) {
    self.delegate = delegate
  }

  // MARK: - State

  private var model: PanelModel? { parent?.panel(panelID) }

  /// The current state (hidden before the panel is added).
  public var state: FloatingPanelState { model.map { FloatingPanelState($0.state) } ?? .hidden }

  /// Whether the panel is springing to a state's anchor.
  public var isAttracting: Bool { model?.isAttracting ?? false }

  /// The surface's interactive corner: top-left for bottom and right panels, bottom-left for
  /// top panels, top-right for left panels.
  public var surfaceLocation: CGPoint {
    guard let model else { return .zero }
    return location(model, at: model.position)
  }

  /// Where `surfaceLocation` is when the panel rests in `state`.
  public func surfaceLocation(for state: FloatingPanelState) -> CGPoint {
    guard let model else { return .zero }
    return location(model, at: model.layout.position(of: state.model))
  }

  private func location(_ model: PanelModel, at position: Double) -> CGPoint {
    let frame = model.surfaceFrame
    switch model.config.position {
    case .bottom, .top: return CGPoint(x: frame.minX, y: position)
    case .left, .right: return CGPoint(x: position, y: frame.minY)
    }
  }

  /// The state a release with no velocity here would settle in.
  public var nearbyState: FloatingPanelState {
    guard let model else { return .hidden }
    return FloatingPanelState(target(model, position: model.position, velocity: 0))
  }

  // MARK: - Commands

  /// Adds the panel to `parent`, showing its layout's initial state (animated: from hidden).
  public func addPanel(toParent parent: LabSession, at viewIndex: Int = -1, animated: Bool = false, completion: (() -> Void)? = nil) {
    guard self.parent == nil else { return }
    panelID = parent.freshPanelID()
    self.parent = parent
    let json = sceneJSON.json(initialState: animated ? .hidden : nil)
    appliedSurface = surfaceView.surface
    parent.addPanel(self, json: json, at: viewIndex)
    if animated {
      show(animated: true, completion: completion)
    } else {
      delegate?.floatingPanelDidChangeState(self)
      for observer in stateObservers { observer(state) }
      completion?()
    }
  }

  /// Hides the panel and takes it out of its session: `willRemove`, the hide, `didRemove`.
  public func removePanelFromParent(animated: Bool, completion: (() -> Void)? = nil) {
    guard parent != nil else {
      completion?()
      return
    }
    delegate?.floatingPanelWillRemove(self)
    hide(animated: animated) { [self] in
      leaveParent()
      delegate?.floatingPanelDidRemove(self)
      delegate?.floatingPanelDidEndRemove(self)
      completion?()
    }
  }

  /// Takes the panel out of its session (a presented one is then no longer presented).
  func leaveParent() {
    isPresentedModally = false
    guard let parent else { return }
    parent.removePanel(self)
    self.parent = nil
  }

  /// Moves to `to`; `completion` runs when the panel comes to rest.
  public func move(to: FloatingPanelState, animated: Bool, completion: (() -> Void)? = nil) {
    guard let parent, let model, model.layout.validStates.contains(to.model) else {
      completion?()
      return
    }
    parent.feed(command(["move": .string(to.rawValue), "animated": .bool(animated)]))
    if animated, let completion { pendingCompletions.append(completion) } else { completion?() }
  }

  /// Shows the layout's initial state.
  public func show(animated: Bool = false, completion: (() -> Void)? = nil) {
    move(to: layout.initialState, animated: animated, completion: completion)
  }

  /// Hides the panel.
  public func hide(animated: Bool = false, completion: (() -> Void)? = nil) {
    move(to: .hidden, animated: animated, completion: completion)
  }

  /// Applies the layout again, asking the delegate for the layout of the session's size first.
  public func invalidateLayout() {
    if let parent, let delegate {
      let fresh = delegate.floatingPanel(self, layoutFor: parent.size)
      if fresh !== layout {
        layout = fresh
        return
      }
    }
    apply()
  }

  /// The session's main view is about to take `size`: the delegate's layout for it applies, as
  /// FloatingPanel's `viewWillTransition(to:with:)` applies it.
  func willTransition(to size: CGSize) {
    guard let delegate else { return }
    let fresh = delegate.floatingPanel(self, layoutFor: size)
    if fresh !== layout { layout = fresh }
  }

  /// Sets what the panel holds and tracks its list, in place of `set(contentViewController:)` and
  /// `track(scrollView:)`.
  public func set(content: PanelLabContent) {
    install(content)
    trackingScrollView = contentScrollView
    apply()
  }

  /// Shows `content`, a new one with a list of its own (`set(contentViewController:)`); the caller
  /// applies it. The list it replaces goes with it, so a tracking of that list ends, as
  /// FloatingPanel holds its tracked scroll view weakly.
  func install(_ content: PanelLabContent) {
    if let tracked = trackingScrollView, contentScrollViews.contains(tracked) { trackingScrollView = nil }
    self.content = content
    contentSerial += 1
  }

  /// Shows `content` in place of the current one, keeping its list and tracking (a SwiftUI update).
  func replaceContent(_ content: PanelLabContent) {
    self.content = content
    apply()
  }

  private var sceneJSON: PanelSceneJSON { PanelSceneJSON(id: panelID, layout: layout, behavior: behavior, controller: self) }

  /// Puts the current layout, behaviour and settings into the scene when they changed.
  func apply() {
    appliedSurface = surfaceView.surface
    // The model keeps its state across the edit while the new layout anchors it, and goes to the
    // new layout's initial state otherwise, as FloatingPanel's `activateLayout` does.
    guard let parent, model != nil else { return }
    parent.updatePanel(self, json: sceneJSON.json())
  }
  /// Applies a change made in place inside `surfaceView.appearance` or its shadows (classes that
  /// UIKit code configures after assigning them), as UIKit's next layout pass would draw it.
  func applySurfaceIfChanged() {
    if surfaceView.surface != appliedSurface { apply() }
  }


  // MARK: - Talking to the session

  /// A command input for this panel.
  func command(_ members: KeyValuePairs<String, JSONValue>) -> InputEvent {
    .command(ComponentID("panel", panelID), .object(members))
  }

  /// Whether the session asks this controller before feeding pointer input.
  var asksDelegate: Bool { parent != nil }

  /// The release rule with this controller's behaviour.
  private func target(_ model: PanelModel, position: Double, velocity: Double) -> PanelState {
    TargetStateRule.target(
      layout: model.layout, position: position, velocity: velocity, current: model.state, behavior: model.config.behavior,
      shouldProject: { behavior.shouldProjectMomentum(self, to: FloatingPanelState($0)) },
      redirection: { Double(behavior.redirectionalProgress(self, from: FloatingPanelState($0), to: FloatingPanelState($1))) })
  }

  /// The commands that make the model's coming release do what FloatingPanel would with this
  /// behaviour and delegate: the removal decision, then `floatingPanelWillEndDragging`'s target.
  func answersForRelease(position: Double, velocity: Double, modelTarget: String) -> [InputEvent] {
    guard let model else { return [] }
    var commands: [InputEvent] = []
    let axisIsY = model.config.position.mainAxis == .y
    if isRemovalInteractionEnabled {
      let distance = abs(position - model.layout.position(of: .hidden))
      let vector = distance != 0 ? velocity / distance : 0
      let removalVector = axisIsY ? CGVector(dx: 0, dy: vector) : CGVector(dx: vector, dy: 0)
      let removes =
        delegate?.floatingPanel(self, shouldRemoveAt: location(model, at: position), with: removalVector)
        ?? passesRemovalThreshold(removalVector)
      let modelRemoves = vector * (model.config.position.hidesTowardMax ? 1 : -1) >= model.config.behavior.removalInteractionVelocityThreshold
      if removes != modelRemoves { commands.append(command(["removes": .bool(removes)])) }
      if removes { return commands }
    }
    var targetState = FloatingPanelState(target(model, position: position, velocity: velocity))
    if let delegate {
      let v = axisIsY ? CGPoint(x: 0, y: velocity) : CGPoint(x: velocity, y: 0)
      withUnsafeMutablePointer(to: &targetState) { delegate.floatingPanelWillEndDragging(self, withVelocity: v, targetState: $0) }
      answeredRelease = true
    }
    if targetState.rawValue != modelTarget, model.layout.validStates.contains(targetState.model) {
      commands.append(command(["targetState": .string(targetState.rawValue)]))
    }
    return commands
  }

  /// FloatingPanel's removal rule: the vector's main-axis component toward hidden reaches the
  /// behaviour's threshold.
  func passesRemovalThreshold(_ vector: CGVector) -> Bool {
    let t = behavior.removalInteractionVelocityThreshold
    switch layout.position {
    case .bottom: return vector.dy >= t
    case .top: return vector.dy <= -t
    case .right: return vector.dx >= t
    case .left: return vector.dx <= -t
    }
  }

  /// One of the panel's events, as the delegate hears it.
  func receive(_ signal: PanelSignal) {
    switch signal {
    case .willBeginDragging: delegate?.floatingPanelWillBeginDragging(self)
    case .didMove: delegate?.floatingPanelDidMove(self)
    case .willEndDragging(_, let velocity, let target):
      // Answered before the release was fed, when the delegate could still change the target.
      if answeredRelease {
        answeredRelease = false
      } else if let delegate {
        var state = FloatingPanelState(rawValue: target, order: model?.config.knownStates.first { $0.name == target }?.order ?? 0)
        let v = model?.config.position.mainAxis == .x ? CGPoint(x: velocity, y: 0) : CGPoint(x: 0, y: velocity)
        withUnsafeMutablePointer(to: &state) { delegate.floatingPanelWillEndDragging(self, withVelocity: v, targetState: $0) }
      }
    case .didEndDragging(let attract): delegate?.floatingPanelDidEndDragging(self, willAttract: attract)
    case .willBeginAttracting(let target):
      let order = model?.config.knownStates.first { $0.name == target }?.order ?? 0
      delegate?.floatingPanelWillBeginAttracting(self, to: FloatingPanelState(rawValue: target, order: order))
    case .didChangeState:
      delegate?.floatingPanelDidChangeState(self)
      for observer in stateObservers { observer(state) }
    case .didEndAttracting: delegate?.floatingPanelDidEndAttracting(self)
    case .willRemove: delegate?.floatingPanelWillRemove(self)
    case .didRemove:
      // A removal interaction (a swipe, or a tap on the backdrop) takes the panel out of its
      // parent, as FloatingPanel's does, and dismisses a presented one.
      leaveParent()
      delegate?.floatingPanelDidRemove(self)
      delegate?.floatingPanelDidEndRemove(self)
    }
  }

  /// Runs the completions of moves that have come to rest.
  func finishPendingMoves() {
    guard !pendingCompletions.isEmpty else { return }
    if let model, model.isAttracting || model.isTransitioning { return }
    let done = pendingCompletions
    pendingCompletions = []
    for completion in done { completion() }
  }
}

extension PanelModel {
  /// Whether the panel is showing, hiding or being removed.
  var isTransitioning: Bool {
    if case .transitioning = phase { return true }
    return false
  }
}
