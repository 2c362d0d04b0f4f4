import Foundation
import PanelCore

/// Where the window saves a tuned scene (Ctrl+S) and exports its code (Ctrl+E), and the rule that
/// keeps both from harming a file: a file is replaced only when this program loaded it (the scene
/// it came from, after the user confirmed) or wrote it earlier in the session; otherwise a fresh
/// name is taken. Every write is complete or nothing (write, fsync, rename).
public final class LabFiles {
  /// The folder new files go to when the scene has no file (the built-in demo): the working one.
  private let workingFolder: String
  /// Files written in this session, which later exports may replace.
  private var written: Set<String> = []

  /// Files for a session whose new files go to `workingFolder`.
  public init(workingFolder: String = FileManager.default.currentDirectoryPath) {
    self.workingFolder = workingFolder
  }

  /// The tuned scene as a file holds it: pretty JSON, without the time scale (slow motion is a
  /// way of looking, not part of the design).
  public static func sceneText(_ config: SceneConfig) -> String { sceneText(config.json) }

  /// The text of a scene's JSON as `sceneText(_:)` writes it.
  static func sceneText(_ json: JSONValue) -> String { JSONWriter.pretty(json.replacingMember("timeScale", with: nil)) }

  /// Saves `config` over the scene file it was loaded from. What the window put into the scene
  /// for itself rather than for the design (its own size, the sidebar's mark of the current
  /// scene, a sidebar carried over from the previous scene, slow motion) is written as the file had
  /// it, and so is the text of every value that did not change: its key order, indentation and line
  /// breaks (`FormattedJSONWriter`).
  public func save(_ config: SceneConfig, over path: String) throws(HostError) {
    guard let text = try? SceneFile.readText(path), let original = try? SceneConfig.parse(text).json else {
      try write(Self.sceneText(config), to: path)
      return
    }
    var json = SidebarCarry.removing(from: config.json, original: original)
    for key in ["window", "timeScale"] { json = json.replacingMember(key, with: original[key]) }
    try write(FormattedJSONWriter.write(json, over: text), to: path)
  }

  /// Saves `config` (the built-in demo's) to a new file in the working folder; returns its path.
  /// The sidebar's scene names (its groups' too), relative to `sceneFolder`, are written as full paths, so they
  /// still lead somewhere from the working folder.
  public func saveNew(_ config: SceneConfig, sceneFolder: String?) throws(HostError) -> String {
    var json = config.json
    if let folder = sceneFolder { json = SidebarCarry.rebasing(json) { $0.hasPrefix("/") ? $0 : folder + "/" + $0 } }
    let path = FreshName.stem(workingFolder + "/panellab-scene-\(FreshName.stamp())", extensions: ["json"], isTaken: blocked) + ".json"
    try write(Self.sceneText(json), to: path)
    return path
  }

  /// Writes the code of `config`'s tuning as `NAME.swift` and `NAME.json` beside the scene file
  /// (`scenePath`), or in the working folder for the built-in demo; returns the two paths.
  public func export(_ config: SceneConfig, scenePath: String?) throws(HostError) -> (swift: String, json: String) {
    let base: String
    let source: String
    if let scenePath {
      let url = URL(fileURLWithPath: scenePath)
      base = url.deletingLastPathComponent().path + "/" + url.deletingPathExtension().lastPathComponent + "-tuned"
      source = url.lastPathComponent
    } else {
      base = workingFolder + "/panellab-demo-tuned"
      source = "the built-in demo"
    }
    // Both files take the same name, the first that neither of them blocks.
    let stem = FreshName.stem(base, extensions: ["swift", "json"], isTaken: blocked)
    try write(TunedCode.swift(for: config, source: source), to: stem + ".swift")
    do {
      try write(Self.sceneText(config), to: stem + ".json")
    } catch {
      // Both files or neither: the Swift file was written fresh a moment ago.
      unlink(stem + ".swift")
      written.remove(stem + ".swift")
      throw error
    }
    return (stem + ".swift", stem + ".json")
  }

  /// Whether something is at `path` that this session did not write (see `FreshName.exists`).
  private func blocked(_ path: String) -> Bool { !written.contains(path) && FreshName.exists(path) }

  private func write(_ text: String, to path: String) throws(HostError) {
    let file = try OutputFile(path)
    do {
      try file.write(Array(text.utf8))
      try file.finish()
    } catch {
      file.abandon()
      throw error
    }
    written.insert(path)
  }
}
