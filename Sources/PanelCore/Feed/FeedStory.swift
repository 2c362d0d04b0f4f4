/// The content of one Today card: fixed, so every run draws the same feed.
public struct FeedStory: Hashable, Sendable {
  /// Small caps label above the title ("APP OF THE DAY").
  public var category: String
  /// The headline.
  public var title: String
  /// The app's name in the footer.
  public var app: String
  /// One line under the app's name.
  public var subtitle: String
  /// Artwork gradient, top to bottom.
  public var colors: (Color, Color)
  /// The letter on the app icon.
  public var glyph: String

  /// The story shown by card `index` (the list repeats).
  public static func story(at index: Int) -> FeedStory { all[index % all.count] }

  /// Every story in feed order.
  public static let all: [FeedStory] = [
    FeedStory(category: "APP OF THE DAY", title: "Maps, but Floating", app: "Wayfinder", subtitle: "Panels that follow your thumb", colors: (Color(hex: 0x5AC8FA), Color(hex: 0x007AFF)), glyph: "W"),
    FeedStory(category: "GAME OF THE DAY", title: "Spring Into Action", app: "Bounce Lab", subtitle: "A puzzle of damping ratios", colors: (Color(hex: 0xFF9500), Color(hex: 0xFF2D55)), glyph: "B"),
    FeedStory(category: "MEET THE DEVELOPER", title: "The Rubber Band Formula", app: "Elastic", subtitle: "0.55 and the art of resistance", colors: (Color(hex: 0xAF52DE), Color(hex: 0x5856D6)), glyph: "E"),
    FeedStory(category: "NOW TRENDING", title: "Sheets That Float", app: "Paper Stack", subtitle: "Notes that zoom out of nowhere", colors: (Color(hex: 0x34C759), Color(hex: 0x30B0C7)), glyph: "P"),
    FeedStory(category: "WORLD PREMIERE", title: "Split the Difference", app: "Divider", subtitle: "Two panes, one gesture", colors: (Color(hex: 0xFF375F), Color(hex: 0xBF5AF2)), glyph: "D"),
    FeedStory(category: "OUR FAVORITES", title: "Momentum Matters", app: "Fling", subtitle: "Project where the finger meant to go", colors: (Color(hex: 0x64D2FF), Color(hex: 0x0A84FF)), glyph: "F"),
    FeedStory(category: "HOW TO", title: "Tune Your Springs", app: "Response", subtitle: "0.4 seconds to feel right", colors: (Color(hex: 0xFFD60A), Color(hex: 0xFF9F0A)), glyph: "R"),
    FeedStory(category: "THE DAILY LIST", title: "Tab Bars, Reimagined", app: "Capsule", subtitle: "An accessory that floats", colors: (Color(hex: 0x30D158), Color(hex: 0x0A84FF)), glyph: "C"),
    FeedStory(category: "BEHIND THE APP", title: "Every Frame Counts", app: "Replay", subtitle: "Record once, render anywhere", colors: (Color(hex: 0x5E5CE6), Color(hex: 0x1C1C9E)), glyph: "R"),
    FeedStory(category: "GET STARTED", title: "Backdrops and Blur", app: "Frosted", subtitle: "Materials at quarter resolution", colors: (Color(hex: 0xFF6482), Color(hex: 0xFF9F0A)), glyph: "F"),
    FeedStory(category: "SPOTLIGHT", title: "Velocity, Projected", app: "Trajectory", subtitle: "Where would it stop?", colors: (Color(hex: 0x66D4CF), Color(hex: 0x248A3D)), glyph: "T"),
    FeedStory(category: "DEVELOPER TOOLS", title: "Deterministic by Design", app: "Lockstep", subtitle: "Same input, same pixels", colors: (Color(hex: 0x8E8E93), Color(hex: 0x3A3A3C)), glyph: "L"),
  ]

  /// Stories are compared by their text; the colours follow from it.
  public static func == (a: FeedStory, b: FeedStory) -> Bool { a.title == b.title && a.app == b.app }
  /// Hashes the text.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(app)
  }
}
