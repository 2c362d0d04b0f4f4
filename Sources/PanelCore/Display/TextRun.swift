/// A run of text laid out in a box.
public struct TextRun: Hashable, Sendable {
  /// Horizontal placement inside the box.
  public enum Alignment: String, Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
  }

  /// Weight of the font.
  public enum Weight: String, Hashable, Sendable {
    /// Regular.
    case regular
    /// Bold.
    case bold
  }

  /// The text.
  public var string: String
  /// The box it is laid out in; text that does not fit is ellipsised.
  public var frame: Rect
  /// Font size in points.
  public var size: Double
  /// Font weight.
  public var weight: Weight
  /// Text colour.
  public var color: Color
  /// Horizontal alignment.
  public var alignment: Alignment
  /// Maximum number of lines (1 = single line).
  public var maxLines: Int

  /// Creates a text run.
  public init(
    _ string: String, frame: Rect, size: Double, weight: Weight = .regular, color: Color = .black,
    alignment: Alignment = .leading, maxLines: Int = 1
  ) {
    self.string = string
    self.frame = frame
    self.size = size
    self.weight = weight
    self.color = color
    self.alignment = alignment
    self.maxLines = maxLines
  }
}
