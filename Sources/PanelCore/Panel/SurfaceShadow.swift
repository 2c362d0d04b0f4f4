/// One drop shadow of a panel's surface (FloatingPanel's `SurfaceAppearance.Shadow`), with the
/// scene's defaults, which are FloatingPanel's: black at 0.2, blur radius 3, 1 point down.
public struct SurfaceShadow: Hashable, Sendable {
  /// Colour before the opacity (nil: black); its own alpha multiplies `opacity`.
  public var color: Color?
  /// Opacity, 0…1 (0 draws nothing).
  public var opacity = 0.2
  /// Blur radius, points (CALayer's `shadowRadius`).
  public var radius = 3.0
  /// Offset along x, points.
  public var offsetX = 0.0
  /// Offset along y, points.
  public var offset = 1.0
  /// How far the silhouette grows on every side before the blur, points (negative: shrinks).
  public var spread = 0.0
  /// A shadow with the defaults.
  public init() {}

  /// The keys of one `shadows` item; the one-shadow keys of `surface` are these after `shadow`
  /// (`shadowOpacity`, `shadowOffsetX`, …), so a scene written before `shadows` reads as before.
  public static let keys = ["color", "opacity", "radius", "offset", "offsetX", "spread"]

  /// `key` as a one-shadow key of `surface`: `opacity` → `shadowOpacity`.
  public static func surfaceKey(_ key: String) -> String { "shadow" + key.prefix(1).uppercased() + key.dropFirst() }

  /// What the display list draws for this shadow.
  public var drawn: Shadow {
    Shadow(
      color: (color ?? .black).withAlpha(opacity * (color?.a ?? 1)), offset: Point(x: offsetX, y: offset), blur: 2 * radius,
      spread: spread)
  }

  /// The shadows of a `surface` object: its `shadows` array, or the one its `shadow…` keys give.
  static func read(_ surface: ConfigObject) throws(ConfigError) -> [SurfaceShadow] {
    let flat = keys.map(surfaceKey).filter { surface[$0] != nil }
    guard let items = try surface.array("shadows") else { return [try read(surface, key: surfaceKey)] }
    if let first = flat.first { throw surface.error(first, "give \"shadows\" or the one-shadow keys (\(first)), not both") }
    let limit = PanelConfig.Surface.Ranges.shadows
    guard items.count <= limit else { throw surface.error("shadows", "at most \(limit) shadows, got \(items.count)") }
    var shadows: [SurfaceShadow] = []
    for (i, item) in items.enumerated() {
      shadows.append(try read(try ConfigObject(item, path: surface.path("shadows") + "[\(i)]", keys: Set(keys)), key: { $0 }))
    }
    return shadows
  }

  private static func read(_ o: ConfigObject, key: (String) -> String) throws(ConfigError) -> SurfaceShadow {
    typealias R = PanelConfig.Surface.Ranges
    var s = SurfaceShadow()
    s.color = try o.color(key("color"))
    s.opacity = try o.number(key("opacity"), default: s.opacity, in: R.shadowOpacity)
    s.radius = try o.number(key("radius"), default: s.radius, in: R.shadowRadius)
    s.offset = try o.number(key("offset"), default: s.offset, in: R.shadowOffset)
    s.offsetX = try o.number(key("offsetX"), default: s.offsetX, in: R.shadowOffset)
    s.spread = try o.number(key("spread"), default: s.spread, in: R.shadowSpread)
    return s
  }
}
