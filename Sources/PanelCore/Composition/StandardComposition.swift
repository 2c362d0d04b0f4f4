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
      SheetModel.kind,
      SplitTree.kind,
    ],
    wiring: Wiring.standard)
}

/// The wiring between PanelLab's components, in one place.
public enum Wiring {
  /// Each row: which component's event becomes which message for which component.
  public static let standard: [Wire] = [
    // A tapped card presents the sheet from the card's frame.
    Wire(from: "feed", on: "didTapCard", to: "sheet") { PresentFromCard($0) },
    // While the sheet is up, its card's frame follows the feed, so the sheet zooms back to it.
    Wire(from: "feed", on: "didMoveHiddenCard", to: "sheet") { SourceCardMoved($0) },
    // The card hides as the sheet zooms out of it and shows again exactly when it lands back.
    Wire(from: "sheet", on: "willPresent", to: "feed") { HideCard(index: $0[field: "source"]?.number.map { Int($0) }) },
    Wire(from: "sheet", on: "didDismiss", to: "feed") { _ in HideCard(index: nil) },
  ]
}
