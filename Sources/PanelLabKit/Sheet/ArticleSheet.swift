import PanelCore

/// What `.sheet(isPresented:)` shows, in place of a SwiftUI view: PanelLab's App Store article
/// (the card's artwork band over its story), with SwiftUI's presentation modifiers.
public struct ArticleSheet: LabView, Sendable {
  /// SwiftUI's `PresentationDetent`.
  public enum Detent: Hashable, Sendable {
    /// The whole height inside the sheet's insets.
    case large
    /// About half of it.
    case medium
    /// `.height(h)`: `h` points.
    case height(CGFloat)

    var json: JSONValue {
      switch self {
      case .large: return .string("large")
      case .medium: return .string("medium")
      case .height(let h): return .number(Double(h))
      }
    }
  }

  /// What the content behind the sheet shows, in place of a `presentationBackground` material.
  public enum Background: String, Hashable, Sendable {
    /// Blurred and dimmed, as behind the App Store's cards.
    case blur
    /// Dimmed only.
    case dim
    /// As it is.
    case none
  }

  var detents: [Detent] = [.large]
  var interactiveDismissDisabled = false
  var background = Background.blur
  var transition: NavigationTransition?
  /// `presentationCornerRadius` (nil: the scene's default).
  var cornerRadius: CGFloat?
  /// `presentationBackgroundInteraction`.
  var backgroundInteraction = PresentationBackgroundInteraction.automatic
  /// `presentationContentInteraction`.
  var contentInteraction = PresentationContentInteraction.automatic

  /// The article of the card the sheet opens from.
  public init() {}

  /// Not a main view.
  public var mainSceneMembers: [(String, JSONValue)] { [] }

  /// SwiftUI's `presentationDetents(_:)`: the heights it rests at (it presents at the smallest).
  public func presentationDetents(_ detents: Set<Detent>) -> ArticleSheet {
    // Sorted, so a recording never depends on a set's order (the sheet presents at the smallest).
    with { $0.detents = detents.sorted { $0.order.lexicographicallyPrecedes($1.order) } }
  }
  /// SwiftUI's `interactiveDismissDisabled(_:)`: swipes and the backdrop are refused (the close
  /// button and Escape still dismiss).
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> ArticleSheet { with { $0.interactiveDismissDisabled = disabled } }
  /// The backdrop, in place of `presentationBackground`.
  public func presentationBackground(_ background: Background) -> ArticleSheet { with { $0.background = background } }
  /// SwiftUI's `navigationTransition(_:)`: the zoom out of a `matchedTransitionSource` card.
  public func navigationTransition(_ transition: NavigationTransition) -> ArticleSheet { with { $0.transition = transition } }

  /// The scene file's `main.sheet`; the keys of presentation modifiers not used are left out, so
  /// a sheet without them records as before.
  var json: JSONValue {
    var m: [JSONValue.Member] = [
      .init("detents", .array(detents.map(\.json))), .init("interactiveDismissDisabled", .bool(interactiveDismissDisabled)),
      .init("backgroundEffect", .string(background.rawValue)),
    ]
    if let cornerRadius { m.append(.init("cornerRadius", .number(Double(cornerRadius)))) }
    if let detent = largestUndimmedDetent { m.append(.init("largestUndimmedDetent", detent.json)) }
    if contentInteraction == .scrolls { m.append(.init("prefersScrollingExpandsWhenScrolledToEdge", .bool(false))) }
    return .object(m)
  }

  func with(_ change: (inout ArticleSheet) -> Void) -> ArticleSheet {
    var copy = self
    change(&copy)
    return copy
  }
}

extension ArticleSheet.Detent {
  /// A fixed order: heights by their points, then medium, then large.
  fileprivate var order: [Double] {
    switch self {
    case .height(let h): return [0, Double(h)]
    case .medium: return [1, 0]
    case .large: return [2, 0]
    }
  }
}
