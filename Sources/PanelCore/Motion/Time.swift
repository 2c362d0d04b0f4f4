/// Session time in integer microseconds, the unit of every recording and trace.
public typealias Micros = Int64

extension Micros {
  /// Microseconds in one second.
  public static let perSecond: Micros = 1_000_000

  /// This time in seconds.
  public var seconds: Double { Double(self) / 1_000_000 }

  /// The time `seconds` from zero, rounded to the microsecond.
  public static func fromSeconds(_ seconds: Double) -> Micros {
    Micros((seconds * 1_000_000).rounded())
  }
}
