/// Geometry: where the lines, the plot and each control's row and track sit in the pane.
extension InspectorPane {
  /// The content's height: every control and the hint under them.
  var contentHeight: Double { rowFrame(of: controls.count).y + 40 }
  var maxScroll: Double { Swift.max(0, contentHeight - size.height) }

  /// Where the controls begin: under the live values and the plot.
  var controlsTop: Double { 36 + Double(Swift.max(lineSlots, 6)) * Self.lineHeight + 8 + Self.plotHeight + 16 }

  /// The frame of control row `i`.
  func rowFrame(of i: Int) -> Rect {
    Rect(x: 14, y: controlsTop + Double(i) * Self.rowHeight, width: Swift.max(0, size.width - 28), height: Self.rowHeight)
  }

  /// The part of row `i` that takes the pointer: a slider's track, a choice's segments, a switch.
  func trackFrame(of i: Int) -> Rect? {
    guard i < controls.count else { return nil }
    let row = rowFrame(of: i)
    switch controls[i].kind {
    case .slider, .choice: return Rect(x: row.x, y: row.y + 16, width: row.width, height: 14)
    case .toggle: return Rect(x: row.maxX - 36, y: row.y + 4, width: 36, height: 22)
    }
  }

  /// A point of the pane in the scrolled content's coordinates.
  func content(_ p: Point) -> Point { Point(x: p.x, y: p.y + scrollOffset) }

  func control(at p: Point) -> (Int, Rect)? {
    for i in controls.indices {
      guard let track = trackFrame(of: i) else { continue }
      // A little slack above and below, so a quick grab of a thin track still lands.
      if Rect(x: track.x - 6, y: track.y - 6, width: track.width + 12, height: track.height + 12).contains(p) { return (i, track) }
    }
    return nil
  }

  /// A hand over the controls.
  public func cursor(at point: Point, press: PointerPress?) -> Cursor {
    press != nil || control(at: content(point)) != nil ? .hand : .arrow
  }
}
