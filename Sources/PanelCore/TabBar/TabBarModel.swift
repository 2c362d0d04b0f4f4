/// The tab bar at the bottom of the main view with FloatingAccessoryKit's accessory controller:
/// tab selection, hiding on scroll with a reveal strip, and the floating capsule's state rules,
/// measuring, placement and animations.
///
/// Coordinates are the main view's. Every layout change and fade is a 0.25 s ease-in-out
/// transition from where things are (UIView.animate's default); Reduce Motion applies each change
/// at once, fades included.
public struct TabBarModel: Sendable {
  /// The height of the bar above the bottom safe area.
  public static let barHeight = 49.0
  /// The height of a tab button (the capsule takes it).
  public static let buttonHeight = 48.0
  /// FloatingAccessoryKit's margins: between the capsule and the bar, and to the safe edges.
  public static let margin = 8.0
  /// The duration of layout changes and fades.
  public static let animationDuration: Micros = 250_000
  /// How far the feed scrolls one way before the bar hides or shows.
  public static let scrollThreshold = 60.0
  /// How long a press on the reveal strip lasts before it counts as a long press.
  public static let longPress: Micros = 500_000

  /// The bar's settings.
  public private(set) var config: TabBarConfig
  /// The capsule's settings (nil: no accessory).
  public private(set) var accessoryConfig: AccessoryConfig?
  /// The main view's size.
  public private(set) var bounds = Size.zero
  /// The main view's safe area (the device's).
  public private(set) var safeArea = EdgeInsets.zero
  /// Whether the layout is mirrored.
  public private(set) var rightToLeft = false
  /// Whether changes apply at once.
  public private(set) var reduceMotion = false
  /// The selected tab.
  public private(set) var selected: Int
  /// Whether the bar is hidden (slid away, or minimised in the inline style).
  public private(set) var isTabBarHidden = false
  /// The accessory controller's state.
  public private(set) var accessory: AccessoryController

  /// 0 with the bar shown, 1 hidden: its slide.
  private var barMotion = EasedTransition(resting: 0.0)
  private var capsuleFrame = EasedTransition(resting: Rect.zero)
  private var capsuleAlpha = EasedTransition(resting: 0.0)
  /// Signed scroll since the direction last changed.
  private var accumulated = 0.0
  private var press: Press?
  /// What the tab bar reported and not yet handed to the scene.
  public var outbox = Outbox<Event>()
  /// The time of the last `advance`: the time of every press, key, message and call the bar gets.
  private var time: Micros = 0

  /// What a press landed on. Not private: the state hash describes it, and Swift describes a
  /// private type with its address in memory ("unknown context at $7f…"), which differs from run
  /// to run, so a press on the bar gave a different hash in every replay.
  enum Press: Sendable {
    case tab(Int)
    case strip(start: Micros)
    case capsule
    case bar
  }

  /// A tab bar with `config`, and an accessory with `accessoryConfig` when given.
  public init(config: TabBarConfig, accessoryConfig: AccessoryConfig?) {
    self.config = config
    self.accessoryConfig = accessoryConfig
    selected = config.selected
    accessory = AccessoryController(config: accessoryConfig)
  }

  // MARK: - Geometry

  /// The bar's height including the bottom safe area.
  public var barHeightWithSafeArea: Double { Self.barHeight + safeArea.bottom }

  /// The safe rectangle (the main view inside its safe area).
  public var safeRect: Rect { Rect(size: bounds).inset(by: safeArea) }

  /// Whether the accessory moves inline when the bar minimises (iOS 26).
  private var inline: Bool { accessoryConfig?.style == .inline }

  /// The bar's frame shown, resting and hidden.
  private var visibleBarFrame: Rect {
    Rect(x: 0, y: bounds.height - barHeightWithSafeArea, width: bounds.width, height: barHeightWithSafeArea)
  }

  private var hiddenBarFrame: Rect {
    if inline {
      let s = safeRect
      let w = Swift.min(config.minimizedWidth, Swift.max(0, s.width - 2 * Self.margin))
      let x = rightToLeft ? s.maxX - Self.margin - w : s.minX + Self.margin
      return Rect(x: x, y: s.maxY - Self.margin - config.minimizedHeight, width: w, height: config.minimizedHeight)
    }
    return visibleBarFrame.offsetBy(dy: barHeightWithSafeArea)
  }

  /// The bar's frame now.
  public var barFrame: Rect {
    visibleBarFrame.interpolated(to: hiddenBarFrame, barMotion.value(at: time))
  }

  /// The tab buttons' frames in the resting bar, in the order of the tabs (mirrored right to left).
  public var buttonFrames: [Rect] {
    let bar = visibleBarFrame
    let n = Double(config.tabs.count)
    let w = bar.width / n
    return config.tabs.indices.map { i in
      let slot = rightToLeft ? Double(config.tabs.count - 1 - i) : Double(i)
      return Rect(x: bar.x + slot * w, y: bar.y + 0.5, width: w, height: Self.buttonHeight)
    }
  }

  /// The strip that brings a hidden bar back: as tall as the bar, along the bottom.
  public var revealStrip: Rect? {
    isTabBarHidden ? Rect(x: 0, y: bounds.height - barHeightWithSafeArea, width: bounds.width, height: barHeightWithSafeArea) : nil
  }

  /// The capsule's size for its content: FloatingAccessoryKit's measuring rule.
  public var capsuleSize: Size {
    guard let content = accessory.content else { return .zero }
    let h = Self.buttonHeight
    let natural = content.naturalSize
    var w = abs(natural.width - natural.height) <= 0.5 ? h : h * natural.width / natural.height
    w = Swift.min(Swift.max(w, h), safeRect.width - 2 * Self.margin)
    return Size(width: Swift.max(0, w), height: h)
  }

  /// Where the capsule rests in the current state.
  public var restingCapsuleFrame: Rect {
    let size = capsuleSize
    let s = safeRect
    if inline && isTabBarHidden {
      // Inline beside the minimised bar, along the rest of the safe width.
      let bar = hiddenBarFrame
      let x0 = rightToLeft ? s.minX + Self.margin : bar.maxX + Self.margin
      let x1 = rightToLeft ? bar.minX - Self.margin : s.maxX - Self.margin
      return Rect(x: x0, y: bar.y, width: Swift.max(0, x1 - x0), height: config.minimizedHeight)
    }
    let bottom = isTabBarHidden ? s.maxY - Self.margin : visibleBarFrame.minY - Self.margin
    let a = rightToLeft ? 1 - accessory.position.alignment : accessory.position.alignment
    let cMin = s.minX + Self.margin + size.width / 2
    let cMax = s.maxX - Self.margin - size.width / 2
    let centerX = cMin + Swift.max(cMax - cMin, 0) * a
    return Rect(x: centerX - size.width / 2, y: bottom - size.height, width: size.width, height: size.height)
  }

  /// The capsule's frame now.
  public var capsule: Rect { capsuleFrame.value(at: time) }
  /// The capsule's opacity now.
  public var alpha: Double { capsuleAlpha.value(at: time) }

  /// What the bar and the capsule take from the bottom of the main view's safe area: the bar, and
  /// the capsule's height plus its margin while it has content, so the feed's last card stays
  /// reachable. It does not change when the bar hides on scroll, so scrolling never moves the end.
  public var reservedBottom: Double {
    barHeightWithSafeArea - safeArea.bottom + (accessory.content == nil || isOnPad ? 0 : Self.buttonHeight + Self.margin)
  }

  /// Whether the scene's device is an iPad. FloatingAccessoryKit is iPhone-only (its README's
  /// requirement; its code checks no idiom, and on iPadOS 18 the system moves the tab bar to the
  /// top, where the kit's capsule has nothing to sit on), so PanelLab shows no capsule there: the
  /// controller keeps its state and events, the capsule is not drawn, takes no press and reserves
  /// no safe area.
  public var isOnPad = false

  /// Whether the capsule is on screen: the controller shows it, on a phone.
  public var isCapsuleShown: Bool { accessory.isShown && !isOnPad }

  // MARK: - Layout

  /// Takes the main view's size and safe area; the capsule goes where it now rests, at once.
  public mutating func layout(bounds: Size, safeArea: EdgeInsets, rightToLeft: Bool, reduceMotion: Bool) {
    self.bounds = bounds
    self.safeArea = safeArea
    self.rightToLeft = rightToLeft
    self.reduceMotion = reduceMotion
    capsuleFrame = EasedTransition(resting: restingCapsuleFrame)
    capsuleAlpha = EasedTransition(resting: isCapsuleShown ? 1 : 0)
  }

  /// Takes edited settings, keeping the selection and the accessory's state where they still apply.
  public mutating func update(config newConfig: TabBarConfig, accessoryConfig newAccessory: AccessoryConfig?) {
    config = newConfig
    if selected >= newConfig.tabs.count { selected = newConfig.selected }
    if newAccessory != accessoryConfig {
      // An edit that leaves the controller's starting state alone (the style) keeps its live
      // state, so the content a program installed stays; one that changes it starts afresh.
      if AccessoryController(config: newAccessory) != AccessoryController(config: accessoryConfig) {
        accessory = AccessoryController(config: newAccessory)
      }
      accessoryConfig = newAccessory
    }
  }

  private var duration: Micros { reduceMotion ? 0 : Self.animationDuration }

  /// Moves the capsule (and its opacity) to where the state puts it, in one transaction.
  private mutating func relayoutCapsule(animated: Bool) {
    let d = animated ? duration : 0
    capsuleFrame = capsuleFrame.retargeted(to: restingCapsuleFrame, at: time, duration: d)
    capsuleAlpha = capsuleAlpha.retargeted(to: isCapsuleShown ? 1 : 0, at: time, duration: d)
  }

  // MARK: - The accessory controller's API

  /// Installs `kind` (nil keeps the position); hidden content installs invisibly.
  public mutating func setContent(_ kind: AccessoryContent.Kind, position: AccessoryConfig.Position? = nil, animated: Bool) {
    let changed = accessory.content?.kind != kind
    accessory.setContent(AccessoryContent(kind, picture: accessoryConfig?.image), position: position)
    if changed { emit(.accessoryContentChanged(content: kind, playing: nil)) }
    relayoutCapsule(animated: animated)
  }

  /// Removes the content; the position and hidden state stay for the next content.
  public mutating func removeContent(animated: Bool) {
    guard accessory.content != nil else { return }
    accessory.removeContent()
    emit(.accessoryContentChanged(content: nil, playing: nil))
    relayoutCapsule(animated: animated)
  }

  /// Moves the capsule to `position`; without content the position is only stored.
  public mutating func setPosition(_ position: AccessoryConfig.Position, animated: Bool) {
    guard accessory.setPosition(position) else { return }
    emit(.accessoryPositionChanged(position))
    if accessory.content != nil { relayoutCapsule(animated: animated) }
  }

  /// Hides or shows the capsule (a fade); without content the state is only stored.
  public mutating func setHidden(_ hidden: Bool, animated: Bool) {
    guard accessory.setHidden(hidden) else { return }
    emit(.accessoryHiddenChanged(hidden: hidden))
    if accessory.content != nil { relayoutCapsule(animated: animated) }
  }

  /// Changes the content and measures it again, in one transaction.
  public mutating func performContentUpdate(animated: Bool = true, _ update: (inout AccessoryContent) -> Void) {
    guard var content = accessory.content else { return }
    update(&content)
    accessory.replaceContent(content)
    relayoutCapsule(animated: animated)
  }

  /// Hides or shows the bar; the capsule moves in the same transaction.
  public mutating func setTabBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != isTabBarHidden else { return }
    isTabBarHidden = hidden
    accumulated = 0
    let d = animated ? duration : 0
    barMotion = barMotion.retargeted(to: hidden ? 1 : 0, at: time, duration: d)
    emit(.tabBarHiddenChanged(hidden: hidden))
    relayoutCapsule(animated: animated)
  }

  /// Selects tab `index` (a click on its button).
  public mutating func select(_ index: Int) {
    guard config.tabs.indices.contains(index), index != selected else { return }
    selected = index
    emit(.didSelect(index: index, title: config.tabs[index].title))
  }

  /// The feed scrolled by `delta` to `offset`: 60 points the hiding way (down, or up with
  /// `hideOnScroll: "up"`) hide the bar, 60 back show it, and so does the top when the way down
  /// hides it; a change of direction restarts the count.
  public mutating func feedScrolled(offset: Double, delta: Double) {
    guard config.hideOnScroll, delta != 0 else { return }
    if offset <= 0 && config.scrollHiding == .down {
      accumulated = 0
      setTabBarHidden(false, animated: true)
      return
    }
    // Counted toward hiding, whichever way that is.
    let toward = config.scrollHiding == .up ? -delta : delta
    accumulated = (accumulated >= 0) == (toward >= 0) ? accumulated + toward : toward
    if accumulated >= Self.scrollThreshold && !isTabBarHidden {
      setTabBarHidden(true, animated: true)
    } else if accumulated <= -Self.scrollThreshold && isTabBarHidden {
      setTabBarHidden(false, animated: true)
    }
  }

  // MARK: - Input

  /// Whether a press at `point` lands on the bar, the capsule or the reveal strip.
  public func takesPress(at point: Point) -> Bool {
    if isCapsuleShown && alpha > 0.5 && capsule.contains(point) { return true }
    if let strip = revealStrip { return strip.contains(point) }
    return barFrame.contains(point)
  }

  /// A press landed on the bar, the capsule or the strip.
  public mutating func beginPress(at point: Point) {
    if isCapsuleShown && alpha > 0.5 && capsule.contains(point) {
      press = .capsule
    } else if revealStrip?.contains(point) == true {
      // While the bar is hidden the strip takes the press: no tab is selected by it.
      press = .strip(start: time)
    } else if let i = buttonFrames.firstIndex(where: { $0.contains(point) }) {
      press = .tab(i)
    } else {
      press = .bar
    }
  }

  /// The press ended at `point`; `moved` tells a drag from a click.
  public mutating func endPress(at point: Point, moved: Bool) {
    defer { press = nil }
    guard let press, !moved else { return }
    switch press {
    case .tab(let i):
      if buttonFrames[i].contains(point) { select(i) }
    case .strip:
      setTabBarHidden(false, animated: true)
    case .capsule:
      if capsule.contains(point) { tapCapsule(at: point) }
    case .bar:
      break
    }
  }

  /// A click on the capsule: the now-playing button toggles play and pause (the capsule is measured
  /// again), other contents report which control was clicked.
  private mutating func tapCapsule(at point: Point) {
    guard let content = accessory.content else { return }
    let c = capsule
    switch content.kind {
    case .nowPlaying:
      // The play/pause button is the square at the capsule's trailing end.
      let button = rightToLeft ? Rect(x: c.minX, y: c.minY, width: c.height, height: c.height) : Rect(x: c.maxX - c.height, y: c.minY, width: c.height, height: c.height)
      guard button.contains(point) else { return }
      performContentUpdate { $0.isPlaying.toggle() }
      emit(.accessoryContentChanged(content: content.kind, playing: accessory.content?.isPlaying ?? false))
    case .plus:
      emit(.didTapAccessory(control: .plus))
    case .buttons:
      let first = rightToLeft ? point.x >= c.midX : point.x < c.midX
      emit(.didTapAccessory(control: first ? .first : .second))
    case .image:
      emit(.didTapAccessory(control: .image))
    }
  }

  // MARK: - Time and events

  /// Runs the transitions to `time`; a press held on the strip becomes a long press.
  public mutating func advance(to time: Micros) {
    guard time >= self.time else { return }
    if case .strip(let start)? = press, time >= start + Self.longPress, isTabBarHidden {
      // The long press fires when it reaches its duration, not when the next frame comes.
      press = .bar
      self.time = Swift.max(self.time, start + Self.longPress)
      setTabBarHidden(false, animated: true)
    }
    self.time = time
  }

  /// Whether a transition is still running.
  public var isAnimating: Bool {
    !barMotion.isDone(at: time) || !capsuleFrame.isDone(at: time) || !capsuleAlpha.isDone(at: time)
  }

  private mutating func emit(_ event: Event) { outbox.post(event, at: time) }

  /// The state the trace does not show (transitions in flight, the scroll count, a held press).
  public var hashDescription: String {
    "\(barMotion) \(capsuleFrame) \(capsuleAlpha) \(accumulated) \(String(describing: press)) \(accessory)"
  }
}
