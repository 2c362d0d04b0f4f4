import CSDL2
import PanelCore

/// The host's monotonic clock: the only place session time is read from the machine.
public struct SessionClock {
  private let start = SDL_GetPerformanceCounter()
  private let frequency = Double(SDL_GetPerformanceFrequency())
  /// Session time when the clock started (a session resumed by `panellab dev` goes on from there).
  private let offset: Micros

  /// Starts counting now, from `offset` microseconds of session time.
  public init(startingAt offset: Micros = 0) { self.offset = offset }

  /// Microseconds of session time: the offset plus the time since the clock started.
  public var now: Micros {
    offset + Micros((Double(SDL_GetPerformanceCounter() - start) / frequency * 1_000_000).rounded(.down))
  }
}
