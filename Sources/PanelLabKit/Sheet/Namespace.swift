/// SwiftUI's `Namespace` (`@Namespace var namespace`): what ties a zoom's source card to the sheet
/// that zooms out of it. Each namespace is its own, as each `@Namespace` is.
@propertyWrapper
public struct Namespace: Sendable {
  /// SwiftUI's `Namespace.ID`.
  public struct ID: Hashable, Sendable {
    let token: ObjectIdentifier
  }

  private final class Token: Sendable {}
  private let token = Token()

  /// A new namespace.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { ID(token: ObjectIdentifier(token)) }
}

/// SwiftUI's `NavigationTransition`, reduced to the zoom the App Store's sheet makes.
public struct NavigationTransition: Hashable, Sendable {
  /// The source's id and namespace.
  let sourceID: Int
  let namespace: Namespace.ID

  /// SwiftUI's `.zoom(sourceID:in:)`: out of the card whose `matchedTransitionSource(id:in:)` is
  /// `sourceID` in `namespace`, and back into it.
  public static func zoom(sourceID: Int, in namespace: Namespace.ID) -> NavigationTransition {
    NavigationTransition(sourceID: sourceID, namespace: namespace)
  }
}

extension TodayFeed {
  /// SwiftUI's `matchedTransitionSource(id:in:)`: card `id` (its index in the feed) is the source
  /// of a zoom with that id in `namespace`.
  public func matchedTransitionSource(id: Int, in namespace: Namespace.ID) -> TodayFeed {
    var copy = self
    copy.transitionSources.insert(NavigationTransition(sourceID: id, namespace: namespace))
    return copy
  }
}
