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
    /// A UITableView whose rows reorder after a long press: claims both axes once held.
    case reorderable
    /// A horizontal UIScrollView of tiles (free scrolling, no paging): claims horizontal drags.
    case tiles
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
  /// Where a press takes a slider (`touchArea`): its thumb only (UISlider's), or anywhere on its track.
  public var touchArea = SliderTouchArea.thumb
  /// A segmented control's titles.
  public var segments = ["Map", "Transit", "Satellite"]
  /// A segmented control's selected segment.
  public var selected = 0
  /// A reorderable list's number of rows.
  public var rows = 8
  /// A reorderable list's row height, points.
  public var rowHeight = 44.0
  /// A tile row's number of tiles.
  public var tiles = 12
  /// A tile's width, points.
  public var tileWidth = 100.0
  /// Where the control sits: nil stacks it above the panel's list; a number puts it inside the
  /// list after that many rows, scrolling with it (a nested scroll view).
  public var afterRow: Int?
  /// A text field's text at the start.
  public var text = ""
  /// A text field's placeholder, shown while it is empty.
  public var placeholder = "Search"

  /// The height each kind takes when the scene gives none.
  public static func defaultHeight(_ kind: Kind) -> Double {
    switch kind {
    case .carousel: return 150
    case .slider, .segmented: return 48
    case .reorderable: return 220
    case .tiles: return 120
    case .textField: return 52
    }
  }

  /// The keys every kind takes.
  private static let sharedKeys: Set<String> = ["kind", "height", "afterRow"]
  /// The keys each kind takes besides the shared ones.
  private static let ownKeys: [Kind: Set<String>] = [
    .carousel: ["pages", "peek", "spacing", "page"], .slider: ["value", "touchArea"], .segmented: ["segments", "selected"], .reorderable: ["rows", "rowHeight"],
    .tiles: ["tiles", "tileWidth"], .textField: ["text", "placeholder"],
  ]
  /// The keys of every kind together, for the error about a key no kind takes.
  private static let allKeys = ownKeys.values.reduce(sharedKeys) { $0.union($1) }

  /// Reads one entry of `content.controls` at `path`.
  public init(json: JSONValue, path: String) throws(ConfigError) {
    // One pass over the entry's members. A key no kind takes is named first (against every
    // kind's keys), then a missing kind, then a key of another kind (against this kind's keys).
    guard let members = json.members else { throw ConfigError(path: path, line: json.line, message: "expected an object, got \(json.kindName)") }
    var kindValue: JSONValue?
    var others: [JSONValue.Member] = []
    for m in members {
      guard Self.allKeys.contains(m.key) else { throw ConfigObject.unknownKey(m, in: path, known: Self.allKeys) }
      if m.key == "kind" {
        if kindValue == nil { kindValue = m.value }
      } else if !Self.sharedKeys.contains(m.key) {
        others.append(m)
      }
    }
    guard let kindValue else {
      throw ConfigError(path: ConfigObject.join(path, "kind"), line: json.line, message: "missing (\(Kind.allCases.map(\.rawValue).joined(separator: "|")))")
    }
    kind = try ConfigObject.choice(kindValue, path: ConfigObject.join(path, "kind"))
    let own = Self.ownKeys[kind] ?? []
    if let stray = others.first(where: { !own.contains($0.key) }) { throw ConfigObject.unknownKey(stray, in: path, known: own.union(Self.sharedKeys)) }
    let o = ConfigObject(checked: json, path: path)
    height = try o.number("height", default: Self.defaultHeight(kind), in: 24...1000)
    // Checked against the list's rows by the panel, which knows them.
    afterRow = o["afterRow"] == nil ? nil : try o.integer("afterRow", default: 0, in: 0...Limits.listRows)
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
      touchArea = try o.choice("touchArea", default: .thumb)
    case .segmented:
      if let items = try o.array("segments") {
        guard (1...Limits.segments).contains(items.count) else {
          throw o.error("segments", "1 to \(Limits.segments) titles, got \(items.count)")
        }
        segments = try items.enumerated().map { (i, v) throws(ConfigError) in try ConfigObject.string(v, path: o.path("segments") + "[\(i)]") }
      }
      selected = try o.integer("selected", default: 0, in: 0...(segments.count - 1))
    case .reorderable:
      rows = try o.integer("rows", default: 8, in: 1...Limits.reorderableRows)
      rowHeight = try o.number("rowHeight", default: 44, in: 24...200)
    case .tiles:
      tiles = try o.integer("tiles", default: 12, in: 1...Limits.tiles)
      tileWidth = try o.number("tileWidth", default: 100, in: 24...400)
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
  /// Rows of one reorderable list.
  public static let reorderableRows = 200
  /// Tiles of one tile row.
  public static let tiles = 100
  /// Rows of a panel's list.
  public static let listRows = 10_000
  /// Tabs over a panel's list.
  public static let tabs = 4
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
