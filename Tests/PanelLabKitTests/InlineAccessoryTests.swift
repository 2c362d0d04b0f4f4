import Foundation
import PanelCore
import PanelLabKit
import Testing

/// iOS 26's tab bar minimise behaviours on PanelLab's bar: `.onScrollDown` and `.onScrollUp`
/// minimise it on the feed's scroll and put FloatingAccessoryKit's accessory inline beside it (the
/// scene's `main.accessory.style`), and the session replays without the program.
@Suite struct InlineAccessoryTests {
  /// An iPhone-sized main view (safe bottom 34) with the plus at trailing.
  func session() -> (LabSession, TabBarAccessoryController) {
    let s = LabSession(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 2)
    let a = s.floatingAccessoryController
    a.setContentView(.plus, position: .trailing)
    return (s, a)
  }

  func scroll(_ s: LabSession, _ dy: CGFloat) {
    s.wheel(at: CGPoint(x: 187, y: 300), delta: CGVector(dx: 0, dy: dy))
    s.advance(by: 0.5)
  }

  @Test func onScrollDownMinimisesTheBarWithTheAccessoryInline() {
    let (s, a) = session()
    a.tabBarMinimizeBehavior = .onScrollDown
    #expect(a.tabBarMinimizeBehavior == .onScrollDown)
    #expect(a.tabAccessoryEnvironment == .regular)
    let regular = a.capsuleFrame
    #expect(abs(regular.maxY - (667 - 34 - 49 - 8)) < 0.001, "8 above the bar")
    scroll(s, 100)
    #expect(a.isTabBarHidden)
    #expect(a.tabAccessoryEnvironment == .inline)
    // The minimised bar is 64 wide at the safe area's leading edge, 8 in; the accessory takes the
    // rest of the row, 8 past it and 8 inside the trailing edge, at the bar's 48-point height.
    #expect(a.tabBarFrame == CGRect(x: 8, y: 667 - 34 - 8 - 48, width: 64, height: 48))
    #expect(a.capsuleFrame == CGRect(x: 80, y: 667 - 34 - 8 - 48, width: 375 - 8 - 80, height: 48))
    scroll(s, -100)
    #expect(!a.isTabBarHidden && a.tabAccessoryEnvironment == .regular)
    #expect(a.capsuleFrame == regular, "back above the expanded bar")
    #expect(a.contentView == .plus, "the style change kept the installed content")
  }

  @Test func onScrollUpMinimisesOnTheWayUpAndExpandsOnTheWayDown() {
    let (s, a) = session()
    a.tabBarMinimizeBehavior = .onScrollUp
    #expect(a.tabBarMinimizeBehavior == .onScrollUp)
    scroll(s, 300)
    #expect(!a.isTabBarHidden, "the way down does not minimise it")
    scroll(s, -50)
    #expect(!a.isTabBarHidden, "under 60 points")
    scroll(s, -20)
    #expect(a.isTabBarHidden && a.tabAccessoryEnvironment == .inline, "60 points up")
    scroll(s, 70)
    #expect(!a.isTabBarHidden, "60 points back down expand it")
  }

  @Test func automaticKeepsTheFloatingStyle() {
    let (s, a) = session()
    a.tabBarMinimizeBehavior = .automatic
    scroll(s, 100)
    #expect(a.isTabBarHidden)
    #expect(a.tabAccessoryEnvironment == .regular, "it floats 8 above the safe bottom")
    #expect(abs(a.capsuleFrame.maxY - (667 - 34 - 8)) < 0.001)
  }

  @Test func theAccessoryEnvironmentIsNoneWithoutShownContent() {
    let (s, a) = session()
    a.setHidden(true)
    #expect(a.tabAccessoryEnvironment == .none)
    a.setHidden(false)
    a.removeContent()
    #expect(a.tabAccessoryEnvironment == .none)
    withExtendedLifetime(s) {}
  }

  @Test func aStyleSetBeforeTheSessionStartsIsInTheHeaderAndReplays() throws {
    let s = LabSession(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 2)
    let a = s.floatingAccessoryController
    a.tabBarMinimizeBehavior = .onScrollUp
    a.setContentView(.nowPlaying)
    scroll(s, 200)
    scroll(s, -100)
    #expect(a.isTabBarHidden)
    let text = s.recordingText
    let recording = try Recording.parse(text)
    #expect(recording.scene.value(at: "main.accessory.style")?.string == "inline")
    #expect(recording.scene.value(at: "main.tabBar.hideOnScroll")?.string == "up")
    var replayer = try Replayer(recording, fps: 60, scale: 2)
    while try replayer.next() != nil {}
    let bar = try #require(replayer.scene.component(TabBarModel.self))
    #expect(bar.isTabBarHidden && bar.accessory.content?.kind == .nowPlaying)
    #expect(CGRect(x: bar.capsule.x, y: bar.capsule.y, width: bar.capsule.width, height: bar.capsule.height) == a.capsuleFrame)
  }

  @Test func theSceneRefusesAnotherScrollDirection() {
    #expect(throws: ConfigError.self) { try SceneConfig.parse(#"{"main": {"tabBar": {"hideOnScroll": "sideways"}}}"#) }
  }
}
