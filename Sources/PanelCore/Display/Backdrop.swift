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

  /// Creates a backdrop.
  public init(shape: RoundedRect, blurRadius: Double, opacity: Double, dim: Color) {
    self.shape = shape
    self.blurRadius = blurRadius
    self.opacity = opacity
    self.dim = dim
  }
}
