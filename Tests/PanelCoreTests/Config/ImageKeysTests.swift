import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The keys that show a user's own pictures: `image` and `imageMode` on the main view, the
/// panels' content, the sheet and the accessory, and `images` on a feed. Good values are read;
/// every bad one is refused at its key path and line.
@Suite("Image keys")
struct ImageKeysTests {
  @Test("every place that takes a picture reads its name and mode")
  func goodValues() throws {
    let config = try SceneConfig.parse(
      """
      {"main": {
        "image": "shots/home.png", "imageMode": "top",
        "feed": {"cards": 3, "images": ["a.png", "cards/b.SVG"], "imageMode": "fit"},
        "panels": [{"content": {"kind": "image", "image": "panel.svg"}}, {"content": {"image": "list.png", "imageMode": "top"}}],
        "sheet": {"image": "header.png", "imageMode": "fill"},
        "tabBar": {"tabs": ["One", {"title": "Two", "feed": {"cards": 1, "images": ["two.png"]}}]},
        "accessory": {"content": "image", "image": "mini.svg", "imageMode": "fit"}
      }}
      """)
    #expect(config.main.image == Picture("shots/home.png", mode: .top))
    #expect(config.main.feed?.images == ["a.png", "cards/b.SVG"])
    #expect(config.main.feed?.imageMode == .fit)
    #expect(config.main.panels[0].content.kind == .image)
    #expect(config.main.panels[0].content.image == Picture("panel.svg", mode: .fill))
    // `image` alone makes the content an image.
    #expect(config.main.panels[1].content.kind == .image)
    #expect(config.main.panels[1].content.image == Picture("list.png", mode: .top))
    #expect(config.main.sheet?.image == Picture("header.png"))
    #expect(config.main.tabBar?.tabs[1].feed?.images == ["two.png"])
    #expect(config.main.accessory?.content == .image)
    #expect(config.main.accessory?.image == Picture("mini.svg", mode: .fit))
  }

  @Test("without the keys nothing changes: no picture anywhere, modes default to fill")
  func defaults() throws {
    let config = try SceneConfig.parse(
      #"{"main": {"feed": {}, "panels": [{}], "sheet": {}, "tabBar": {}, "accessory": {}}}"#)
    #expect(config.main.image == nil)
    #expect(config.main.feed?.images == [])
    #expect(config.main.feed?.imageMode == .fill)
    #expect(config.main.panels[0].content.kind == .list)
    #expect(config.main.panels[0].content.image == nil)
    #expect(config.main.sheet?.image == nil)
    #expect(config.main.accessory?.content == .plus)
    #expect(config.main.accessory?.image == nil)
    #expect(config.imageReferences.isEmpty)
    // An image alone on the accessory makes its content an image.
    #expect(try SceneConfig.parse(#"{"main": {"accessory": {"image": "a.png"}}}"#).main.accessory?.content == .image)
  }

  @Test(
    "bad values are refused at their key path and line",
    arguments: [
      (#"{"main": {"image": 3}}"#, "main.image", 1, "expected a string, got a number"),
      (#"{"main": {"image": ""}}"#, "main.image", 1, "an empty file name"),
      (#"{"main": {"image": "/abs/home.png"}}"#, "main.image", 1, "must be relative to the scene file, got \"/abs/home.png\""),
      (#"{"main": {"image": "../up.png"}}"#, "main.image", 1, "must name a file inside the scene's folder, without empty, \".\" or \"..\" parts, got \"../up.png\""),
      (#"{"main": {"image": "a//b.png"}}"#, "main.image", 1, "must name a file inside the scene's folder, without empty, \".\" or \"..\" parts, got \"a//b.png\""),
      (#"{"main": {"image": "photo.jpg"}}"#, "main.image", 1, "expected a .png or .svg file, got \"photo.jpg\""),
      (#"{"main": {"image": "png"}}"#, "main.image", 1, "expected a .png or .svg file, got \"png\""),
      (#"{"main": {"image": "a\\b.png"}}"#, "main.image", 1, "use / between folders, got \"a\\b.png\""),
      ("{\"main\": {\n\"image\": \"a.png\",\n\"imageMode\": \"stretch\"}}", "main.imageMode", 3, "expected one of fill|fit|top, got \"stretch\""),
      (#"{"main": {"imageMode": "fit"}}"#, "main.imageMode", 1, "needs an \"image\" beside it"),
      ("{\"main\": {\"feed\": {\n\"images\": [\"a.png\",\n 7]}}}", "main.feed.images[1]", 3, "expected a string, got a number"),
      (#"{"main": {"feed": {"images": "a.png"}}}"#, "main.feed.images", 1, "expected an array, got a string"),
      (#"{"main": {"feed": {"cards": 1, "images": ["a.png", "b.png"]}}}"#, "main.feed.images", 1, "there are 1 cards, got 2 images (they apply to the cards in order)"),
      (#"{"main": {"feed": {"imageMode": "fit"}}}"#, "main.feed.imageMode", 1, "needs \"images\" beside it"),
      (#"{"main": {"tabBar": {"tabs": [{"title": "A", "feed": {"images": ["x.gif"]}}]}}}"#, "main.tabBar.tabs[0].feed.images[0]", 1, "expected a .png or .svg file, got \"x.gif\""),
      (#"{"main": {"panels": [{"content": {"kind": "image"}}]}}"#, "main.panels[0].content.kind", 1, "image content needs an \"image\" beside it"),
      (#"{"main": {"panels": [{"content": {"kind": "list", "image": "a.png"}}]}}"#, "main.panels[0].content.image", 1, "only \"kind\": \"image\" shows an image, got \"list\""),
      (#"{"main": {"panels": [{"content": {"kind": "picture"}}]}}"#, "main.panels[0].content.kind", 1, "expected one of list|text|image, got \"picture\""),
      (#"{"main": {"panels": [{}, {"content": {"image": "a.png", "imageMode": 1}}]}}"#, "main.panels[1].content.imageMode", 1, "expected one of fill|fit|top, got a number"),
      (#"{"main": {"sheet": {"image": "header.bmp"}}}"#, "main.sheet.image", 1, "expected a .png or .svg file, got \"header.bmp\""),
      (#"{"main": {"sheet": {"imageMode": "top"}}}"#, "main.sheet.imageMode", 1, "needs an \"image\" beside it"),
      (#"{"main": {"accessory": {"content": "image"}}}"#, "main.accessory.content", 1, "image content needs an \"image\" beside it"),
      (#"{"main": {"accessory": {"content": "plus", "image": "a.png"}}}"#, "main.accessory.image", 1, "only \"content\": \"image\" shows an image, got \"plus\""),
      (#"{"main": {"accessory": {"images": ["a.png"]}}}"#, "main.accessory.images", 1, "unknown key (known keys: content, hidden, image, imageMode, position, style)"),
    ])
  func badValues(text: String, path: String, line: Int, message: String) throws {
    let error = try #require(sceneError(text), "\(text) must be rejected")
    #expect(error.path == path)
    #expect(error.line == line)
    #expect(error.message == message)
  }

  @Test("the scene's pictures are listed with their key paths and lines, in key order")
  func references() throws {
    let config = try SceneConfig.parse(
      """
      {"main": {
        "image": "home.png",
        "feed": {"cards": 2, "images": ["a.png",
                                        "home.png"]},
        "tabBar": {"tabs": [{"title": "T", "feed": {"images": ["t.svg"]}}]},
        "panels": [{}, {"content": {"image": "p.png"}}],
        "sheet": {"image": "s.png"},
        "accessory": {"image": "acc.svg"}
      }}
      """)
    let refs = config.imageReferences
    #expect(refs.map(\.path) == [
      "main.image", "main.feed.images[0]", "main.feed.images[1]", "main.tabBar.tabs[0].feed.images[0]",
      "main.panels[1].content.image", "main.sheet.image", "main.accessory.image",
    ])
    #expect(refs.map(\.line) == [2, 3, 4, 5, 6, 7, 8])
    #expect(refs[2].name == "home.png")
    #expect(config.imageNames == ["a.png", "acc.svg", "home.png", "p.png", "s.png", "t.svg"])
  }

  @Test("each mode places a picture as UIKit's content modes do")
  func placement() {
    let frame = Rect(x: 10, y: 20, width: 200, height: 100)
    let wide = Size(width: 400, height: 100)  // 4:1 in a 2:1 frame
    #expect(ImageMode.fill.place(wide, in: frame) == Rect(x: -90, y: 20, width: 400, height: 100))
    #expect(ImageMode.fit.place(wide, in: frame) == Rect(x: 10, y: 45, width: 200, height: 50))
    #expect(ImageMode.top.place(wide, in: frame) == Rect(x: 10, y: 20, width: 200, height: 50))
    let tall = Size(width: 100, height: 400)  // a long screenshot
    #expect(ImageMode.fill.place(tall, in: frame) == Rect(x: 10, y: -330, width: 200, height: 800))
    #expect(ImageMode.fit.place(tall, in: frame) == Rect(x: 97.5, y: 20, width: 25, height: 100))
    #expect(ImageMode.top.place(tall, in: frame) == Rect(x: 10, y: 20, width: 200, height: 800))
    #expect(ImageMode.fill.place(Size(width: 0, height: 5), in: frame).width == 0)
  }
}
