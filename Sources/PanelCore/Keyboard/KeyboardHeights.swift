/// The software keyboard's height on a screen, with where each number comes from. Apple publishes
/// none (apps read `keyboardFrameEndUserInfoKey`); these are third-party measurements of the
/// keyboard with its QuickType bar (what a text field shows), its frame including the bottom
/// safe area, as UIKit reports it.
public enum KeyboardHeights {
  /// One row of the table: the height and its source.
  public struct Entry: Hashable, Sendable {
    /// Points from the screen's bottom edge to the keyboard's top.
    public var height: Double
    /// Where the number comes from.
    public var source: String
  }

  /// The keyboard for a screen of `size` points held as `size` says (wider than tall: landscape).
  public static func entry(for size: Size) -> Entry {
    let short = Swift.min(size.width, size.height)
    let long = Swift.max(size.width, size.height)
    let landscape = size.width > size.height
    if DeviceIdiom(screen: size) == .pad {
      // iPad mini, iPad Pro 11-inch and anything as large.
      return landscape
        ? Entry(height: 410, source: "estimate, iPad landscape ~400-420 pt (no published number)")
        : Entry(height: 320, source: "estimate, iPad portrait ~310-330 pt (no published number)")
    }
    if long <= 736 {
      // Phones with a Home button (iPhone SE: 375 × 667; Plus: 414 × 736).
      if landscape { return Entry(height: 200, source: "162 pt keys (zoul/ios-keyboards) + 38 pt QuickType bar, estimate") }
      return short >= 414
        ? Entry(height: 271, source: "414 × 736, measured in app code (devpolant/SwiftyComponents UIScreen+Keyboard.swift)")
        : Entry(height: 260, source: "216 pt keys (zoul/ios-keyboards) + 44 pt QuickType bar; 258-260 in app code")
    }
    // Face ID phones: the same keys, plus the bottom safe area (keymanapp/keyman issue 2003).
    if landscape { return Entry(height: 209, source: "estimate, Face ID phone landscape ~200-210 pt (no published number)") }
    return short >= 414
      ? Entry(height: 346, source: "414/428/440 pt wide Face ID phones, measured in app code (devpolant/SwiftyComponents)")
      : Entry(height: 336, source: "375/390/393/402 pt wide Face ID phones, measured in app code (devpolant/SwiftyComponents)")
  }
}
