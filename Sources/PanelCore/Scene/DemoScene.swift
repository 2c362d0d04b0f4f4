/// The built-in scene used when no scene file is given: it shows every component there is, in
/// nested split views (the sidebar beside the main view over the event log).
public enum DemoScene {
  /// The demo scene's JSON text (also a starting point for users' own scenes).
  public static let json = """
    {
      "window": {"width": 1280, "height": 800},
      "layout": {
        "split": {
          "id": "sidebar", "orientation": "horizontal", "position": 0.18,
          "draggableRange": {"normalized": [0.12, 0.35]}, "dragToHide": "primary", "doubleClickToClose": "primary",
          "hideMode": "restore", "prioritySide": "primary"
        },
        "primary": {"view": "sidebar"},
        "secondary": {
          "split": {
            "id": "log", "orientation": "vertical", "position": 0.78,
            "draggableRange": {"normalized": [0.5, 0.9]}, "dragToHide": "secondary", "doubleClickToClose": "secondary",
            "hideMode": "boundary", "prioritySide": "secondary", "divider": "handle"
          },
          "primary": {"view": "main"},
          "secondary": {"view": "events"}
        }
      },
      "sidebar": {
        "scenes": ["demo.json", "lab.json", "maps.json", "app-store.json", "accessory.json", "splits.json", "floatingpanel-test.json", "your-app.json"],
        "groups": [{"title": "Conflicts", "scenes": ["../conflicts/fp-76-carousel-in-panel.json", "../conflicts/fp-76-fixed-outside-controls.json", "../conflicts/fp-12-page-view-in-panel.json", "../conflicts/fp-446-slider-in-panel.json", "../conflicts/fp-446-slider-track-touch-area.json", "../conflicts/fp-317-tap-slips-into-pan.json", "../conflicts/fp-533-controls-keep-their-touches.json", "../conflicts/fp-516-keyboard-in-panel.json", "../conflicts/fp-327-tabs-track-scroll-view.json", "../conflicts/fp-55-rotation-layout-per-width.json", "../conflicts/fp-320-panel-in-panel.json", "../conflicts/fp-320-nested-panel-refuses-drag.json", "../conflicts/fp-432-stacked-panels.json", "../conflicts/fp-30-scrolled-list-hands-off-to-panel.json", "../conflicts/pm-82-reorder-against-dismiss.json", "../conflicts/swiftui-background-interaction.json", "../conflicts/ffios-16612-scroll-expands-sheet-first.json", "../conflicts/ffios-16612-scroll-at-detent.json"]}],
        "current": "demo.json"
      },
      "main": {
        "feed": {"cards": 24},
        "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
        "panels": [{
          "id": "maps", "position": "bottom", "initialState": "half",
          "crossAxisLength": 400,
          "behavior": {"allowsRubberBanding": ["top", "bottom"]},
          "backdropAlpha": {"full": 0.3},
          "surface": {"cornerRadius": 16, "shadowOpacity": 0.22, "shadowRadius": 10, "margins": {"left": 16}},
          "content": {"kind": "list", "rows": 30, "title": "Search Maps"}
        }],
        "sheet": {},
        "tabBar": {"tabs": ["Today", {"title": "Games", "feed": {"cards": 10}}, "Apps", "Search"]},
        "accessory": {"content": "nowPlaying", "position": "trailing"}
      }
    }
    """

  /// The demo scene, parsed.
  public static var config: SceneConfig {
    // The text is a compile-time constant checked by the tests, so parsing cannot fail here.
    try! SceneConfig.parse(json)
  }
}
