/// One place a scene names a user's image: the file name, and the key path and line that name
/// it, so the program can report a file it cannot read as `FILE:LINE: key.path: …`.
public struct ImageReference: Hashable, Sendable {
  /// The file, relative to the scene file's folder.
  public var name: String
  /// The key path naming it (`main.feed.images[2]`).
  public var path: String
  /// The line of the name in the scene file (0 when built in code).
  public var line: Int
}

extension SceneConfig {
  /// Every image the scene names, in file order of the keys that can name one. The config has
  /// been validated, so each name is well formed; the JSON is walked (not the parsed config)
  /// because only it keeps the lines.
  public var imageReferences: [ImageReference] {
    var out: [ImageReference] = []
    func add(_ value: JSONValue?, _ path: String) {
      guard let value, let name = value.string else { return }
      out.append(ImageReference(name: name, path: path, line: value.line))
    }
    func addFeed(_ feed: JSONValue?, _ path: String) {
      guard case .array(let items)? = feed?["images"]?.kind else { return }
      for (i, item) in items.enumerated() { add(item, "\(path).images[\(i)]") }
    }
    guard let main = json["main"] else { return [] }
    add(main["image"], "main.image")
    addFeed(main["feed"], "main.feed")
    if case .array(let tabs)? = main["tabBar"]?["tabs"]?.kind {
      for (i, tab) in tabs.enumerated() { addFeed(tab["feed"], "main.tabBar.tabs[\(i)].feed") }
    }
    if case .array(let panels)? = main["panels"]?.kind {
      for (i, panel) in panels.enumerated() { add(panel["content"]?["image"], "main.panels[\(i)].content.image") }
    }
    add(main["sheet"]?["image"], "main.sheet.image")
    add(main["accessory"]?["image"], "main.accessory.image")
    return out
  }

  /// The distinct image names, sorted: what a recording's `images` header lists.
  public var imageNames: [String] { Array(Set(imageReferences.map(\.name))).sorted() }
}
