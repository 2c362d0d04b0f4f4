/// Commands that move together: a card, a list row. Coordinates are relative to the frame's origin.
public struct Layer: Hashable, Sendable {
  /// What the layer is (with its content, the identity of its cached pixels).
  public var key: String
  /// Where the layer goes; its size bounds what it draws.
  public var frame: Rect
  /// The layer's commands, relative to `frame.origin`.
  public var commands: [DisplayCommand]
  /// Whether the layer covers every pixel of its frame with opaque paint, so it can replace
  /// what lies under it instead of blending over it.
  public var opaque: Bool
  /// Radius of the layer's rounded corners (0: square), like CALayer's `cornerRadius` with
  /// `masksToBounds`: the content is cut to the rounded frame.
  public var cornerRadius: Double
  /// Whether the layer's pixels are made at the display's scale, as if no transform enclosed it,
  /// and the enclosing transforms scale those pixels (Core Animation's backing store under a
  /// zoom). Without it the layer is drawn sharp at the scale it is shown at. The scene decides,
  /// so a zoom's pixels are the same whatever a rasterizer happens to keep.
  public var scalesSnapshot: Bool

  /// Creates a layer.
  public init(
    key: String, frame: Rect, opaque: Bool = false, cornerRadius: Double = 0, scalesSnapshot: Bool = false,
    commands: [DisplayCommand]
  ) {
    self.key = key
    self.frame = frame
    self.opaque = opaque
    self.cornerRadius = cornerRadius
    self.scalesSnapshot = scalesSnapshot
    self.commands = commands
  }
}
