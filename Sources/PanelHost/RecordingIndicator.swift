import PanelCore

/// The red dot that shows a recording is running.
enum RecordingIndicator {
  static func draw(into list: inout DisplayList) {
    let r = Rect(x: list.size.width - 30, y: 14, width: 14, height: 14)
    list.append(.shadow(RoundedRect(r, radius: 7), Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 1), blur: 4)))
    list.fill(r, radius: 7, Color(hex: 0xFF3B30))
  }
}
