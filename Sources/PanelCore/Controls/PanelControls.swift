/// Where a panel's controls lie, and the composition row that puts each control right above its
/// panel (so a panel stacked higher covers a lower panel's controls as it covers the panel).
extension PanelModel {
  /// The composition row: each panel of `main.panels[]`, bottom-most first, followed by the
  /// controls of its content.
  public static let kindWithControls = ComponentKind(layoutPhase: .floating, reads: PanelModel.keys) { config in
    PanelModel.kind.make(config).flatMap { component -> [any SceneComponent] in
      guard let panel = component as? PanelModel else { return [component] }
      return [panel] + panel.config.content.controls.indices.map { i in
        ControlHost(.panel(panel.config.id), index: i, nestedIn: panel.nestedIn).make(panel.config.content.controls[i])
      }
    }
  }

  /// The height the controls stacked above the list take together.
  public var controlsLength: Double { config.content.controls.reduce(0) { $0 + ($1.afterRow == nil ? $1.height : 0) } }

  /// The height the controls inside the list add to it.
  public var listControlsLength: Double { config.content.controls.reduce(0) { $0 + ($1.afterRow == nil ? 0 : $1.height) } }

  /// The list's scrolled length: its rows and the controls inside it.
  public var listContentLength: Double { Double(config.content.rows) * config.content.rowHeight + listControlsLength }

  /// How far the controls inside the list push row `row` down.
  func rowShift(_ row: Int) -> Double {
    config.content.controls.reduce(0) { $0 + ($1.afterRow.map { $0 <= row } == true ? $1.height : 0) }
  }

  /// Each control's frame in container coordinates: stacked under the header (above it for a top
  /// panel, whose header is at its bottom), across the content box; or inside the list after its
  /// `afterRow` rows, moving with the list's offset.
  public var controlFrames: [Rect] {
    let c = contentFrame
    let h = config.content.header
    var y = config.position == .top ? c.maxY - h - controlsLength : c.y + h
    let controls = config.content.controls
    let list = listFrame ?? c
    return controls.indices.map { i in
      let control = controls[i]
      guard let after = control.afterRow else {
        defer { y += control.height }
        return Rect(x: c.x, y: y, width: c.width, height: control.height)
      }
      // Below its rows and the list's controls before it.
      let above = controls[..<i].reduce(0) { $0 + ($1.afterRow.map { $0 <= after } == true ? $1.height : 0) }
        + controls[(i + 1)...].reduce(0) { $0 + ($1.afterRow.map { $0 < after } == true ? $1.height : 0) }
      let top = list.y + Double(after) * config.content.rowHeight + above - content.offset
      return Rect(x: c.x, y: top, width: c.width, height: control.height)
    }
  }

  /// The rectangle that cuts control `index`: the list's viewport for a control inside the list.
  func controlViewport(_ index: Int) -> Rect? {
    config.content.controls[index].afterRow == nil ? nil : listFrame
  }

  /// Whether `point` lies on one of the controls where it shows (and not on the grabber band,
  /// which always drags).
  func isOnControl(_ point: Point) -> Bool {
    guard !grabberArea.contains(point) else { return false }
    return controlFrames.indices.contains { controlFrames[$0].contains(point) && controlViewport($0)?.contains(point) != false }
  }
}
