/// The App-Store-style floating sheet.
public struct SheetConfig: Hashable, Sendable {
  /// A height the sheet can rest at.
  public enum Detent: Hashable, Sendable, CustomStringConvertible {
    /// The whole height inside the insets.
    case large
    /// About half of it.
    case medium
    /// A height in points (at most the large height).
    case points(Double)

    /// The identifier as a scene file and the trace write it.
    public var json: JSONValue {
      switch self {
      case .large: return .string("large")
      case .medium: return .string("medium")
      case .points(let h): return .number(h)
      }
    }

    /// `large`, `medium` or the number of points.
    public var description: String {
      switch self {
      case .large: return "large"
      case .medium: return "medium"
      case .points(let h): return JSONWriter.number(h)
      }
    }
  }

  /// What the content behind a presented sheet shows (the three iOS recipes).
  public enum BackgroundEffect: String, Hashable, Sendable, CaseIterable {
    /// Blurred and dimmed, as behind the App Store's cards.
    case blur
    /// Dimmed only, as behind a page sheet.
    case dim
    /// Left as it is.
    case none
  }

  /// Gap between the sheet and the main view's edges (inside its safe area), points.
  public var inset: Double = 30
  /// Corner radius of the sheet, points.
  public var cornerRadius: Double = 24
  /// Heights the sheet can rest at; it presents at the smallest, as UIKit does.
  public var detents: [Detent] = [.large]
  /// How far past the smallest detent's resting position a release must project to dismiss.
  public var dismissThreshold: Double = 175
  /// Whether the swipe and the backdrop tap are refused (the close button and Escape still work).
  public var interactiveDismissDisabled = false
  /// What the content behind shows.
  public var backgroundEffect = BackgroundEffect.blur
  /// Whether a click on the backdrop dismisses.
  public var backdropTapToDismiss = true
  /// The user's picture for the header (the artwork band), whatever card the sheet opens from.
  public var image: Picture?
  /// The largest detent at which the content behind stays undimmed and takes presses
  /// (`largestUndimmedDetentIdentifier`, SwiftUI's `presentationBackgroundInteraction`); nil: dimmed
  /// and blocked at every detent, UIKit's default.
  public var largestUndimmedDetent: Detent?
  /// Whether a scroll up on the content at its top first grows the sheet to its largest detent
  /// (UISheetPresentationController's `prefersScrollingExpandsWhenScrolledToEdge`, default true;
  /// SwiftUI's `presentationContentInteraction(.resizes)`); false: the content scrolls at every
  /// detent (`.scrolls`).
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Content with its own gestures, stacked in the article under the app row and scrolling with
  /// it (`main.sheet.controls`, the entries of a panel's `content.controls` without `afterRow`).
  public var controls: [ControlConfig] = []
  /// What the sheet does when the keyboard rises for a text field among its controls.
  public var keyboardAvoidance = SheetKeyboardAvoidance.aboveKeyboard

  /// The default sheet.
  public init() {}

  /// Reads `main.sheet`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let o = try ConfigObject(
      json, path: path,
      keys: [
        "inset", "cornerRadius", "detents", "dismissThreshold", "interactiveDismissDisabled", "backgroundEffect",
        "backdropTapToDismiss", "image", "imageMode", "largestUndimmedDetent", "prefersScrollingExpandsWhenScrolledToEdge",
        "controls", "keyboardAvoidance",
      ])
    inset = try o.number("inset", default: 30, in: 0...400)
    cornerRadius = try o.number("cornerRadius", default: 24, in: 0...200)
    if let items = try o.array("detents") {
      guard !items.isEmpty else { throw o.error("detents", "needs at least one detent") }
      guard items.count <= 16 else { throw o.error("detents", "at most 16 detents, got \(items.count)") }
      detents = try items.enumerated().map { (i, v) throws(ConfigError) -> Detent in
        let p = o.path("detents") + "[\(i)]"
        switch v.kind {
        case .string("large"): return .large
        case .string("medium"): return .medium
        case .number: return .points(try ConfigObject.number(v, path: p, in: 1...16_384))
        default:
          throw ConfigError(path: p, line: v.line, message: "expected \"large\", \"medium\" or a height in points, got \(v.kindName == "a string" ? "\"\(v.string ?? "")\"" : v.kindName)")
        }
      }
    }
    if let i = detents.indices.first(where: { detents[..<$0].contains(detents[$0]) }) {
      throw ConfigError(path: o.path("detents") + "[\(i)]", line: json.line, message: "duplicate detent \(detents[i])")
    }
    dismissThreshold = try o.number("dismissThreshold", default: 175, in: 1...10_000)
    interactiveDismissDisabled = try o.bool("interactiveDismissDisabled", default: false)
    backgroundEffect = try o.choice("backgroundEffect", default: .blur)
    backdropTapToDismiss = try o.bool("backdropTapToDismiss", default: true)
    image = try o.picture()
    prefersScrollingExpandsWhenScrolledToEdge = try o.bool("prefersScrollingExpandsWhenScrolledToEdge", default: true)
    controls = try ControlConfig.list(o)
    keyboardAvoidance = try o.choice("keyboardAvoidance", default: .aboveKeyboard)
    if let i = controls.firstIndex(where: { $0.afterRow != nil }), let entry = try o.array("controls")?[i] {
      throw ConfigError(
        path: o.path("controls") + "[\(i)].afterRow", line: entry["afterRow"]?.line ?? entry.line,
        message: "places a control inside a panel's list; a sheet's controls stack under its app row")
    }
    if let v = o["largestUndimmedDetent"] {
      guard let detent = detents.first(where: { $0.json == v }) else {
        throw o.error("largestUndimmedDetent", "must be one of the sheet's detents (\(detents.map(\.description).joined(separator: "|"))), got \(JSONWriter.string(v))")
      }
      largestUndimmedDetent = detent
    }
  }
}
