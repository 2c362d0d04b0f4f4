import Foundation
import PanelLabKit

/// What an example's session did, line by line: delegate calls, events and states, in order.
public final class ExampleLog {
  /// The lines so far, as `swift run NAME` prints them.
  public private(set) var lines: [String] = []
  /// Whether each line is printed as it comes (in the window, where the run has no end to wait for).
  public var echoes = false

  /// Objects the run needs alive as long as its log (delegates, which controllers hold weakly).
  private var kept: [AnyObject] = []

  /// An empty log.
  public init() {}

  /// Keeps `object` alive with the log.
  func keep(_ object: AnyObject) { kept.append(object) }

  /// Adds `message`.
  public func callAsFunction(_ message: String) {
    lines.append(message)
    // Written at once, unbuffered, so each line shows as it comes, also through a pipe.
    if echoes { FileHandle.standardOutput.write(Data((message + "\n").utf8)) }
  }
}

/// A point rounded to one decimal, as the examples print positions.
func describe(_ p: CGPoint) -> String { "(\(round1(p.x)), \(round1(p.y)))" }
/// A rectangle rounded to one decimal.
func describe(_ r: CGRect) -> String { "x \(round1(r.minX)) y \(round1(r.minY)) w \(round1(r.width)) h \(round1(r.height))" }
/// A number rounded to one decimal.
func round1(_ v: CGFloat) -> Double { (Double(v) * 10).rounded() / 10 }
