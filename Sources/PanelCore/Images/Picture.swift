/// A user's image as a scene names it: a PNG or SVG file relative to the scene file, and how it
/// fills its frame. The model only carries the name; the program reads and checks the file.
public struct Picture: Hashable, Sendable {
  /// The file, relative to the scene file's folder (`shots/home.png`).
  public var name: String
  /// How it fills its frame.
  public var mode: ImageMode

  /// A picture of `name` drawn in `mode`.
  public init(_ name: String, mode: ImageMode = .fill) {
    self.name = name
    self.mode = mode
  }

  /// The extensions PanelLab can decode.
  public static let extensions = ["png", "svg"]

  /// Why `name` cannot name an image file, or nil when it can. Names are relative, with no `.`,
  /// `..` or empty parts, so each file has exactly one name: a recording's `images` keys are these
  /// names, and a replay looks each up under a folder it chooses.
  public static func problem(with name: String) -> String? {
    if name.isEmpty { return "an empty file name" }
    if name.hasPrefix("/") { return "must be relative to the scene file, got \"\(name)\"" }
    if name.contains("\\") { return "use / between folders, got \"\(name)\"" }
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    if parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
      return "must name a file inside the scene's folder, without empty, \".\" or \"..\" parts, got \"\(name)\""
    }
    let ext = parts.last.flatMap { last in last.contains(".") ? last.split(separator: ".").last.map { $0.lowercased() } : nil }
    guard let ext, extensions.contains(ext) else { return "expected a .png or .svg file, got \"\(name)\"" }
    return nil
  }
}

extension ConfigObject {
  /// The image file name in `key`, checked by `Picture.problem(with:)`, if present.
  public func imageName(_ key: String) throws(ConfigError) -> String? {
    guard let v = self[key] else { return nil }
    return try Self.imageName(v, path: path(key))
  }

  /// Checks that `v` is a string naming an image file.
  public static func imageName(_ v: JSONValue, path: String) throws(ConfigError) -> String {
    let name = try string(v, path: path)
    if let problem = Picture.problem(with: name) { throw ConfigError(path: path, line: v.line, message: problem) }
    return name
  }

  /// The `image` and `imageMode` pair of this object (`fallback` mode when only `image` is given);
  /// nil without `image`, and an error for an `imageMode` without an `image`.
  public func picture(mode fallback: ImageMode = .fill) throws(ConfigError) -> Picture? {
    let mode: ImageMode = try choice("imageMode", default: fallback)
    guard let name = try imageName("image") else {
      if self["imageMode"] != nil { throw error("imageMode", "needs an \"image\" beside it") }
      return nil
    }
    return Picture(name, mode: mode)
  }
}
