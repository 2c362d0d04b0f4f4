extension Composition {
  /// PanelLab's scene, back to front: the panes beside the main view (the sidebar and the event
  /// log draw over the plain surface of the lab panes), the main view's content
  /// (the user's picture, under the feed), the floating panels over it, the tab bar with its accessory capsule, the sheet
  /// (modal in the main view while it is up), the split dividers, the slow-motion badge, and the arena overlay (`A`).
  public static let standard = Composition(
    kinds: [
      DeviceFrame.kind,
      LabPanes.kind,
      SidebarPane.kind,
      EventLogPane.kind,
      InspectorPane.kind,
      MainImage.kind,
      FeedModel.kind,
      PanelModel.kindWithControls,
      TabBarModel.kind,
      SheetModel.kindWithControls,
      SoftwareKeyboard.kind,
      SplitTree.kind,
      TimeControls.kind,
      ArenaOverlay.kind,
    ],
    wiring: Wiring.standard)
}

/// The wiring between PanelLab's components, in one place.
public enum Wiring {
  /// Each row: which component's event becomes which message for which component.
  public static let standard: [Wire] = [
    // A tapped card presents the sheet from the card's frame.
    Wire(\FeedModel.Event.didTapCard, to: SheetModel.self) { .presentFromCard(card: $0.index, frame: $0.frame.window, picture: $0.picture) },
    // While the sheet is up, its card's frame follows the feed, so the sheet zooms back to it.
    Wire(\FeedModel.Event.didMoveHiddenCard, to: SheetModel.self) { .sourceCardMoved(frame: $0.frame.window) },
    // The card hides as the sheet zooms out of it and shows again exactly when it lands back.
    Wire(\SheetModel.Event.willPresent, to: FeedModel.self) { .hideCard($0) },
    Wire(\SheetModel.Event.didDismiss, to: FeedModel.self) { .hideCard(nil) },
    // Scrolling the feed hides the tab bar (60 points down) and shows it again (60 up, or the top).
    Wire(\FeedModel.Event.didScroll, to: TabBarModel.self) { .feedScrolled(offset: $0.offset, delta: $0.delta) },
    // A selected tab shows its own page of the feed, with its own scroll position.
    Wire(\TabBarModel.Event.didSelect, to: FeedModel.self) { .showPage($0.index) },
    // The sidebar's menu brings back a hidden pane.
    Wire(\SidebarPane.Event.restorePane, to: SplitTree.self) { .restorePane(split: $0) },
    // A text field that takes the focus brings up the keyboard; letting it go sends it down.
    Wire(\TextFieldModel.Event.didBeginEditing, to: SoftwareKeyboard.self) { .show },
    Wire(\TextFieldModel.Event.didEndEditing, to: SoftwareKeyboard.self) { .hide },
    // A panel that avoids the keyboard by expanding hears it rise.
    Wire(\SoftwareKeyboard.Event.willShow, to: PanelModel.self) { _ in .keyboardWillShow },
    // The event log shows every event the trace shows, as it happens.
    Wire.everyTracedEvent(to: EventLogPane.self) { .log($0) },
  ]
}
