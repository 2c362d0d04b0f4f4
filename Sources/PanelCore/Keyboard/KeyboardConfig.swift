/// The software keyboard's settings (`main.keyboard`): heights that replace the device's own, for
/// a keyboard with another bar or language. Without the key a scene with a text field still has
/// the keyboard, at the heights `KeyboardHeights` gives for its screen.
public struct KeyboardConfig: Hashable, Sendable {
  /// The height in portrait (or in the window's own shape without a device), points; nil: the
  /// screen's own.
  public var height: Double?
  /// The height in landscape, points; nil: the screen's own.
  public var landscapeHeight: Double?

  /// The screen's own keyboard.
  public init() {}

  /// Reads `main.keyboard`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["height", "landscapeHeight"])
    height = try o.optionalNumber("height", in: 1...4096)
    landscapeHeight = try o.optionalNumber("landscapeHeight", in: 1...4096)
  }

  /// The keyboard's height on a screen of `size` (landscape when wider than tall).
  public func height(on size: Size) -> Double {
    let own = size.width > size.height ? landscapeHeight : height
    return own ?? KeyboardHeights.entry(for: size).height
  }
}

extension SceneConfig {
  /// Whether the scene has the software keyboard: a panel or the sheet holds a text field, or it
  /// sets `main.keyboard`.
  public var hasKeyboard: Bool {
    main.keyboard != nil || main.panels.contains { $0.content.controls.contains { $0.kind == .textField } }
      || main.sheet?.controls.contains { $0.kind == .textField } == true
  }

  /// Refuses a keyboard taller than the screen it rises on: the device's (portrait and landscape),
  /// or the window.
  func checkKeyboardFits() throws(ConfigError) {
    guard let keyboard = main.keyboard, let m = json["main"]?["keyboard"] else { return }
    let k = try ConfigObject(m, path: "main.keyboard", keys: ["height", "landscapeHeight"])
    let screen = device?.size ?? window
    let portrait = DeviceOrientation.portrait.apply(to: screen)
    let landscape = DeviceOrientation.landscape.apply(to: screen)
    let what = device == nil ? "the window" : "the device"
    if let h = keyboard.height {
      // Without a device the window keeps its own shape: `height` is for it.
      let tall = device == nil ? window.height : portrait.height
      guard h < tall else { throw k.error("height", "\(JSONWriter.number(h)) pt is taller than \(what) (\(JSONWriter.number(tall)) pt)") }
    }
    if let h = keyboard.landscapeHeight {
      let tall = device == nil ? window.height : landscape.height
      guard h < tall else {
        throw k.error("landscapeHeight", "\(JSONWriter.number(h)) pt is taller than \(what) held in landscape (\(JSONWriter.number(tall)) pt)")
      }
    }
  }
}
