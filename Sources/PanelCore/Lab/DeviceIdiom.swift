/// Whether a simulated screen is a phone's or a tablet's (UIKit's `userInterfaceIdiom`), read off
/// its size in points: a shorter side of 700 pt or more (the iPad mini's is 744) is an iPad's, a
/// shorter one (the largest phone's is 440) a phone's.
public enum DeviceIdiom: String, Hashable, Sendable {
  /// An iPhone.
  case phone
  /// An iPad.
  case pad

  /// The idiom of a screen of `size` points, whichever way up.
  public init(screen size: Size) {
    self = Swift.min(size.width, size.height) >= 700 ? .pad : .phone
  }
}
