import PanelLabKit

// FloatingAccessoryKit's README usage: a plus button at trailing, a `performContentUpdate` that
// changes what the accessory shows in one measured transaction, and a scroll policy that hides
// the tab bar while the feed scrolls down and shows it when it scrolls back up (iOS 18); then
// iOS 26's `tabBarMinimizeBehavior = .onScrollDown`, with the accessory inline.

/// The README's scroll policy: scrolling toward the end hides the tab bar, back shows it.
public final class HideTabBarOnScrollDown {
  let accessory: TabBarAccessoryController
  let log: ExampleLog

  /// A policy driving `accessory`'s tab bar.
  public init(accessory: TabBarAccessoryController, log: ExampleLog) {
    self.accessory = accessory
    self.log = log
  }

  /// The feed scrolled by `deltaY` points (positive: toward the end).
  public func scrollViewDidScroll(by deltaY: CGFloat) {
    let hide = deltaY > 0
    guard hide != accessory.isTabBarHidden else { return }
    log("scroll \(deltaY > 0 ? "down" : "up"): setTabBarHidden(\(hide), animated: true)")
    accessory.setTabBarHidden(hide, animated: true)
  }
}

/// The accessory over the Today feed and its tab bar.
public func accessoryExample() -> ExampleRun {
  let insets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: insets, scale: 3)
  let log = ExampleLog()
  let accessory = session.floatingAccessoryController
  accessory.setContentView(.plus, position: .trailing, animated: false)
  log("plus at \(accessory.position == .trailing ? "trailing" : "?"): capsule \(describe(accessory.capsuleFrame))")

  accessory.setContentView(.nowPlaying, position: .center, animated: true)
  session.advance(by: 0.6)
  log("now playing at center: capsule \(describe(accessory.capsuleFrame))")
  accessory.performContentUpdate(animated: true) { content in
    content.title = "A Much Longer Song Title"
    content.isPlaying = true
  }
  session.advance(by: 0.1)
  log("performContentUpdate, mid-way: capsule width \(round1(accessory.capsuleFrame.width))")
  session.advance(by: 0.6)
  log("performContentUpdate, settled: capsule width \(round1(accessory.capsuleFrame.width))")

  // The iOS 18 sample's own policy decides, so PanelLab's built-in hiding (iOS 26's
  // `.onScrollDown`) is turned off.
  accessory.tabBarMinimizeBehavior = .never
  let policy = HideTabBarOnScrollDown(accessory: accessory, log: log)
  let feed = CGPoint(x: 195, y: 400)
  for delta: CGFloat in [120, 120, -80] {
    session.wheel(at: feed, delta: CGVector(dx: 0, dy: delta))
    policy.scrollViewDidScroll(by: delta)
    session.advance(by: 0.5)
    log("tab bar \(accessory.isTabBarHidden ? "hidden" : "shown"): capsule bottom at y \(round1(accessory.capsuleFrame.maxY))")
  }

  // iOS 26: the README's advice, `tabBarMinimizeBehavior = .onScrollDown`. The bar minimises as
  // the feed scrolls down and the accessory goes inline beside it; back up, both expand again.
  accessory.tabBarMinimizeBehavior = .onScrollDown
  for delta: CGFloat in [120, -120] {
    session.wheel(at: feed, delta: CGVector(dx: 0, dy: delta))
    session.advance(by: 0.5)
    log("onScrollDown, scrolled \(delta > 0 ? "down" : "up"): bar \(describe(accessory.tabBarFrame)), accessory \(accessory.tabAccessoryEnvironment) \(describe(accessory.capsuleFrame))")
  }
  return ExampleRun(session: session, log: log)
}

/// For the window: the now-playing accessory over the feed with iOS 26's
/// `tabBarMinimizeBehavior = .onScrollDown`, so a wheel down minimises the bar with the accessory
/// inline beside it and a wheel back up expands both.
public func accessoryInlineSetup(log: ExampleLog) -> LabSession {
  let session = LabSession(size: CGSize(width: 390, height: 844), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 3)
  let accessory = session.floatingAccessoryController
  accessory.setContentView(.nowPlaying, position: .center, animated: false)
  accessory.tabBarMinimizeBehavior = .onScrollDown
  log("now playing at center, tabBarMinimizeBehavior .onScrollDown: scroll the feed down")
  return session
}
