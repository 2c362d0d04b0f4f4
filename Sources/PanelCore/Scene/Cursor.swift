/// The pointer shape a component asks for where the pointer is.
public enum Cursor: String, Hashable, Sendable {
  /// The ordinary arrow.
  case arrow
  /// A pointing hand, over things that react to a click.
  case hand
  /// Left-right arrows, over vertical dividers.
  case resizeHorizontal
  /// Up-down arrows, over horizontal dividers.
  case resizeVertical
}
