import Foundation
import PanelCore

/// FloatingPanel's `SurfaceAppearance`: the surface's corner radius, shadows, fill and border,
/// with FloatingPanel's names and defaults. A class, as there, so `let appearance =
/// SurfaceAppearance()` is configured in place; set it again after changing it.
public final class SurfaceAppearance {
  /// FloatingPanel's `SurfaceAppearance.Shadow`, with its defaults.
  public final class Shadow {
    /// Whether this shadow is left out.
    public var hidden = false
    /// The shadow's colour.
    public var color = UIColor.black
    /// Its offset; PanelLab draws only the height (the vertical offset).
    public var offset = CGSize(width: 0, height: 1)
    /// Its opacity, 0…1.
    public var opacity: Float = 0.2
    /// Its blur radius, points.
    public var radius: CGFloat = 3
    /// Its spread; PanelLab does not draw a spread.
    public var spread: CGFloat = 0
    /// A shadow with FloatingPanel's defaults.
    public init() {}
  }

  /// The radius of the surface's corners.
  public var cornerRadius: CGFloat = 0
  /// The shadows; PanelLab draws the first one that is not hidden.
  public var shadows: [Shadow] = [Shadow()]
  /// The surface's fill (nil: transparent).
  public var backgroundColor: UIColor? = .white
  /// The border's colour (nil: no border).
  public var borderColor: UIColor?
  /// The border's width, points.
  public var borderWidth: CGFloat = 0
  /// An appearance with FloatingPanel's defaults.
  public init() {}

  /// The scene's surface with this look; the grabber and spacing keys stay as `base` has them.
  func surface(over base: PanelConfig.Surface) -> PanelConfig.Surface {
    typealias R = PanelConfig.Surface.Ranges
    var s = base
    s.cornerRadius = cornerRadius.sceneNumber(in: R.cornerRadius, default: 0)
    let shadow = shadows.first { !$0.hidden }
    s.shadowOpacity = shadow.map { CGFloat($0.opacity).sceneNumber(in: R.shadowOpacity, default: 0) } ?? 0
    s.shadowRadius = shadow.map { $0.radius.sceneNumber(in: R.shadowRadius, default: 3) } ?? base.shadowRadius
    s.shadowOffset = shadow.map { $0.offset.height.sceneNumber(in: R.shadowOffset, default: 1) } ?? base.shadowOffset
    s.shadowColor = shadow?.color.color
    s.backgroundColor = (backgroundColor ?? .clear).color
    // A nil border colour draws no border in UIKit, whatever the width.
    s.borderWidth = borderColor == nil ? 0 : borderWidth.sceneNumber(in: R.borderWidth, default: 0)
    s.borderColor = borderColor?.color
    return s
  }
}
