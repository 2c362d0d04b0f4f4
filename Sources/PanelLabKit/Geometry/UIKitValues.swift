import Foundation

/// UIKit's `UIEdgeInsets`: insets from each edge, in points (Foundation lacks it on Linux).
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets with UIKit's argument order.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's `UIRectEdge`: a set of rectangle edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// The set with these bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// CoreGraphics' `CGVector`: a two-dimensional vector (Foundation lacks it on Linux).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// A vector with these components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)
}
