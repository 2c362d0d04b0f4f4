import CSDL2
import PanelCore

/// The host's monotonic clock: the only place session time is read from the machine.
public struct SessionClock {
  private let start = SDL_GetPerformanceCounter()
  private let frequency = Double(SDL_GetPerformanceFrequency())

  /// Starts counting now.
  public init() {}

  /// Microseconds since the clock started.
  public var now: Micros {
    Micros((Double(SDL_GetPerformanceCounter() - start) / frequency * 1_000_000).rounded(.down))
  }
}
