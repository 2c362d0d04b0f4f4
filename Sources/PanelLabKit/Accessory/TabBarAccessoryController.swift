import Foundation
import PanelCore

/// FloatingAccessoryKit's `TabBarAccessoryController`: the floating capsule over a tab bar, on
/// PanelLab's tab bar model. Get it from `LabSession.floatingAccessoryController`, which puts a tab
/// bar in the session's scene.
public final class TabBarAccessoryController {
  /// FloatingAccessoryKit's `Position`: where the capsule sits across the bar.
  public struct Position: Hashable, Sendable {
    /// The model's position.
    let model: AccessoryConfig.Position
    /// At the leading edge (alignment 0).
    public static let leading = Position(model: .leading)
    /// Centred (alignment 0.5).
    public static let center = Position(model: .center)
    /// At the trailing edge (alignment 1), the default.
    public static let trailing = Position(model: .trailing)
  }

  /// What the capsule shows, in place of a `UIView`: one of PanelLab's accessory contents.
  public enum ContentView: String, Hashable, Sendable {
    /// A square plus button.
    case plus
    /// A now-playing capsule, wider than tall from its title.
    case nowPlaying
    /// Two square buttons side by side.
    case buttons
  }

  /// What `performContentUpdate` may change in the content.
  public struct ContentUpdate: Hashable, Sendable {
    /// The now-playing title.
    public var title: String
    /// Whether it is playing (a paused title reads "Paused · …").
    public var isPlaying: Bool
  }

  /// UIKit's `UITabBarController.MinimizeBehavior` (iOS 26): whether scrolling the feed hides the
  /// tab bar. PanelLab's bar follows the feed's scrolling by hand: 60 points the hiding way hide it,
  /// 60 back show it.
  public enum MinimizeBehavior: Hashable, Sendable {
    /// The system decides: PanelLab's tab bar hides on a scroll down in the scene's accessory
    /// style, as in its scene files.
    case automatic
    /// Scrolling never hides the bar; only `setTabBarHidden` does.
    case never
    /// Scrolling down minimises the bar, scrolling back up (or reaching the top) expands it; the
    /// accessory goes inline beside the minimised bar, as iOS 26 places a tab accessory.
    case onScrollDown
    /// Scrolling up minimises the bar, scrolling back down expands it; the accessory goes inline.
    case onScrollUp
  }

  /// UIKit's `UITabAccessory.Environment` (the trait `tabAccessoryEnvironment`): where the
  /// accessory is shown now.
  public enum Environment: Hashable, Sendable {
    /// Not shown (no content, or hidden).
    case none
    /// Above the tab bar (or the safe area's bottom while the bar is hidden).
    case regular
    /// Inside the minimised tab bar's row, beside it.
    case inline
  }

  unowned let session: LabSession

  init(session: LabSession) { self.session = session }

  private var model: TabBarModel? { session.scene.component(TabBarModel.self) }

  /// The content installed, if any.
  public var contentView: ContentView? { model?.accessory.content.flatMap { ContentView(rawValue: $0.kind.rawValue) } }
  /// Where the capsule sits (kept without content).
  public var position: Position { Position(model: model?.accessory.position ?? .trailing) }
  /// Whether the capsule is hidden (kept without content).
  public var isHidden: Bool { model?.accessory.isHidden ?? false }
  /// Whether the tab bar is hidden.
  public var isTabBarHidden: Bool { model?.isTabBarHidden ?? false }
  /// The capsule's frame in the main view now (zero without content).
  public var capsuleFrame: CGRect {
    guard let model, model.accessory.content != nil else { return .zero }
    let r = model.capsule
    return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
  }
  /// The tab bar's frame in the main view now.
  public var tabBarFrame: CGRect {
    guard let r = model?.barFrame else { return .zero }
    return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
  }

  /// UIKit's `tabBarMinimizeBehavior`: whether a scroll of the feed hides (minimises) the tab bar,
  /// the scene's `main.tabBar.hideOnScroll`. `.onScrollDown` and `.onScrollUp` (iOS 26 behaviours)
  /// minimise it with the accessory inline (the scene's `main.accessory.style`); `.never` turns
  /// PanelLab's built-in hiding off, so a scroll policy of your own that calls `setTabBarHidden`
  /// alone decides. A change mid-session is a `set` of each key.
  public var tabBarMinimizeBehavior: MinimizeBehavior {
    get {
      switch model?.config.scrollHiding ?? .down {
      case .never: return .never
      case .up: return .onScrollUp
      case .down: return minimizeBehaviorSet == .onScrollDown ? .onScrollDown : .automatic
      }
    }
    set {
      minimizeBehaviorSet = newValue
      let hiding: TabBarConfig.ScrollHiding = newValue == .never ? .never : newValue == .onScrollUp ? .up : .down
      if model?.config.scrollHiding != hiding {
        session.setScene("main.tabBar.hideOnScroll", hiding == .up ? .string("up") : .bool(hiding == .down))
      }
      if newValue == .onScrollDown || newValue == .onScrollUp { setAccessoryStyle(.inline) }
    }
  }
  /// The behaviour last set (`.automatic` and `.onScrollDown` both hide on a scroll down).
  private var minimizeBehaviorSet: MinimizeBehavior?

  /// Where the accessory is shown now: inline beside a minimised bar, regular, or not at all.
  public var tabAccessoryEnvironment: Environment {
    guard let model, model.isCapsuleShown else { return .none }
    return model.accessoryConfig?.style == .inline && model.isTabBarHidden ? .inline : .regular
  }

  /// Puts `style` into the scene's `main.accessory`, keeping the content a program installed. Any
  /// `set` of the accessory starts the controller afresh from the config (model version 11's
  /// replay), so the one `set` also writes the live content, position and hidden flag as the
  /// config's starting state, and a measured update (a title, paused) follows in the same step.
  /// A scene without an accessory gets one that starts empty (`"content": null`).
  private func setAccessoryStyle(_ style: AccessoryConfig.Style) {
    guard let model, model.accessoryConfig?.style != style else { return }
    let live = model.accessory
    let kept = session.scene.config.json.value(at: "main.accessory")?.members ?? []
    let written = ["content", "position", "hidden", "style"]
    session.setScene(
      "main.accessory",
      .object(
        kept.filter { !written.contains($0.key) } + [
          .init("content", live.content.map { .string($0.kind.rawValue) } ?? .null),
          .init("position", .string(live.position.rawValue)), .init("hidden", .bool(live.isHidden)),
          .init("style", .string(style.rawValue)),
        ]))
    if let content = live.content, content != AccessoryContent(content.kind, picture: content.picture) {
      call("performContentUpdate", .object(["title": .string(content.title), "isPlaying": .bool(content.isPlaying)]), false)
    }
  }

  /// Installs `view`, moving to `position` when given; never changes `isHidden`. Unanimated
  /// before the session's first input or `advance` (a set-up, as `addPanel` before it), the
  /// content is where the scene starts, so the window can still be opened on it.
  public func setContentView(_ view: ContentView, position: Position? = nil, animated: Bool = false) {
    if !session.hasStarted && !animated {
      var start: [JSONValue.Member] = [.init("content", .string(view.rawValue))]
      if let position { start.append(.init("position", .string(position.model.rawValue))) }
      return setStartingAccessory(start)
    }
    var members: [JSONValue.Member] = [.init("setContent", .string(view.rawValue))]
    if let position { members.append(.init("position", .string(position.model.rawValue))) }
    members.append(.init("animated", .bool(animated)))
    session.feed(.command(ComponentID("tabBar"), .object(members)))
  }

  /// Removes the content, keeping the position and the hidden state.
  public func removeContent(animated: Bool = false) { call("removeContent", .bool(true), animated) }

  /// Moves the capsule (only stored without content); unanimated before the session starts,
  /// where it starts.
  public func setPosition(_ position: Position, animated: Bool = false) {
    if !session.hasStarted && !animated { return setStartingAccessory([.init("position", .string(position.model.rawValue))]) }
    call("setPosition", .string(position.model.rawValue), animated)
  }

  /// Hides or shows the capsule (only stored without content); unanimated before the session
  /// starts, how it starts.
  public func setHidden(_ hidden: Bool, animated: Bool = false) {
    if !session.hasStarted && !animated { return setStartingAccessory([.init("hidden", .bool(hidden))]) }
    call("setHidden", .bool(hidden), animated)
  }

  /// The scene's `main.accessory` with `members` in place of its own: a set-up call's effect
  /// before the session runs, which the recording's header then carries. A scene without an
  /// accessory gets one that starts empty (`"content": null`), as the key's default is a plus.
  private func setStartingAccessory(_ members: [JSONValue.Member]) {
    var kept = session.scene.config.json.value(at: "main.accessory")?.members ?? [.init("content", .null)]
    let replaced = Set(members.map(\.key))
    kept.removeAll { replaced.contains($0.key) }
    session.setScene("main.accessory", .object(kept + members))
  }

  /// Changes the content and measures it again in one animated transaction (none under Reduce
  /// Motion); without content the closure runs and nothing else happens.
  public func performContentUpdate(animated: Bool = true, _ update: (inout ContentUpdate) -> Void) {
    guard let content = model?.accessory.content else {
      var scratch = ContentUpdate(title: "", isPlaying: true)
      update(&scratch)
      return
    }
    var value = ContentUpdate(title: content.title, isPlaying: content.isPlaying)
    update(&value)
    call("performContentUpdate", .object(["title": .string(value.title), "isPlaying": .bool(value.isPlaying)]), animated)
  }

  /// Hides or shows the tab bar; the capsule moves in the same transaction.
  public func setTabBarHidden(_ hidden: Bool, animated: Bool = false) { call("setTabBarHidden", .bool(hidden), animated) }

  private func call(_ name: String, _ value: JSONValue, _ animated: Bool) {
    session.feed(.command(ComponentID("tabBar"), .object([.init(name, value), .init("animated", .bool(animated))])))
  }
}
