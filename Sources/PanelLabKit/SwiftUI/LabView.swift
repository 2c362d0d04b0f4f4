import Foundation
import PanelCore

/// A view PanelLab can show, in place of SwiftUI's `View`: the Today feed, a colour, the user's
/// picture, or a panel's content kind. It is not SwiftUI: these are PanelLab's own views, and the
/// panel modifiers apply to them.
public protocol LabView {
  /// The main view's part of the scene file (`main` members), when this view is the main view.
  var mainSceneMembers: [(String, JSONValue)] { get }
}

/// PanelLab's Today feed of cards.
public struct TodayFeed: LabView, Sendable {
  /// The number of cards.
  public var cards: Int
  /// The cards that zooms come out of (`matchedTransitionSource(id:in:)`).
  var transitionSources: Set<NavigationTransition> = []
  /// A feed of `cards` cards.
  public init(cards: Int = 12) { self.cards = cards }
  /// The feed.
  public var mainSceneMembers: [(String, JSONValue)] { [("feed", .object(["cards": .number(Double(cards))]))] }
}

/// A plain colour filling the main view (PanelLab's background).
public struct Color: LabView, Sendable {
  /// A blue, as the guide's example uses.
  public static let blue = Color()
  /// The colour.
  public init() {}
  /// Nothing but the background.
  public var mainSceneMembers: [(String, JSONValue)] { [] }
}

/// The user's picture (PNG or SVG) filling the main view.
public struct Image: LabView {
  /// The file's path.
  public var path: String
  /// The picture at `path`.
  public init(_ path: String) { self.path = path }
  /// The picture as the main view's image.
  public var mainSceneMembers: [(String, JSONValue)] { [("image", .string(path))] }
}

extension PanelLabContent: LabView {
  /// Content is not a main view.
  public var mainSceneMembers: [(String, JSONValue)] { [] }
}

/// What hosts a view, in place of `UIHostingController`: the main view (a panel is added to it)
/// or a panel's content.
public final class LabHostingController<Content: LabView> {
  /// The hosted view.
  public var rootView: Content
  /// The session whose main view this is (nil for a panel's content).
  let session: LabSession?

  init(rootView: Content, session: LabSession?) {
    self.rootView = rootView
    self.session = session
  }

  /// Presents `controller` modally, as `present(_:animated:)` presents a FloatingPanelController
  /// (`LabSession.present(_:animated:completion:)`).
  public func present(_ controller: FloatingPanelController, animated: Bool, completion: (() -> Void)? = nil) {
    guard let session else { return }
    session.present(controller, animated: animated, completion: completion)
  }
}

extension FloatingPanelController {
  /// Adds the panel to the main view that `parent` hosts.
  public func addPanel<Main>(toParent parent: LabHostingController<Main>, at viewIndex: Int = -1, animated: Bool = false, completion: (() -> Void)? = nil) {
    guard let session = parent.session else { return }
    addPanel(toParent: session, at: viewIndex, animated: animated, completion: completion)
  }

  /// FloatingPanel's `set(contentViewController:)`: shows the content `controller` hosts, with a
  /// list of its own that the panel does not track unless the content asks for it
  /// (`floatingPanelScrollTracking(proxy:)`) or the code calls `track(scrollView:)`.
  public func set<Content>(contentViewController controller: LabHostingController<Content>?) {
    guard let view = controller?.rootView as? PanelContentView, let content = view.panelLabContent else { return }
    install(content)
    apply()
    view.didBecomeContent(of: self)
  }
}
