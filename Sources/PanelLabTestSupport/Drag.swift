import PanelCore

/// Milliseconds as session time, so scripts read `ms(16)` rather than `16_000`.
public func ms(_ milliseconds: Int64) -> Micros { milliseconds * 1000 }

/// The pointer path of a steady drag, as the suites script them.
public enum Drag {
  /// `moves` points evenly spaced from `from` (excluded) to `to` (included).
  public static func points(from: Point, to: Point, moves: Int) -> [Point] {
    guard moves > 0 else { return [] }
    return (1...moves).map { i in
      let f = Double(i) / Double(moves)
      return Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }
  }
}

extension Scene {
  /// Sends one input at `time`, as a recording line would.
  public mutating func send(_ time: Micros, _ event: InputEvent) throws(ConfigError) {
    try handle(TimedInput(time, event))
  }

  /// Presses at `from` at `start`, moves to `to` in `moves` steps of `every`, and lets go there
  /// (`release: false` keeps the press held); returns the time of the last input.
  @discardableResult
  public mutating func drag(
    from: Point, to: Point, moves: Int = 5, at start: Micros = 0, every: Micros = 8000, clicks: Int = 1, release: Bool = true
  ) throws(ConfigError) -> Micros {
    var t = start
    try send(t, .pointerDown(from, button: .left, clicks: clicks))
    for point in Drag.points(from: from, to: to, moves: moves) {
      t += every
      try send(t, .pointerMove(point))
    }
    guard release else { return t }
    t += every
    try send(t, .pointerUp(to, button: .left))
    return t
  }

  /// A scene from JSON text, at `size` (the scene's window when nil).
  public static func make(_ text: String, size: Size? = nil, scale: Double = 1, composition: Composition = .standard) throws -> Scene {
    Scene(config: try SceneConfig.parse(text), size: size, scale: scale, composition: composition)
  }
}
