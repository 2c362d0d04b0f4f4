/// One control inside a panel's content (`main.panels[].content.controls[]`): content with its own
/// gestures, stacked under the header and above the list, each in the arena as its UIKit
/// counterpart is.
public struct ControlConfig: Hashable, Sendable {
  /// The kinds of control.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A horizontal carousel of cards with paging (a paging UIScrollView / UICollectionView): claims horizontal drags.
    case carousel
    /// A UISlider: claims horizontal drags that start on its thumb.
    case slider
    /// A UISegmentedControl: only taps.
    case segmented
    /// A UITextField: taps and long presses; a tap takes the focus and brings up the keyboard.
    case textField
  }

  /// What it is.
  public var kind: Kind
  /// Its height in the content, points.
  public var height: Double
  /// A carousel's number of pages (cards).
  public var pages = 5
  /// A carousel's visible slice of the neighbouring cards on each side, points.
  public var peek = 20.0
  /// A carousel's gap between cards, points.
  public var spacing = 10.0
  /// A carousel's first page.
  public var page = 0
  /// A slider's value, 0…1.
  public var value = 0.5
  /// A segmented control's titles.
  public var segments = ["Map", "Transit", "Satellite"]
  /// A segmented control's selected segment.
  public var selected = 0
  /// A text field's text at the start.
  public var text = ""
  /// A text field's placeholder, shown while it is empty.
  public var placeholder = "Search"

  /// The height each kind takes when the scene gives none.
  public static func defaultHeight(_ kind: Kind) -> Double {
    switch kind {
    case .carousel: return 150
    case .slider, .segmented: return 48
    case .textField: return 52
    }
  }

  /// Reads one entry of `content.controls` at `path`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    let shared: Set<String> = ["kind", "height"]
    let own: [Kind: Set<String>] = [.carousel: ["pages", "peek", "spacing", "page"], .slider: ["value"], .segmented: ["segments", "selected"], .textField: ["text", "placeholder"]]
    // The kind decides which keys the entry may have, so read it before checking the others.
    let probe = try ConfigObject(json, path: path, keys: own.values.reduce(shared) { $0.union($1) })
    guard probe["kind"] != nil else { throw ConfigError(path: probe.path("kind"), line: json.line, message: "missing (\(Kind.allCases.map(\.rawValue).joined(separator: "|")))") }
    kind = try probe.choice("kind", default: Kind.carousel)
    let o = try ConfigObject(json, path: path, keys: shared.union(own[kind] ?? []))
    height = try o.number("height", default: Self.defaultHeight(kind), in: 24...1000)
    switch kind {
    case .carousel:
      pages = try o.integer("pages", default: 5, in: -1_000_000...1_000_000)
      guard pages >= 1 else { throw o.error("pages", "a carousel needs at least one page, got \(pages)") }
      guard pages <= Limits.carouselPages else { throw o.error("pages", "at most \(Limits.carouselPages) pages, got \(pages)") }
      peek = try o.number("peek", default: 20, in: 0...200)
      spacing = try o.number("spacing", default: 10, in: 0...100)
      page = try o.integer("page", default: 0, in: 0...(pages - 1))
    case .slider:
      value = try o.number("value", default: 0.5, in: 0...1)
    case .segmented:
      if let items = try o.array("segments") {
        guard (1...Limits.segments).contains(items.count) else {
          throw o.error("segments", "1 to \(Limits.segments) titles, got \(items.count)")
        }
        segments = try items.enumerated().map { (i, v) throws(ConfigError) in try ConfigObject.string(v, path: o.path("segments") + "[\(i)]") }
      }
      selected = try o.integer("selected", default: 0, in: 0...(segments.count - 1))
    case .textField:
      // `string` refuses text over the string limit, naming the key.
      text = try o.string("text", default: "")
      placeholder = try o.string("placeholder", default: "Search")
    }
  }
}

extension Limits {
  /// Controls in one panel's content.
  public static let controlsPerPanel = 8
  /// Pages of one carousel.
  public static let carouselPages = 100
  /// Segments of one segmented control.
  public static let segments = 8
}

extension ControlConfig {
  /// Reads `content.controls` of the content object `c` (none when absent).
  static func list(_ c: ConfigObject) throws(ConfigError) -> [ControlConfig] {
    guard let items = try c.array("controls") else { return [] }
    guard items.count <= Limits.controlsPerPanel else {
      throw c.error("controls", "at most \(Limits.controlsPerPanel) controls in a panel, got \(items.count)")
    }
    return try items.enumerated().map { (i, v) throws(ConfigError) in try ControlConfig(json: v, path: c.path("controls") + "[\(i)]") }
  }
}
