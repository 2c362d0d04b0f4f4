import Foundation
import PanelCore
import PanelLabKit
import Testing

/// FloatingAccessoryKit's controller rules on PanelLab's tab bar: state kept without content,
/// hidden content installs hidden, one transaction per update, and the session replays.
@Suite struct AccessoryControllerTests {
  func session() -> LabSession {
    LabSession(size: CGSize(width: 375, height: 667), safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), scale: 2)
  }

  @Test func theControllerIsTheSameObjectAndStartsEmpty() {
    let s = session()
    let a = s.floatingAccessoryController
    #expect(a === s.floatingAccessoryController)
    #expect(a.contentView == nil && a.position == .trailing && !a.isHidden)
    #expect(a.capsuleFrame == .zero)
    #expect(a.tabBarFrame.maxY == 667)
  }

  @Test func aContentSetUpBeforeTheSessionRunsIsWhereTheSceneStarts() throws {
    let s = session()
    let a = s.floatingAccessoryController
    a.setContentView(.nowPlaying, position: .center)
    a.tabBarMinimizeBehavior = .onScrollDown
    // A set-up, as addPanel before the first input: the window can still be opened on it.
    #expect(!s.hasStarted)
    #expect(a.contentView == .nowPlaying && a.position == .center)
    #expect(abs(a.capsuleFrame.midX - 187.5) < 0.001, "there at once")
    let header = try Recording.parse(s.recordingText).scene
    #expect(header.value(at: "main.accessory.content")?.string == "nowPlaying")
    #expect(header.value(at: "main.accessory.position")?.string == "center")
    #expect(!s.recordingText.contains("setContent"), "no command line")
    // An animated call animates from the first frame, so it is a command even before the start.
    a.setPosition(.leading, animated: true)
    #expect(s.hasStarted && s.recordingText.contains("setPosition"))
  }

  @Test func positionAndHiddenAreStoredWithoutContentAndKeptByRemoval() {
    let s = session()
    let a = s.floatingAccessoryController
    a.setPosition(.center)
    a.setHidden(true)
    #expect(a.capsuleFrame == .zero, "nothing renders without content")
    a.setContentView(.plus)
    #expect(a.isHidden, "hidden content installs hidden")
    #expect(a.position == .center)
    a.setHidden(false)
    s.advance(by: 0.5)
    #expect(abs(a.capsuleFrame.midX - 187.5) < 0.001)
    a.removeContent()
    #expect(a.contentView == nil)
    #expect(a.position == .center && !a.isHidden)
  }

  @Test func trailingSitsEightPointsInsideTheSafeArea() {
    let s = session()
    let a = s.floatingAccessoryController
    a.setContentView(.plus, position: .trailing)
    #expect(a.capsuleFrame.maxX == 367)
    #expect(a.capsuleFrame.width == a.capsuleFrame.height, "plus is square")
    a.setPosition(.leading, animated: true)
    s.advance(by: 0.1)
    #expect(a.capsuleFrame.minX > 8 && a.capsuleFrame.maxX < 367, "on its way")
    s.advance(by: 0.5)
    #expect(a.capsuleFrame.minX == 8)
  }

  @Test func aContentUpdateIsMeasuredAgainInOneAnimatedTransaction() {
    let s = session()
    let a = s.floatingAccessoryController
    a.setContentView(.nowPlaying)
    let before = a.capsuleFrame.width
    a.performContentUpdate { $0.title = "A Much Longer Title Than Before" }
    s.advance(by: 0.1)
    let during = a.capsuleFrame.width
    s.advance(by: 0.5)
    let after = a.capsuleFrame.width
    #expect(before < during && during < after)
    var ran = false
    a.removeContent()
    a.performContentUpdate { _ in ran = true }
    #expect(ran, "without content the closure still runs")
  }

  @Test func hidingTheTabBarLowersTheCapsule() {
    let s = session()
    let a = s.floatingAccessoryController
    a.setContentView(.plus)
    let shown = a.capsuleFrame.maxY
    a.setTabBarHidden(true, animated: true)
    s.advance(by: 1)
    #expect(a.isTabBarHidden)
    #expect(abs(a.capsuleFrame.maxY - (667 - 34 - 8)) < 1e-9)
    #expect(a.capsuleFrame.maxY > shown)
  }

  @Test func aSessionOfCallsReplaysWithoutTheProgram() throws {
    let s = session()
    let a = s.floatingAccessoryController
    s.advance(by: 0.2)
    a.setContentView(.nowPlaying, position: .center, animated: true)
    s.advance(by: 0.3)
    a.performContentUpdate { $0.isPlaying = false }
    a.setTabBarHidden(true, animated: true)
    s.advance(by: 1)
    let recording = try Recording.parse(s.recordingText)
    var replayer = try Replayer(recording, fps: 60, scale: 2)
    while try replayer.next() != nil {}
    let replayed = try #require(replayer.scene.component(TabBarModel.self))
    #expect(replayed.accessory.description == "accessory(nowPlaying false center false)")
    #expect(replayed.isTabBarHidden)
    #expect(CGRect(x: replayed.capsule.x, y: replayed.capsule.y, width: replayed.capsule.width, height: replayed.capsule.height) == a.capsuleFrame)
  }

  @Test func tabBarMinimizeBehaviorNeverKeepsTheBarUpWhileTheFeedScrollsDown() {
    let behaviors: [(TabBarAccessoryController.MinimizeBehavior, Bool)] = [(.automatic, true), (.onScrollDown, true), (.never, false)]
    for (behavior, hides) in behaviors {
      let s = session()
      let a = s.floatingAccessoryController
      a.setContentView(.plus)
      a.tabBarMinimizeBehavior = behavior
      #expect(a.tabBarMinimizeBehavior == behavior)
      s.wheel(at: CGPoint(x: 187, y: 300), delta: CGVector(dx: 0, dy: 200))
      s.advance(by: 1)
      #expect(a.isTabBarHidden == hides, "\(behavior)")
      #expect(a.contentView == .plus, "the edit keeps the content")
    }
  }

  @Test func turningScrollHidingOffMidSessionRecordsAndReplays() throws {
    let s = session()
    let a = s.floatingAccessoryController
    a.setContentView(.nowPlaying)
    s.wheel(at: CGPoint(x: 187, y: 300), delta: CGVector(dx: 0, dy: 200))
    s.advance(by: 1)
    #expect(a.isTabBarHidden, "PanelLab's bar hides on a scroll down by default")
    a.setTabBarHidden(false, animated: false)
    a.tabBarMinimizeBehavior = .never
    s.wheel(at: CGPoint(x: 187, y: 300), delta: CGVector(dx: 0, dy: 200))
    s.advance(by: 1)
    #expect(!a.isTabBarHidden)
    #expect(a.contentView == .nowPlaying)
    a.setTabBarHidden(true, animated: true)
    s.advance(by: 1)
    #expect(a.isTabBarHidden, "setTabBarHidden still works")
    let recording = try Recording.parse(s.recordingText)
    #expect(s.recordingText.contains("main.tabBar.hideOnScroll"))
    var replayer = try Replayer(recording, fps: 60, scale: 2)
    var hiddenChanges: [Bool] = []
    while let output = try replayer.next() {
      if case .event(let e) = output, let event = e.event as? TabBarModel.Event, case .tabBarHiddenChanged(let hidden) = event {
        hiddenChanges.append(hidden)
      }
    }
    #expect(hiddenChanges == [true, false, true], "hidden by the scroll, shown by the call, hidden by the call")
    #expect(replayer.scene.component(TabBarModel.self)?.config.hideOnScroll == false)
  }
}
