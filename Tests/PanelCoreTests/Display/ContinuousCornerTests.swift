import Foundation
import Testing

@testable import PanelCore

/// A continuous corner bends over 1.6 radii of each edge through a cubic, an arc of the corner's
/// circle and the mirror cubic, joined without a kink; without room it is smoothed less.
@Suite struct ContinuousCornerTests {
  /// A point of the corner at the origin with edges along x (incoming) and y (outgoing).
  static func point(_ q: (back: Double, along: Double)) -> Point { Point(x: -q.back, y: q.along) }

  @Test(arguments: [1.0, 8, 16, 23, 120])
  func theCurveMeetsTheArcAndTheEdgesWithoutAKink(radius: Double) throws {
    let k = ContinuousCorner(radius: radius, budget: 10_000)
    #expect(abs(k.length - 1.6 * radius) < 1e-9, "the smoothing takes 1.6 radii of each edge")
    let centre = Point(x: -radius, y: radius)
    let start = atan2(-1.0, 0) + k.arcStart
    let end = start + k.arcAngle
    let arcStart = Point(x: centre.x + radius * cos(start), y: centre.y + radius * sin(start))
    let arcEnd = Point(x: centre.x + radius * cos(end), y: centre.y + radius * sin(end))
    let c = k.cubic.map(Self.point), m = k.mirroredCubic.map(Self.point)
    #expect(c[0] == Point(x: -k.length, y: 0) && m[3] == Point(x: 0, y: k.length), "it starts and ends on the edges")
    #expect(abs(c[3].x - arcStart.x) < 1e-9 * radius && abs(c[3].y - arcStart.y) < 1e-9 * radius, "the cubic ends where the arc starts")
    #expect(abs(m[0].x - arcEnd.x) < 1e-9 * radius && abs(m[0].y - arcEnd.y) < 1e-9 * radius, "the mirror starts where it ends")
    // The cubic's end tangent is the arc's tangent at its start (perpendicular to the radius).
    let tangent = Point(x: c[3].x - c[2].x, y: c[3].y - c[2].y)
    let toCentre = Point(x: centre.x - c[3].x, y: centre.y - c[3].y)
    #expect(abs(tangent.x * toCentre.x + tangent.y * toCentre.y) < 1e-9 * radius * radius)
    // Its control points lie on the edge, so its curvature starts from 0.
    #expect(c[1].y == 0 && c[2].y == 0 && m[1].x == 0 && m[2].x == 0)
  }

  @Test func aCornerWithoutRoomIsSmoothedLessDownToCircular() {
    let some = ContinuousCorner(radius: 10, budget: 12)
    #expect(some.length == 12 && some.radius == 10, "the smoothing shrinks to the room there is")
    let none = ContinuousCorner(radius: 10, budget: 10)
    #expect(none.length == 10 && abs(none.arcAngle - .pi / 2) < 1e-12, "no room: a quarter circle")
    let clamped = ContinuousCorner(radius: 30, budget: 10)
    #expect(clamped.radius == 10 && clamped.length == 10, "a radius over half the side is clamped, as a circular one")
  }
}
