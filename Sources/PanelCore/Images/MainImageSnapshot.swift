extension MainImage: SnapshotProviding {
  /// The user's picture's state as one value.
  public struct Snapshot: Hashable, Sendable {
    /// The picture and how it fills the view.
    public var picture: Picture
    /// The main view's size, from the last layout.
    public var size: Size
  }

  /// The state now.
  public var snapshot: Snapshot { Snapshot(picture: picture, size: size) }
}
