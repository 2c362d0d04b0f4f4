import Testing

@testable import PanelCore
import PanelLabTestSupport

/// A scene's own pictures in the display list: where each component puts its `.image` command,
/// which picture the sheet shows, how the accessory's picture joins its content cycle, and that
/// pictures change nothing in the trace but the tapped card's event.
@Suite("Pictures in a scene")
struct PictureSceneTests {
  /// Every command of a display list, layers opened (their commands in their own coordinates).
  static func flatten(_ commands: [DisplayCommand]) -> [DisplayCommand] {
    commands.flatMap { c -> [DisplayCommand] in
      if case .layer(let l) = c { return [c] + flatten(l.commands) }
      return [c]
    }
  }

  /// The `.image` commands of the scene's frame: name, frame and mode.
  static func images(_ scene: Scene) -> [(name: String, frame: Rect, mode: ImageMode)] {
    flatten(scene.render().commands).compactMap { c in
      if case .image(let name, let frame, let mode) = c { return (name, frame.rect, mode) }
      return nil
    }
  }

  static func phone(_ main: String) throws -> Scene {
    Scene(config: try SceneConfig.parse(#"{"window": {"width": 375, "height": 667}, "main": \#(main)}"#))
  }

  @Test("a main picture without a feed is the whole main view")
  func mainPictureAlone() throws {
    let scene = try Self.phone(#"{"image": "home.svg", "imageMode": "top", "safeArea": {"top": 47}}"#)
    let images = Self.images(scene)
    #expect(images.count == 1)
    #expect(images.first?.name == "home.svg")
    #expect(images.first?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(images.first?.mode == .top)
  }

  @Test("under a feed the main picture is drawn first and the feed leaves its background out")
  func mainPictureUnderFeed() throws {
    let scene = try Self.phone(#"{"image": "home.png", "feed": {"cards": 2}}"#)
    let commands = scene.render().commands
    let imageIndex = try #require(commands.firstIndex { if case .image = $0 { return true } else { return false } })
    let feedIndex = try #require(commands.firstIndex { if case .layer(let l) = $0 { return l.key == "feed" } else { return false } })
    #expect(imageIndex < feedIndex)
    guard case .layer(let feed) = commands[feedIndex] else { return }
    #expect(!feed.opaque)
    #expect(!feed.commands.contains(.fill(RoundedRect(Rect(size: Size(width: 375, height: 667))), .solid(Theme.background))))
    // Without a main picture the feed stays one opaque layer, as before.
    let plain = try Self.phone(#"{"feed": {"cards": 2}}"#)
    #expect(plain.render().commands.contains { if case .layer(let l) = $0 { return l.key == "feed" && l.opaque } else { return false } })
  }

  @Test("feed pictures go to the first cards in order, filling the artwork above the footer")
  func cardPictures() throws {
    let scene = try Self.phone(#"{"feed": {"cards": 3, "images": ["a.png", "b.svg"], "imageMode": "fit"}}"#)
    let images = Self.images(scene)
    #expect(images.map(\.name) == ["a.png", "b.svg"])
    // Card frames are 343 × 220; the artwork is all but the 64 pt footer.
    #expect(images.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 343, height: 156) && $0.mode == .fit })
    #expect(scene.feed?.picture(ofCard: 2) == nil)
  }

  @Test("each tab's page shows its own feed's pictures")
  func tabPages() throws {
    var scene = try Self.phone(
      #"{"feed": {"cards": 1, "images": ["main.png"]}, "tabBar": {"tabs": ["A", {"title": "B", "feed": {"cards": 1, "images": ["b.png"]}}, {"title": "C", "feed": {"cards": 1}}]}}"#)
    #expect(Self.images(scene).map(\.name) == ["main.png"])
    let bar = try #require(scene.component(TabBarModel.self))
    for (tab, expected) in [(1, ["b.png"]), (2, [String]())] {
      let b = bar.buttonFrames[tab]
      try scene.send(ms(100 * Int64(tab)), .pointerDown(Point(x: b.midX, y: b.midY), button: .left, clicks: 1))
      try scene.send(ms(100 * Int64(tab) + 40), .pointerUp(Point(x: b.midX, y: b.midY), button: .left))
      #expect(Self.images(scene).map(\.name) == expected, "tab \(tab)")
    }
  }

  @Test("a panel's picture fills its content box, under the grabber")
  func panelPicture() throws {
    let scene = try Self.phone(#"{"panels": [{"content": {"image": "list.png", "imageMode": "top"}}]}"#)
    let panel = try #require(scene.panels.first)
    let images = Self.images(scene)
    #expect(images.count == 1)
    #expect(images.first?.frame == panel.contentFrame)
    #expect(images.first?.mode == .top)
  }

  @Test("the sheet shows the tapped card's picture, and the scene's sheet picture wins over it")
  func sheetPicture() throws {
    var s = try SheetScript()
    s.scene = try Self.phone(#"{"feed": {"cards": 3, "images": ["card.png"]}, "sheet": {}}"#)
    try s.open()
    let tap = try #require(s.events.first { $0.name == "didTapCard" })
    #expect(tap[field: "image"] == .string("card.png"))
    #expect(tap[field: "imageMode"] == .string("fill"))
    #expect(s.sheet.content?.picture == Picture("card.png"))
    // The card hides while its sheet is up, so the only picture drawn is the sheet's.
    #expect(Self.images(s.scene).map(\.name) == ["card.png"])

    var t = try SheetScript()
    t.scene = try Self.phone(#"{"feed": {"cards": 3, "images": ["card.png"]}, "sheet": {"image": "header.svg", "imageMode": "fit"}}"#)
    try t.open()
    #expect(t.sheet.content?.picture == Picture("header.svg", mode: .fit))
    #expect(Self.images(t.scene).map(\.name) == ["header.svg"])

    // A card without a picture taps as before: no picture fields in the event.
    var u = try SheetScript()
    try u.open()
    let plain = try #require(u.events.first { $0.name == "didTapCard" })
    #expect(plain.fields.map(\.key) == ["index", "frame"])
    #expect(Self.images(u.scene).isEmpty)
  }

  @Test("an image capsule is as wide as the capsule may get, and N cycles through the picture")
  func accessoryPicture() throws {
    var scene = try Self.phone(#"{"tabBar": {}, "accessory": {"image": "mini.svg", "imageMode": "fit"}}"#)
    let bar = try #require(scene.component(TabBarModel.self))
    #expect(bar.capsuleSize == Size(width: 375 - 2 * TabBarModel.margin, height: TabBarModel.buttonHeight))
    #expect(Self.images(scene).map(\.name) == ["mini.svg"])
    var kinds: [String] = []
    for i in 0..<4 {
      try scene.send(ms(Int64(i) * 500), .keyDown(key: "N", modifiers: []))
      scene.advance(to: ms(Int64(i) * 500 + 400))
      kinds += scene.takeEvents().filter { $0.name == "accessoryContentChanged" }.compactMap { $0[field: "content"]?.string }
    }
    #expect(kinds == ["plus", "nowPlaying", "buttons", "image"])
    #expect(Self.images(scene).map(\.name) == ["mini.svg"])
    // Without a picture the cycle stays plus → nowPlaying → buttons → plus.
    #expect(AccessoryContent.Kind.buttons.next == .plus)
  }

  @Test("pictures are not model state: the trace and hash of a scene do not change with them")
  func traceUnchanged() throws {
    let with = try Self.phone(#"{"image": "home.png", "feed": {"cards": 3, "images": ["a.png"]}, "panels": [{"content": {"kind": "text"}}]}"#)
    let without = try Self.phone(#"{"feed": {"cards": 3}, "panels": [{"content": {"kind": "text"}}]}"#)
    #expect(JSONWriter.string(.object(with.traceState())) == JSONWriter.string(.object(without.traceState())))
  }
}
