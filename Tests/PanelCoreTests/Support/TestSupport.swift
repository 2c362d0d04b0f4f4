import Testing

@testable import PanelCore
import PanelLabTestSupport

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// Parses JSON text that the test itself wrote, failing the test if it is not valid.
func json(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
  do {
    return try JSONParser.parse(text)
  } catch {
    Issue.record("test JSON does not parse: line \(error.line): \(error.message)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The error `body` throws, or nil when it runs through.
func thrown<E: Error>(by body: () throws(E) -> Void) -> E? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

/// The config error a scene text causes, or nil when it is accepted.
func sceneError(_ text: String) -> ConfigError? { thrown { () throws(ConfigError) in _ = try SceneConfig.parse(text) } }

/// Checks that a scene text is refused with the error at `path`, on `line`, saying `message`: what a
/// user reading the error needs to find and fix the key.
func expectRefused(
  _ text: String, path: String, line: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let error = sceneError(text)
  #expect(error?.path == path, sourceLocation: sourceLocation)
  #expect(error?.line == line, sourceLocation: sourceLocation)
  #expect(error?.message == message, sourceLocation: sourceLocation)
}

/// The syntax error JSON text causes, or nil when it parses.
func syntaxError(_ text: String) -> JSONSyntaxError? { thrown { () throws(JSONSyntaxError) in _ = try JSONParser.parse(text) } }

extension EventLogPane {
  /// An empty event log laid out alone in a window of `width` × `height` points.
  static func laidOut(width: Double, height: Double) throws -> EventLogPane {
    var log = EventLogPane()
    var context = LayoutContext(window: Size(width: width, height: height), scale: 1, config: try SceneConfig.parse("{}"))
    context.panes = [PaneLayout.Pane(view: .events, frame: Rect(x: 0, y: 0, width: width, height: height))]
    log.layout(in: &context)
    return log
  }
}

extension Scene {
  /// The floating panels, bottom-most first.
  var panels: [PanelModel] { components(PanelModel.self) }

  /// The feed, when the scene has one.
  var feed: FeedModel? { component(FeedModel.self) }

  /// The `feed` member of the current trace line.
  var traceFeed: JSONValue? { traceState().first { $0.key == "feed" }?.value }

  /// The feed's `contentOffset` as the trace reports it.
  var traceOffset: Double? { traceFeed?["contentOffset"]?.number }

  /// The card indices listed in the trace's `feed.cards`.
  var traceCardIndices: [Int] {
    guard case .array(let cards)? = traceFeed?["cards"]?.kind else { return [] }
    return cards.compactMap { $0["index"]?.number }.map { Int($0) }
  }

  /// The trace's `splits` list.
  var traceSplits: [JSONValue] {
    guard case .array(let splits)? = traceState().first(where: { $0.key == "splits" })?.value.kind else {
      return []
    }
    return splits
  }
}

extension JSONValue {
  /// The numbers of an array of numbers (a trace frame), or nil.
  var numbers: [Double]? {
    guard case .array(let items) = kind else { return nil }
    let ds = items.compactMap(\.number)
    return ds.count == items.count ? ds : nil
  }
}

extension JSONValue {
  /// The items of an array value (none for any other value).
  var items: [JSONValue] {
    if case .array(let items) = kind { return items }
    return []
  }
}
