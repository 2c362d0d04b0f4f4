import Foundation
import PanelCore

/// UIKit's `UIColor` as a value (PanelLab has no UIKit), so a `SurfaceAppearance`'s colours are
/// written as in FloatingPanel code: `.white`, `UIColor(white:alpha:)`, `withAlphaComponent(_:)`.
public struct UIColor: Hashable, Sendable {
  /// The colour PanelLab draws.
  let color: PanelCore.Color

  /// UIKit's `init(red:green:blue:alpha:)`, components in 0…1 (others are clamped into it, and a
  /// component that is not a number is 0, so no colour can stop the program or the drawing).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func part(_ v: CGFloat) -> Double { v.sceneNumber(in: 0...1, default: 0) }
    color = PanelCore.Color(r: part(red), g: part(green), b: part(blue), a: part(alpha))
  }

  /// The UIKit colour of a colour PanelLab draws.
  init(_ color: PanelCore.Color) { self.init(red: color.r, green: color.g, blue: color.b, alpha: color.a) }

  /// UIKit's `init(white:alpha:)`: a grey.
  public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

  /// UIKit's `withAlphaComponent(_:)`: the same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: color.r, green: color.g, blue: color.b, alpha: alpha)
  }

  /// `color` as `#RRGGBBAA`, the scene file's way of writing a colour.
  static func hex(_ color: PanelCore.Color) -> String {
    let parts = [color.r, color.g, color.b, color.a].map { UInt8(($0.clamped(to: 0...1) * 255).rounded()) }
    return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// UIKit's 50% grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// UIKit's red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// UIKit's blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// The light-mode system background, PanelLab's surface white.
  public static let systemBackground = UIColor.white
}
