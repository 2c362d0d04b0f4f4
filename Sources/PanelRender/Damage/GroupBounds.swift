import CCairo
import PanelCore

/// The whole device pixels an opacity group's commands can touch, so the group is made only that
/// large: a zooming sheet's group is its shadow and its card, not the frame.
///
/// The group's contents are transparent everywhere else, so compositing the smaller group at the
/// same opacity gives the same pixels (the clip is a pixel-aligned box, which cairo cuts exactly,
/// and the group's own origin does not matter: a frame drawn in parts makes groups of every
/// origin and size and gives a whole frame's pixels). A group that reads what it holds (a
/// backdrop inside it) is left at full size: its blur would read the group's edge instead of the
/// transparent pixels past it.
enum GroupBounds {
  /// The position of the `.popOpacity` that closes the `.pushOpacity` at `push` (the end of the
  /// list when unclosed).
  static func end(of push: Int, in commands: [DisplayCommand]) -> Int {
    var depth = 0
    for i in (push + 1)..<commands.count {
      switch commands[i] {
      case .pushOpacity: depth += 1
      case .popOpacity:
        if depth == 0 { return i }
        depth -= 1
      default: break
      }
    }
    return commands.count
  }

  /// The pixels `commands` (what a group holds) can touch when drawn into `cr` as it is now, cut
  /// to its clip (`displayScale`: the frame's pixels per point); nil when they read what is
  /// drawn, so the group must stay whole.
  static func pixels(of commands: ArraySlice<DisplayCommand>, cr: OpaquePointer, displayScale: Double) -> PixelRect? {
    let nodes = DisplayNode.nodes(Array(commands))
    guard !nodes.contains(where: \.reads) else { return nil }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    // Only scales and translations are ever built (`Transform`); anything else keeps the group whole.
    guard m.xy == 0, m.yx == 0, m.xx == m.yy, m.xx > 0 else { return nil }
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    cairo_restore(cr)
    let clip = DeviceBox(minX: x0, minY: y0, maxX: x1, maxY: y1)
    let context = DeviceContext(scale: m.xx, x: m.x0, y: m.y0, clip: clip, displayScale: displayScale)
    let box = nodes.reduce(DeviceBox.empty) { $0.union(Damage.bounds($1, context)) }.intersection(clip)
    guard !box.isEmpty else { return PixelRect(x: Int(x0), y: Int(y0), width: 0, height: 0) }
    return box.snapped()
  }
}
