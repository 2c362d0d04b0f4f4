/// The simulated device (`device`): the main view takes the device's size in points, centred in
/// its pane, and the rest of the pane shows as the desk the device lies on, with its name.
///
/// A device taller or wider than the pane is cut to it (the label says how much shows): the
/// models must lay out at the size they will have, so the view is never scaled.
public struct DeviceFrame: SceneComponent {
  /// The composition row: present when the scene names a device.
  public static let kind = ComponentKind(layoutPhase: .device, reads: ["device"]) { config in
    config.device.map { [DeviceFrame(device: $0)] } ?? []
  }

  /// The device.
  public private(set) var device: DeviceConfig
  /// The main view's pane before the device took its share, in window points.
  public private(set) var pane = Rect(size: Size(width: 0, height: 0))
  /// The device's screen in window points: the main view's frame from now on.
  public private(set) var screen = Rect(size: Size(width: 0, height: 0))

  /// The rotation it asks for (R), recorded as a `rotate` input.
  public var outbox = Outbox<NoEvent>()

  /// A frame for `device`.
  public init(device: DeviceConfig) { self.device = device }

  /// R turns the device between portrait and landscape: asked as a `rotate` input, so the
  /// recording holds the rotation itself.
  public mutating func keyDown(_ key: KeyPress) -> Bool {
    guard key.isPlain("R") else { return false }
    outbox.request(.rotate(DeviceOrientation(of: device.size).turned))
    return true
  }

  /// The kind's name in its id and in traces.
  public static let kindName = "device"
  /// Drawn in window points (around the main view).
  public var placement: Placement { .window }

  /// Centres the device in the main view's pane and makes its screen the main view.
  public mutating func layout(in context: inout LayoutContext) {
    guard let i = context.panes.firstIndex(where: { $0.view == .main }) else { return }
    pane = context.panes[i].frame
    let w = Swift.min(device.size.width, pane.width)
    let h = Swift.min(device.size.height, pane.height)
    // Whole points, so the screen's edges fall on pixels.
    screen = Rect(
      x: (pane.x + (pane.width - w) / 2).rounded(), y: (pane.y + Swift.max(0, (pane.height - h) / 2)).rounded(), width: w, height: h)
    context.panes[i].frame = screen
  }

  /// The desk around the screen, the device's edge and its name.
  public func render(into list: inout DisplayList) {
    guard pane.width > 0, pane.height > 0 else { return }
    list.fill(pane, Color(hex: 0x2C2C2E))
    let bezel = Rect(x: screen.x - 10, y: screen.y - 10, width: screen.width + 20, height: screen.height + 20)
    list.fill(bezel, radius: 34, Color(hex: 0x0B0B0C))
    let cut = screen.width < device.size.width || screen.height < device.size.height
    var label = "\(device.name) · \(JSONWriter.number(device.size.width))×\(JSONWriter.number(device.size.height)) pt"
    if cut { label += " · cut to \(JSONWriter.number(screen.width))×\(JSONWriter.number(screen.height)) by the pane" }
    let color = Color.white.withAlpha(0.7)
    if pane.maxY - bezel.maxY >= 24 {
      list.text(TextRun(label, frame: Rect(x: pane.x + 8, y: bezel.maxY + 6, width: Swift.max(0, pane.width - 16), height: 14), size: 11, color: color, alignment: .center))
    } else if bezel.x - pane.x >= 80 {
      // No room below: the name goes on the desk beside the device.
      list.text(TextRun(label, frame: Rect(x: pane.x + 10, y: pane.y + 10, width: bezel.x - pane.x - 20, height: 60), size: 11, color: color, maxLines: 4))
    }
  }

  /// Nothing: the trace's frames already show the main view at the device's size.
  public func trace(into trace: inout TraceBuilder, in space: ComponentSpace) {}
}
