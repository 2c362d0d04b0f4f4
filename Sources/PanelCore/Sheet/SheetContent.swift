/// What a sheet opened from a feed card shows: the card's artwork, its title and subtitle, the app
/// with a GET button, and a few paragraphs, laid out for a width (longer than the sheet, so it
/// scrolls). Heights are computed here, in the model, so the scroll range never depends on fonts.
public struct SheetContent: Hashable, Sendable {
  /// One element of the content and its frame in content coordinates (origin at the content's top).
  public enum Element: Hashable, Sendable {
    /// The artwork band.
    case artwork(Rect)
    /// A line of text.
    case text(TextRun)
    /// The app row: icon, name, GET button.
    case appRow(Rect)

    /// Where the element lies in the content.
    public var frame: Rect {
      switch self {
      case .artwork(let r), .appRow(let r): return r
      case .text(let run): return run.frame
      }
    }
  }

  /// Side margin of the text.
  public static let margin = 20.0
  /// Line height of body text at 17 pt.
  public static let lineHeight = 24.0
  /// A generous average advance of a body character at 17 pt, so wrapped text always fits its box.
  public static let characterWidth = 9.5

  /// The card the content describes.
  public let story: FeedStory
  /// The user's picture in the artwork band (instead of the card's artwork), if any.
  public let picture: Picture?
  /// The width it is laid out for.
  public let width: Double
  /// The elements, top to bottom.
  public let elements: [Element]
  /// The total height.
  public let height: Double
  /// Where the sheet's controls start, under the app row (their band is `controlsHeight` tall).
  public let controlsTop: Double
  /// The height of the band the sheet's controls take (0: none, and no gap for them).
  public let controlsHeight: Double

  /// The content of card `index` at `width` points, with `picture` as its artwork when given and a
  /// band of `controlsHeight` points for the sheet's controls under the app row.
  public init(card index: Int, width: Double, picture: Picture? = nil, controlsHeight: Double = 0) {
    story = FeedStory.story(at: index)
    self.picture = picture
    self.width = width
    let m = Self.margin
    let textWidth = Swift.max(0, width - 2 * m)
    var y = 0.0
    var out: [Element] = []
    let art = (Swift.min(320, Swift.max(160, width * 0.55))).rounded()
    out.append(.artwork(Rect(x: 0, y: 0, width: width, height: art)))
    y = art + 20
    out.append(.text(TextRun(story.category, frame: Rect(x: m, y: y, width: textWidth, height: 18), size: 13, weight: .bold, color: Theme.secondaryLabel)))
    y += 22
    out.append(.text(TextRun(story.title, frame: Rect(x: m, y: y, width: textWidth, height: 72), size: 28, weight: .bold, color: Theme.label, maxLines: 2)))
    y += 76
    out.append(.text(TextRun(story.subtitle, frame: Rect(x: m, y: y, width: textWidth, height: 22), size: 17, color: Theme.secondaryLabel)))
    y += 38
    out.append(.appRow(Rect(x: m, y: y, width: textWidth, height: 56)))
    y += 76
    controlsTop = y
    self.controlsHeight = controlsHeight
    // Without controls the article is laid out as it always was.
    if controlsHeight > 0 { y += controlsHeight + 20 }
    for paragraph in Self.paragraphs(for: story) {
      let perLine = Swift.max(1, Int(textWidth / Self.characterWidth))
      let lines = (paragraph.count + perLine - 1) / perLine + 1
      let h = Double(lines) * Self.lineHeight
      out.append(.text(TextRun(paragraph, frame: Rect(x: m, y: y, width: textWidth, height: h), size: 17, color: Theme.label, maxLines: lines)))
      y += h + 16
    }
    elements = out
    height = y + 24
  }

  /// The story's article, a few paragraphs long.
  static func paragraphs(for story: FeedStory) -> [String] {
    [
      "\(story.app) started as a question on a whiteboard: what if the thing you reach for followed your thumb instead of the other way round? \(story.subtitle), and every detail of the motion was tuned by hand.",
      "The team built every interaction twice, once in code and once as a recording, and compared the two frame by frame until they could not tell them apart. Springs settle where the finger meant to go; nothing jumps when you change your mind half-way.",
      "Flick it and it carries on with the speed you gave it. Pull past the end and it resists, then comes back. Let go early and it finds the nearest resting place, the way a well-made drawer closes.",
      "“We wanted it to feel like it was always there,” the developers say. \(story.title) is what happened when they stopped adding features and started removing friction.",
      "Get \(story.app) today and see how it feels in your hand.",
    ]
  }
}
