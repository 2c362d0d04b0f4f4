import Foundation

/// The figures of one continuous corner (CoreAnimation's `.continuous` corner curve, the iOS
/// "squircle"): the corner bends over `length` of each edge instead of `radius`, through a cubic
/// whose curvature grows from 0, an arc of the corner's circle, and the mirror cubic. The figures
/// are Figma's corner smoothing at 60 %, which matches iOS's curve; a corner without room for the
/// smoothing (`length` over `budget`, half the shape's shorter side) is smoothed less, down to a
/// circular one.
///
/// Points are given as (back, along): `back` points before the corner on the incoming edge,
/// `along` points down the outgoing edge, so one set of figures serves every corner.
public struct ContinuousCorner: Sendable {
  /// The arc's radius.
  public let radius: Double
  /// How far along each edge the corner bends.
  public let length: Double
  /// The arc's angle, radians.
  public let arcAngle: Double
  /// The angle from the edge's normal to where the arc starts, radians.
  public let arcStart: Double
  /// The first cubic: its start, its two control points and its end (where the arc starts).
  public let cubic: [(back: Double, along: Double)]

  /// The share of the radius the smoothing adds (iOS's look).
  public static let smoothing = 0.6

  /// How far along each edge a continuous corner of `radius` bends when it has room.
  public static func length(radius: Double) -> Double { (1 + smoothing) * radius }

  /// The corner of `radius` in a shape whose shorter side is `2 × budget`.
  public init(radius r0: Double, budget: Double) {
    let r = Swift.max(0, Swift.min(r0, budget))
    let s = r > 0 ? Swift.max(0, Swift.min(Self.smoothing, budget / r - 1)) : 0
    let p = Swift.min((1 + s) * r, Swift.max(budget, 0))
    let degree = Double.pi / 180
    let arcMeasure = 90 * (1 - s) * degree
    let arcSection = sin(arcMeasure / 2) * r * 2.squareRoot()
    let alpha = (90 * degree - arcMeasure) / 2
    let c = r * tan(alpha / 2) * cos(45 * s * degree)
    let d = c * tan(45 * s * degree)
    let b = (p - arcSection - c - d) / 3
    let a = 2 * b
    radius = r
    length = p
    arcAngle = arcMeasure
    arcStart = alpha
    cubic = [(p, 0), (p - a, 0), (p - a - b, 0), (d + arcSection, d)]
  }

  /// The mirror of the first cubic, from the arc's end to `length` down the outgoing edge.
  public var mirroredCubic: [(back: Double, along: Double)] { cubic.reversed().map { (back: $0.along, along: $0.back) } }
}
