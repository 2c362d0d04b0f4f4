/// Undo and redo: what one edit of the inspector changed.
extension InspectorPane {
  /// One edit, for undo and redo: the keys it changed (a spring form's number changes two).
  public struct Edit: Hashable, Sendable {
    /// One key's change.
    public struct Change: Hashable, Sendable {
      /// The key path.
      public var path: String
      /// The value before.
      public var old: JSONValue
      /// The value after.
      public var new: JSONValue
    }
    /// The keys changed, in the order they were set.
    public var changes: [Change]
  }
}
