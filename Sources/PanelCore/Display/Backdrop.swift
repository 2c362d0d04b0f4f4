/// The background of a modal surface: what lies under `shape`, crossfaded by `opacity` toward a
/// blurred copy of itself (blurred by `blurRadius`) with `dim` laid over the copy.
public struct Backdrop: Hashable, Sendable {
  /// The area it covers.
  public var shape: RoundedRect
  /// Blur radius in points (σ = radius / 2).
  public var blurRadius: Double
  /// How much of the dimmed blurred copy shows, 0…1.
  public var opacity: Double
  /// The colour laid over the blurred copy.
  public var dim: Color
  /// Positions of commands before it in the same command list (top level) that show through
  /// its unblurred part but are left out of its blurred copy: a card zooming under a sheet,
  /// so the frost is made once per presentation instead of at every frame of the zoom (as
  /// iOS frosts what lies behind the expanding card, not the card).
  public var unblurred: [Range<Int>]

  /// Creates a backdrop.
  public init(shape: RoundedRect, blurRadius: Double, opacity: Double, dim: Color, unblurred: [Range<Int>] = []) {
    self.shape = shape
    self.blurRadius = blurRadius
    self.opacity = opacity
    self.dim = dim
    self.unblurred = unblurred
  }
}
