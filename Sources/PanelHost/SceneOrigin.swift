import Foundation
import PanelCore

/// Where the window's scene came from: the key its layout is saved under, and the folder that its
/// sidebar's scene names are relative to.
public struct SceneOrigin: Hashable, Sendable {
  /// The key of saved layouts: the scene file's real path, or `demo` for the built-in scene.
  public var key: String
  /// The folder that sidebar entries are relative to (nil: the built-in demo without its assets).
  public var folder: String?

  /// A scene read from the file at `path`.
  public static func file(_ path: String) -> SceneOrigin {
    let real = realpath(path, nil).map { p in
      defer { free(p) }
      return String(cString: p)
    } ?? URL(fileURLWithPath: path).standardized.path
    return SceneOrigin(key: real, folder: URL(fileURLWithPath: real).deletingLastPathComponent().path)
  }

  /// The built-in demo scene, whose sidebar lists the files in `assets/scenes`.
  public static func demo(assetDirectory: String?) -> SceneOrigin {
    SceneOrigin(key: "demo", folder: assetDirectory.map { $0 + "/scenes" })
  }

  /// The scene file's path, or nil for the built-in demo.
  public var filePath: String? { key == "demo" ? nil : key }

  /// The file a sidebar entry names, or nil when there is no folder to find it in.
  public func path(of entry: String) -> String? {
    if entry.hasPrefix("/") { return entry }
    return folder.map { $0 + "/" + entry }
  }

  /// `config` with its sidebar's `current` set to the entry that names this scene's file (a file
  /// opened with `--scene` or chosen in the sidebar shows as selected).
  public func markingCurrent(_ config: SceneConfig) -> SceneConfig {
    guard let sidebar = config.sidebar, key != "demo" else { return config }
    let entry = sidebar.scenes.first { e in path(of: e).map { SceneOrigin.file($0).key == key } ?? false }
    guard let entry, entry != sidebar.current, let json = config.json.setting("sidebar.current", to: .string(entry)) else {
      return config
    }
    return (try? SceneConfig(json: json)) ?? config
  }
}
