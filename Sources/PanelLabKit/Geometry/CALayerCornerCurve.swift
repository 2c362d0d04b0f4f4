import Foundation

/// CoreAnimation's `CALayerCornerCurve` (Foundation lacks it on Linux), for
/// `SurfaceAppearance.cornerCurve`: `.circular` or `.continuous`, with CoreAnimation's raw values.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// CoreAnimation's name of the curve.
  public let rawValue: String
  /// A curve with CoreAnimation's name `rawValue` (only `circular` and `continuous` exist).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Quarter-circle corners.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// iOS's smoother corners, which bend over more of each edge.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
