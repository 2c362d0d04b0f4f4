/// What a program's delegate decided for the panel's next decisions, in place of the rules of its
/// config: FloatingPanel lets a delegate change a release's target, refuse a drag and decide a
/// removal. Each arrives as a `command` input just before the input it applies to.
public struct PanelAnswers: Hashable, Sendable {
  /// The state the next release settles in (`floatingPanelWillEndDragging` changed the target).
  public var targetState: PanelState?
  /// Whether the next release removes the panel (`floatingPanel(_:shouldRemoveAt:with:)`), when
  /// removal is enabled.
  public var removes: Bool?
  /// Whether the press in progress may not start a drag (`floatingPanelShouldBeginDragging` said
  /// no); a new press clears it.
  public var refusesDrag = false

  /// No answers: the config's rules decide.
  public init() {}
}
