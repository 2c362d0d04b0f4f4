import Testing

@testable import PanelCore
import PanelLabTestSupport

/// `JSONValue.setting(_:to:)`, the key-path edit behind the `set` input.
@Suite("JSON key paths")
struct JSONPathTests {
  static let scene = """
    {"window": {"width": 1280, "height": 800},
     "main": {"feed": {"cards": 12},
              "panels": [{"id": "a", "behavior": {"springResponseTime": 0.4}}, {"id": "b"}]},
     "grid": [[1, 2], [3, 4]]}
    """

  @Test("replaces a nested value and leaves everything else alone")
  func replaceNested() throws {
    let original = try json(Self.scene)
    let edited = try #require(original.setting("main.feed.cards", to: .number(20)))
    #expect(edited["main"]?["feed"]?["cards"] == .number(20))
    #expect(edited["window"] == original["window"])
    #expect(edited["main"]?["panels"] == original["main"]?["panels"])
    #expect(edited.members?.map(\.key) == ["window", "main", "grid"], "member order is kept")
    #expect(original["main"]?["feed"]?["cards"] == .number(12), "the original is a value, untouched")
  }

  @Test("replaces a value at the root")
  func replaceTopLevel() throws {
    let edited = try #require(try json(Self.scene).setting("window", to: .null))
    #expect(edited["window"] == .null)
  }

  @Test("creates missing objects on the way, appending new keys last")
  func createsMissingObjects() throws {
    let edited = try #require(try json(#"{"window": {}}"#).setting("main.feed.cards", to: .number(3)))
    let expected = try json(#"{"window": {}, "main": {"feed": {"cards": 3}}}"#)
    #expect(edited == expected)
    #expect(edited.members?.map(\.key) == ["window", "main"])

    let deeper = try #require(try json(Self.scene).setting("main.feed.extra.x", to: .bool(true)))
    #expect(deeper["main"]?["feed"]?.members?.map(\.key) == ["cards", "extra"])
    #expect(deeper["main"]?["feed"]?["extra"]?["x"] == .bool(true))
  }

  @Test("walks into arrays by index")
  func arrayIndex() throws {
    let original = try json(Self.scene)
    let edited = try #require(original.setting("main.panels[1].id", to: .string("c")))
    let renamed = try json(#"[{"id": "a", "behavior": {"springResponseTime": 0.4}}, {"id": "c"}]"#)
    #expect(edited["main"]?["panels"] == renamed)

    let response = try #require(original.setting("main.panels[0].behavior.springResponseTime", to: .number(0.5)))
    guard case .array(let panels)? = response["main"]?["panels"]?.kind else {
      Issue.record("panels is not an array")
      return
    }
    #expect(panels[0]["behavior"]?["springResponseTime"] == .number(0.5))
    let second = try json(#"{"id": "b"}"#)
    #expect(panels[1] == second)

    let nested = try #require(original.setting("grid[1][0]", to: .number(30)))
    let grid = try json("[[1, 2], [30, 4]]")
    #expect(nested["grid"] == grid)

    let whole = try #require(original.setting("main.panels[0]", to: .object(["id": .string("z")])))
    let replaced = try json(#"[{"id": "z"}, {"id": "b"}]"#)
    #expect(whole["main"]?["panels"] == replaced)
  }

  @Test(
    "an index past the end, or a path through a non-object, gives nil",
    arguments: [
      "main.panels[2].id",  // only two panels
      "main.panels[2]",
      "grid[0][2]",
      "main.feed.cards.count",  // cards is a number
      "window.width.x",
      "main[0]",  // main is an object, not an array
      "main.panels.id",  // panels is an array, not an object
      "main.missing[0]",  // a missing key is created as an object, which has no index
    ])
  func unreachable(path: String) throws {
    let scene = try json(Self.scene)
    #expect(scene.setting(path, to: .number(1)) == nil)
  }

  @Test(
    "a malformed path gives nil",
    arguments: ["", ".", "main.", ".main", "main..feed", "main.panels[", "main.panels[]", "main.panels[x]",
                "main.panels[-1]", "main.panels[0]id", "main.panels]0[", "[0]", "main.panels[0]]", "main.panels[ 0]"])
  func malformed(path: String) throws {
    let scene = try json(Self.scene)
    #expect(scene.setting(path, to: .number(1)) == nil)
  }
}
