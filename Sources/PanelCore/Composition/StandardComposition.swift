extension Composition {
  /// PanelLab's scene, back to front: the panes beside the main view, the main view's content
  /// (the feed), the floating panels over it, and the split dividers over everything. The sheet and
  /// the tab bar with its accessory join here, between the panels and the dividers, with their
  /// rows in `Wiring.standard`.
  public static let standard = Composition(
    kinds: [
      LabPanes.kind,
      FeedModel.kind,
      PanelModel.kind,
      SplitTree.kind,
    ],
    wiring: Wiring.standard)
}

/// The wiring between PanelLab's components, in one place.
public enum Wiring {
  /// Each row: which component's event becomes which message for which component. The feed and
  /// the panels do not talk to each other; the sheet (a tapped card presents it) and the tab bar
  /// (feed scrolling hides it) add the first rows.
  public static let standard: [Wire] = []
}
