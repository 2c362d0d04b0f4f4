import PanelCore

/// A box in device pixels with fractional edges: what a command may touch, before it is snapped
/// outward to whole pixels.
struct DeviceBox {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// Whether it covers no area.
  var isEmpty: Bool { !(maxX > minX && maxY > minY) }

  /// Grown by `d` pixels on every side.
  func outset(_ d: Double) -> DeviceBox { DeviceBox(minX: minX - d, minY: minY - d, maxX: maxX + d, maxY: maxY + d) }

  /// The part inside `o` (possibly empty).
  func intersection(_ o: DeviceBox) -> DeviceBox {
    DeviceBox(minX: Swift.max(minX, o.minX), minY: Swift.max(minY, o.minY), maxX: Swift.min(maxX, o.maxX), maxY: Swift.min(maxY, o.maxY))
  }

  /// The smallest box holding both (an empty one adds nothing).
  func union(_ o: DeviceBox) -> DeviceBox {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return DeviceBox(minX: Swift.min(minX, o.minX), minY: Swift.min(minY, o.minY), maxX: Swift.max(maxX, o.maxX), maxY: Swift.max(maxY, o.maxY))
  }

  /// An empty box.
  static let empty = DeviceBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

  /// The whole pixels it touches, with one more on each side for antialiasing and rounding.
  func snapped() -> PixelRect {
    let x0 = Int((minX - 1).rounded(.down)), y0 = Int((minY - 1).rounded(.down))
    let x1 = Int((maxX + 1).rounded(.up)), y1 = Int((maxY + 1).rounded(.up))
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// Where commands land in device pixels: the scale and translation the rasterizer's transforms
/// have built up, and the clip they lie under.
struct DeviceContext {
  /// Device pixels per point.
  var scale: Double
  /// Device position of the user-space origin.
  var x: Double
  var y: Double
  /// Nothing outside it reaches the frame.
  var clip: DeviceBox
  /// The frame's pixels per point (`Layer.scalesSnapshot` layers are made at it).
  var displayScale: Double

  /// `rect` (user space) in device pixels.
  func box(_ rect: Rect) -> DeviceBox {
    DeviceBox(minX: x + rect.minX * scale, minY: y + rect.minY * scale, maxX: x + rect.maxX * scale, maxY: y + rect.maxY * scale)
  }

  /// The context inside a `pushTransform`, as `cairo_translate` then `cairo_scale` make it.
  func transformed(_ t: Transform) -> DeviceContext {
    var c = self
    c.x += t.translation.x * scale
    c.y += t.translation.y * scale
    c.scale *= t.scale
    return c
  }

  /// The device pixels a layer covers: its origin snapped to the nearest whole pixel, its size
  /// rounded up (as `Rasterizer.drawLayer` places it).
  func layerPixels(_ frame: Rect) -> DeviceBox {
    let px = (x + frame.x * scale).rounded(), py = (y + frame.y * scale).rounded()
    return DeviceBox(minX: px, minY: py, maxX: px + (frame.width * scale).rounded(.up), maxY: py + (frame.height * scale).rounded(.up))
  }

  /// The context of a layer's own commands, drawn from its snapped origin.
  func inside(_ layer: Layer) -> DeviceContext {
    let pixels = layerPixels(layer.frame)
    return DeviceContext(scale: scale, x: pixels.minX, y: pixels.minY, clip: clip.intersection(pixels), displayScale: displayScale)
  }
}
