import PanelCore

/// A message at the bottom of the live window (a saved file's path, a question, a scene file's
/// error). A host overlay: never in a recording or an export.
struct Banner {
  /// What it says; several lines for an error.
  var text: String
  /// Session time after which it goes away (nil: until replaced, for an error that needs fixing).
  var until: Micros?
  /// Whether it reports a problem (drawn red).
  var isError = false

  /// Whether it still shows at `now`.
  func isShowing(at now: Micros) -> Bool { until.map { now < $0 } ?? true }

  /// The most lines it shows.
  static let maxLines = 6

  /// Draws it centred near the bottom of the window.
  func draw(into list: inout DisplayList) {
    let width = Swift.min(list.size.width - 40, Swift.max(260, Double(text.count) * 7.2 + 32))
    // Each line of the text wraps at about 7.2 points a character: in a narrow window a long
    // line takes several.
    let perLine = Swift.max(20, (width - 32) / 7.2)
    let wrapped = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { $0 + Swift.max(1, Int((Double($1.count) / perLine).rounded(.up))) }
    let lines = Double(Swift.min(Self.maxLines, wrapped))
    let height = 16 * Swift.max(1, lines) + 16
    let frame = Rect(x: (list.size.width - width) / 2, y: list.size.height - height - 24, width: width, height: height)
    list.append(.shadow(RoundedRect(frame, radius: 10), Shadow(color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 2), blur: 10)))
    list.fill(frame, radius: 10, isError ? Color(hex: 0xB3261E) : Color(r: 0.1, g: 0.1, b: 0.12, a: 0.92))
    list.text(
      TextRun(
        text, frame: frame.inset(by: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)), size: 13, color: .white,
        alignment: .center, maxLines: Self.maxLines))
  }
}
