/// Which picture each of a video writer's buffers holds, and the damage of the last few pictures,
/// so a buffer is brought up to the next picture by converting only what it lacks.
///
/// A buffer that held the last picture lacks only the new damage. One that held an older
/// picture also lacks the damage of the pictures since: converting that from the new frame is
/// right too (outside the new damage, the new frame's pixels are the last picture's), and while
/// that damage is small it is cheaper than copying the last picture's planes over the buffer.
struct PictureHistory {
  /// What to do to a buffer before the new frame is converted into it.
  enum Plan: Equatable {
    /// Convert the whole frame.
    case whole
    /// Convert these rectangles over what the buffer holds.
    case convert([PixelRect])
    /// Copy the last picture over the buffer, then convert these rectangles.
    case copyLast(then: [PixelRect])
  }

  /// Pixels in a frame.
  let framePixels: Int
  /// How many pictures' damage is kept.
  let depth: Int
  /// The picture (its count from 0) each buffer last held, by buffer.
  private var held: [Int: Int] = [:]
  /// The damage of the last `depth` pictures, oldest first, each with its count.
  private var recent: [(picture: Int, damage: [PixelRect])] = []
  /// Pictures recorded so far.
  private(set) var count = 0

  /// About how many times a pixel's conversion costs its copy: a buffer is brought up by
  /// conversion only while what it lacks is under the cost of a copy.
  static let conversionToCopyCost = 4

  /// A history for frames of `framePixels` pixels that keeps `depth` pictures' damage.
  init(framePixels: Int, depth: Int) {
    self.framePixels = framePixels
    self.depth = depth
  }

  /// How to bring `buffer` up to the next picture, which differs from the last in `damage`
  /// (nil: not known).
  func plan(for buffer: Int, damage: [PixelRect]?) -> Plan {
    guard let damage, count > 0 else { return .whole }
    guard let was = held[buffer] else { return .copyLast(then: damage) }
    if was == count - 1 { return .convert(damage) }
    guard let first = recent.first, first.picture <= was + 1 else { return .copyLast(then: damage) }
    let lacking = recent.filter { $0.picture > was }.flatMap(\.damage)
    let area = lacking.reduce(0) { $0 + $1.area }
    return area * Self.conversionToCopyCost <= framePixels ? .convert(damage + lacking) : .copyLast(then: damage)
  }

  /// Notes that `buffer` now holds the next picture, which differs from the last in `damage`.
  mutating func record(_ buffer: Int, damage: [PixelRect]) {
    held[buffer] = count
    recent.append((count, damage))
    if recent.count > depth { recent.removeFirst() }
    count += 1
  }
}
