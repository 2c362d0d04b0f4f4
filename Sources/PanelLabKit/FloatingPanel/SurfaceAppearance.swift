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
    /// Its offset.
    public var offset = CGSize(width: 0, height: 1)
    /// Its opacity, 0…1.
    public var opacity: Float = 0.2
    /// Its blur radius, points.
    public var radius: CGFloat = 3
    /// How far it grows on every side before the blur (negative: shrinks).
    public var spread: CGFloat = 0
    /// A shadow with FloatingPanel's defaults.
    public init() {}

    /// The scene's shadow for this one, each number clamped into its key's range.
    var surfaceShadow: SurfaceShadow {
      typealias R = PanelConfig.Surface.Ranges
      let plain = SurfaceShadow()
      var s = plain
      // Opaque black is the scene's default shadow colour, left out of the scene.
      s.color = color.color == .black ? nil : color.color
      // The Float's shortest decimal: FloatingPanel's 0.2 is 0.2, not 0.2000000029802322.
      s.opacity = CGFloat(Double(opacity.description) ?? .nan).sceneNumber(in: R.shadowOpacity, default: plain.opacity)
      s.radius = radius.sceneNumber(in: R.shadowRadius, default: plain.radius)
      s.offsetX = offset.width.sceneNumber(in: R.shadowOffset, default: plain.offsetX)
      s.offset = offset.height.sceneNumber(in: R.shadowOffset, default: plain.offset)
      s.spread = spread.sceneNumber(in: R.shadowSpread, default: plain.spread)
      return s
    }
  }

  /// The radius of the surface's corners.
  public var cornerRadius: CGFloat = 0
  /// How the corners bend; an unknown curve's name draws circular corners, as CoreAnimation does.
  public var cornerCurve = CALayerCornerCurve.circular
  /// The shadows, the first drawn on top; hidden ones are left out.
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
    s.cornerCurve = cornerCurve == .continuous ? .continuous : .circular
    // The scene holds at most `R.shadows`; more would draw under them, barely seen.
    s.shadows = shadows.filter { !$0.hidden }.prefix(R.shadows).map(\.surfaceShadow)
    // The theme's white is the scene's default fill, left out of the scene.
    let fill = (backgroundColor ?? .clear).color
    s.backgroundColor = fill == Theme.surface ? nil : fill
    // A nil border colour draws no border in UIKit, whatever the width.
    s.borderWidth = borderColor == nil ? 0 : borderWidth.sceneNumber(in: R.borderWidth, default: 0)
    // The separator grey is the scene's default border colour, left out of the scene, so a
    // border exported from a scene without a colour gives that scene back.
    s.borderColor = borderColor.map(\.color).flatMap { $0 == Theme.separator ? nil : $0 }
    return s
  }
}
