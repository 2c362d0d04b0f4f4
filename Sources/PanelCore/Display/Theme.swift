/// The palette every component draws with, after iOS's system colours in light mode.
public enum Theme {
  /// Window and grouped background.
  public static let background = Color(hex: 0xF2F2F7)
  /// Card and panel surfaces.
  public static let surface = Color.white
  /// Primary text.
  public static let label = Color(hex: 0x000000)
  /// Secondary text.
  public static let secondaryLabel = Color(r: 0.235, g: 0.235, b: 0.263, a: 0.6)
  /// Hairlines between rows.
  public static let separator = Color(r: 0.235, g: 0.235, b: 0.263, a: 0.18)
  /// The sidebar's tinted background, as a source list's.
  public static let sidebar = Color(hex: 0xE8E8ED)
  /// Buttons and selection.
  public static let tint = Color(hex: 0x007AFF)
  /// Light fill behind buttons and fields.
  public static let fill = Color(r: 0.463, g: 0.463, b: 0.502, a: 0.12)
  /// The grabber on panels and sheets.
  public static let grabber = Color(r: 0.76, g: 0.77, b: 0.76)
  /// The soft card shadow.
  public static let cardShadow = Shadow(color: Color(r: 0, g: 0, b: 0, a: 0.16), offset: Point(x: 0, y: 6), blur: 18)
}
