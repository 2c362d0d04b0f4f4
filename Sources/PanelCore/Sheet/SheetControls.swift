/// Where the sheet's controls lie (`main.sheet.controls`), and the composition row that puts them
/// right above the sheet: they are offered a press before the sheet, which then contends for its
/// vertical drag beside them, as a presented sheet's pan recognizer does beside a control's.
extension SheetModel {
  /// The composition row: a sheet when the scene names `main.sheet`, followed by its controls.
  public static let kindWithControls = ComponentKind(layoutPhase: .floating, reads: SheetModel.keys) { config in
    SheetModel.kind.make(config).flatMap { component -> [any SceneComponent] in
      guard let sheet = component as? SheetModel else { return [component] }
      return [sheet] + sheet.config.controls.indices.map { i in ControlHost(.sheet, index: i).make(sheet.config.controls[i]) }
    }
  }

  /// Each control's frame in the main view's coordinates now, stacked across the article under
  /// its app row and scrolling with it (nil while the sheet shows no article).
  public var controlFrames: [Rect]? {
    guard motion != .hidden, let content else { return nil }
    let viewport = contentViewport(in: geometry.restFrame(detent))
    let map = restToNow
    var y = viewport.y + content.controlsTop - scroll.offset
    return config.controls.map { control in
      defer { y += control.height }
      return map.applied(to: Rect(x: viewport.x, y: y, width: viewport.width, height: control.height))
    }
  }

  /// The article's viewport now, which cuts the controls.
  public var controlViewport: Rect { restToNow.applied(to: contentViewport(in: geometry.restFrame(detent))) }

  /// Whether `point` lies on one of the controls where they show.
  func isOnControl(_ point: Point) -> Bool {
    guard let frames = controlFrames, contentOpacity > 0, controlViewport.contains(point), look.frame.contains(point) else { return false }
    return frames.contains { $0.contains(point) }
  }
}
