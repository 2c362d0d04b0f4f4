/// A component whose state reads as one typed value: what the inspector shows and what a test
/// compares whole, so no reader looks into the component's private phases or its trace JSON.
public protocol SnapshotProviding: SceneComponent {
  /// The component's state as a plain value, in its own coordinates.
  associatedtype Snapshot: Hashable, Sendable
  /// The state now.
  var snapshot: Snapshot { get }
}
