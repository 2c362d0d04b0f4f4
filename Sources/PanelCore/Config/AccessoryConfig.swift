/// The floating accessory capsule above the tab bar (FloatingAccessoryKit).
public struct AccessoryConfig: Hashable, Sendable {
  /// Where the capsule sits along the bar.
  public enum Position: String, Hashable, Sendable, CaseIterable {
    /// At the leading edge.
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing

    /// FloatingAccessoryKit's alignment: 0, 0.5 or 1 from the leading limit to the trailing one.
    public var alignment: Double {
      switch self {
      case .leading: return 0
      case .center: return 0.5
      case .trailing: return 1
      }
    }
  }

  /// How the capsule behaves when the tab bar goes away.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// iOS 18: it floats 8 points above the tab bar, and above the safe bottom while the bar is hidden.
    case floating
    /// iOS 26: when the bar minimises on scroll, the capsule moves inline beside it.
    case inline
  }

  /// What the capsule shows at first (nil, `"content": null`: nothing until a program installs
  /// content, as FloatingAccessoryKit's controller starts).
  public var content: AccessoryContent.Kind? = .plus
  /// Where it sits.
  public var position = Position.trailing
  /// Whether it starts hidden.
  public var hidden = false
  /// How it behaves when the tab bar goes away.
  public var style = Style.floating
  /// The user's picture, for `image` content.
  public var image: Picture?

  /// The default accessory.
  public init() {}

  /// Reads `main.accessory`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(json, path: path, keys: ["content", "position", "hidden", "style", "image", "imageMode"])
    image = try o.picture()
    // An image alone means image content; image content needs one, and no other content takes one.
    content = o["content"]?.kind == .null ? nil : try o.choice("content", default: image == nil ? .plus : .image)
    if content == .image && image == nil { throw o.error("content", "image content needs an \"image\" beside it") }
    if content != .image && image != nil {
      throw o.error("image", "only \"content\": \"image\" shows an image, got \(content.map { "\"\($0.rawValue)\"" } ?? "null")")
    }
    position = try o.choice("position", default: .trailing)
    hidden = try o.bool("hidden", default: false)
    style = try o.choice("style", default: .floating)
  }
}
