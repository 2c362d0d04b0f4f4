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
  /// `presentationDragIndicator`.
  var dragIndicator = Visibility.automatic
  /// `presentationDetents(_:selection:)`'s binding (nil: none).
  var selection: DetentSelection?

  /// The article of the card the sheet opens from.
  public init() {}

  /// Not a main view.
  public var mainSceneMembers: [(String, JSONValue)] { [] }

  /// SwiftUI's `presentationDetents(_:)`: the heights it rests at (it presents at the smallest).
  /// A `.height` is clamped into 1…16384 points (one that is not a number is left out); no
  /// detent at all is SwiftUI's default, `.large`.
  public func presentationDetents(_ detents: Set<Detent>) -> ArticleSheet {
    let kept = Set(detents.compactMap(\.clamped))
    // Sorted, so a recording never depends on a set's order (the sheet presents at the smallest).
    return with { $0.detents = kept.isEmpty ? [.large] : kept.sorted { $0.order.lexicographicallyPrecedes($1.order) } }
  }
  /// SwiftUI's `presentationDetents(_:selection:)`: the detents, and a binding to the one the
  /// sheet rests at, both ways. A value the program sets springs a presented sheet there (one set
  /// while it is hidden applies once it has presented at its smallest detent); a detent the user
  /// drags it to is written back at the next model step. A value the sheet lacks is ignored.
  public func presentationDetents(_ detents: Set<Detent>, selection: Binding<Detent>) -> ArticleSheet {
    presentationDetents(detents).with { $0.selection = DetentSelection(binding: selection) }
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
    if dragIndicator == .hidden { m.append(.init("prefersGrabberVisible", .bool(false))) }
    return .object(m)
  }

  func with(_ change: (inout ArticleSheet) -> Void) -> ArticleSheet {
    var copy = self
    change(&copy)
    return copy
  }
}

extension ArticleSheet.Detent {
  /// The detent as the scene takes it: a height clamped into its range, nil for one that is not
  /// a number.
  var clamped: Self? {
    guard case .height(let h) = self else { return self }
    return h.isNaN ? nil : .height(CGFloat(h.sceneNumber(in: SheetConfig.Ranges.detentHeight, default: 1)))
  }

  /// A fixed order: heights by their points, then medium, then large.
  fileprivate var order: [Double] {
    switch self {
    case .height(let h): return [0, Double(h)]
    case .medium: return [1, 0]
    case .large: return [2, 0]
    }
  }
}

/// The binding of `presentationDetents(_:selection:)`, kept in the `Sendable` sheet value: its
/// closures are the program's, and PanelLabKit calls them only where the program drives the
/// session, as SwiftUI calls a binding on the main actor.
struct DetentSelection: @unchecked Sendable {
  /// The program's binding.
  let binding: Binding<ArticleSheet.Detent>
}

extension ArticleSheet.Detent {
  /// The detent as PanelLabKit spells it, from the sheet model's.
  init(_ detent: SheetConfig.Detent) {
    switch detent {
    case .large: self = .large
    case .medium: self = .medium
    case .points(let h): self = .height(CGFloat(h))
    }
  }
}
