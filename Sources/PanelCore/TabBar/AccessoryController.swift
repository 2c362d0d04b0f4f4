/// The accessory controller's state, with FloatingAccessoryKit's rules: the position (trailing by
/// default) and the hidden flag belong to the controller, survive removing the content, and can be
/// set before any content exists, when they are only stored; content installs hidden when the
/// controller is hidden.
public struct AccessoryController: Hashable, Sendable, CustomStringConvertible {
  /// What the capsule shows, if anything.
  public private(set) var content: AccessoryContent?
  /// Where it sits.
  public private(set) var position: AccessoryConfig.Position
  /// Whether it is hidden.
  public private(set) var isHidden: Bool

  /// The controller as a scene configures it (no config: empty, trailing, shown).
  public init(config: AccessoryConfig?) {
    content = config.flatMap { c in c.content.map { AccessoryContent($0, picture: c.image) } }
    position = config?.position ?? .trailing
    isHidden = config?.hidden ?? false
  }

  /// Whether the capsule is on screen: it has content and is not hidden.
  public var isShown: Bool { content != nil && !isHidden }

  /// Installs `content`, moving to `position` when given; never touches the hidden flag.
  mutating func setContent(_ content: AccessoryContent, position: AccessoryConfig.Position?) {
    self.content = content
    if let position { self.position = position }
  }

  /// Replaces the content after an update (the same kind, measured again).
  mutating func replaceContent(_ content: AccessoryContent) { self.content = content }

  /// Removes the content, keeping the position and the hidden flag.
  mutating func removeContent() { content = nil }

  /// Stores `position`; false when it was already there.
  mutating func setPosition(_ position: AccessoryConfig.Position) -> Bool {
    guard position != self.position else { return false }
    self.position = position
    return true
  }

  /// Stores the hidden flag; false when it was already so.
  mutating func setHidden(_ hidden: Bool) -> Bool {
    guard hidden != isHidden else { return false }
    isHidden = hidden
    return true
  }

  /// The state as text, for digests.
  public var description: String {
    "accessory(\(content.map { "\($0.kind.rawValue) \($0.isPlaying)" } ?? "none") \(position.rawValue) \(isHidden))"
  }
}
