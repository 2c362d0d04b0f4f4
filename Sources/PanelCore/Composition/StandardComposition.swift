extension Composition {
  /// PanelLab's scene, back to front: the panes beside the main view (the sidebar and the event
  /// log draw over the plain surface of the lab panes), the main view's content
  /// (the user's picture, under the feed), the floating panels over it, the tab bar with its accessory capsule, the sheet
  /// (modal in the main view while it is up), the split dividers, and the slow-motion badge.
  public static let standard = Composition(
    kinds: [
      DeviceFrame.kind,
      LabPanes.kind,
      SidebarPane.kind,
      EventLogPane.kind,
      InspectorPane.kind,
      MainImage.kind,
      FeedModel.kind,
      PanelModel.kind,
      TabBarModel.kind,
      SheetModel.kind,
      SplitTree.kind,
      TimeControls.kind,
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
    // Scrolling the feed hides the tab bar (60 points down) and shows it again (60 up, or the top).
    Wire(from: "feed", on: "didScroll", to: "tabBar") { FeedScrolled($0) },
    // A selected tab shows its own page of the feed, with its own scroll position.
    Wire(from: "tabBar", on: "didSelect", to: "feed") { ShowPage($0) },
    // The sidebar's menu brings back a hidden pane.
    Wire(from: "sidebar", on: "restorePane", to: "split") { RestorePane($0) },
    // The event log shows every event the trace shows, as it happens.
    Wire(from: Wire.any, on: Wire.any, to: "events") { LogEvent($0) },
  ]
}
