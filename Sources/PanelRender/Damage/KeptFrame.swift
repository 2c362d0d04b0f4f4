import PanelCore

/// A frame's pixels kept with the display list they show, so the next list redraws only the
/// pixels it changes (`Damage`), clipped to whole-pixel rectangles, and the pixels come out as a
/// full redraw would draw them.
///
/// It draws with one rasterizer throughout. When that rasterizer drew anything else in between,
/// or the scale, size or background changed, or damage tracking is off, the next frame is
/// drawn whole.
public final class KeptFrame {
  /// The frame's pixels.
  public let bitmap: Bitmap
  /// The rasterizer that draws every frame here.
  public let rasterizer: Rasterizer
  /// Whether frames redraw only what changed (`--no-damage` turns it off).
  public var tracksDamage: Bool
  /// The rectangles the last frame redrew (the whole frame when drawn whole; none when unchanged).
  public private(set) var damage: [PixelRect] = []

  private var shown: (nodes: [DisplayNode], scale: Double, size: Size, background: Color, drawn: Int)?

  /// A kept frame of `width`×`height` pixels; nil when it cannot be allocated.
  public init?(width: Int, height: Int, rasterizer: Rasterizer, tracksDamage: Bool = true) {
    guard let bitmap = Bitmap(width: width, height: height) else { return nil }
    self.bitmap = bitmap
    self.rasterizer = rasterizer
    self.tracksDamage = tracksDamage
  }

  /// The whole frame as one rectangle.
  public var whole: PixelRect { PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height) }

  /// Draws `list` at `scale` and returns the rectangles that were redrawn.
  @discardableResult
  public func draw(_ list: DisplayList, scale: Double) -> [PixelRect] {
    let nodes = DisplayNode.nodes(list.commands)
    if tracksDamage, let shown, shown.scale == scale, shown.size == list.size, shown.background == list.background,
      shown.drawn == rasterizer.framesDrawn
    {
      let found = Damage(from: shown.nodes, to: nodes, scale: scale, width: bitmap.width, height: bitmap.height)
      damage = found.rects
      if !damage.isEmpty { rasterizer.render(list, scale: scale, into: bitmap, only: damage, needs: (found.readerBoxes, found.backdropBoxes, found.cutBoxes)) }
    } else {
      rasterizer.render(list, scale: scale, into: bitmap)
      damage = [whole]
    }
    self.shown = (nodes, scale, list.size, list.background, rasterizer.framesDrawn)
    return damage
  }

  /// Forgets what is shown, so the next frame is drawn whole (after the pixels were changed
  /// outside this frame).
  public func invalidate() { shown = nil }

  /// The share of the frame's pixels the last frame redrew, 0…1.
  public var damagedShare: Double {
    Double(damage.reduce(0) { $0 + $1.area }) / Double(bitmap.width * bitmap.height)
  }
}
