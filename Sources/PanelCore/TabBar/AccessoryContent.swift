/// What the accessory capsule shows, and how big it wants to be.
public struct AccessoryContent: Hashable, Sendable {
  /// The kinds of content.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A round plus button.
    case plus
    /// Artwork, a title and a play/pause button.
    case nowPlaying
    /// Two round buttons side by side.
    case buttons
    /// The user's picture (a mini player of their app, say), as wide as the capsule may get.
    case image

    /// The next kind for the `N` key: plus → nowPlaying → buttons → plus.
    public var next: Kind { next(withImage: false) }

    /// The next kind for the `N` key when the scene has a picture for the capsule: the picture
    /// joins the cycle after the buttons, so it comes back.
    public func next(withImage: Bool) -> Kind {
      switch self {
      case .plus: return .nowPlaying
      case .nowPlaying: return .buttons
      case .buttons: return withImage ? .image : .plus
      case .image: return .plus
      }
    }
  }

  /// Height at which contents report their natural size.
  public static let naturalHeight = 44.0
  /// A generous average advance of a 15 pt character, for the now-playing title.
  public static let characterWidth = 8.5

  /// The kind.
  public var kind: Kind
  /// Whether the now-playing track plays.
  public var isPlaying = true
  /// The now-playing track's title.
  public var title = "Spring Into Action"
  /// The user's picture, for `image` content.
  public var picture: Picture?

  /// Content of `kind`, showing `picture` when it is `image`.
  public init(_ kind: Kind, picture: Picture? = nil) {
    self.kind = kind
    self.picture = kind == .image ? picture : nil
  }

  /// The natural width of a picture: wider than any capsule gets, so the capsule takes the widest
  /// size the measuring rule allows (the safe width less the margins), as a mini player does. The
  /// model never reads the file, so the picture's own aspect cannot size it.
  static let pictureWidth = 100_000.0

  /// What the now-playing capsule says: the track while it plays, "Paused" and the track when not.
  public var label: String { isPlaying ? title : "Paused · \(title)" }

  /// The natural size: `plus` is square, `buttons` two squares side by side, `nowPlaying` as wide
  /// as its artwork, text and button need.
  public var naturalSize: Size {
    let h = Self.naturalHeight
    switch kind {
    case .plus: return Size(width: h, height: h)
    case .buttons: return Size(width: 2 * h, height: h)
    case .nowPlaying: return Size(width: h + 8 + (Double(label.count) * Self.characterWidth).rounded(.up) + 8 + h, height: h)
    case .image: return Size(width: Self.pictureWidth, height: h)
    }
  }
}
