extension PanelConfig.Surface {
  /// The ranges the scene file's `surface` numbers accept, in one place so the file's reader and
  /// PanelLabKit (which clamps a Swift program's values into them) cannot drift apart.
  public enum Ranges {
    /// `cornerRadius`, points.
    public static let cornerRadius = 0.0...500
    /// `shadowOpacity`.
    public static let shadowOpacity = 0.0...1
    /// `shadowRadius`, points.
    public static let shadowRadius = 0.0...200
    /// `shadowOffset` (y) and `shadowOffsetX`, points.
    public static let shadowOffset = -200.0...200
    /// `shadowSpread`, points.
    public static let shadowSpread = -200.0...200
    /// How many `shadows` a surface may have.
    public static let shadows = 8
    /// `borderWidth`, points.
    public static let borderWidth = 0.0...50
    /// Each side of `grabberHandleSize`, points.
    public static let grabberHandleSide = 0.0...500
    /// `grabberHandlePadding`, points.
    public static let grabberHandlePadding = 0.0...500
    /// `grabberAreaOffset`, points.
    public static let grabberAreaOffset = 0.0...500
    /// Each side of `margins` and `padding`, points (what every insets object of the file takes).
    public static let inset = ConfigObject.insetRange
  }
}
