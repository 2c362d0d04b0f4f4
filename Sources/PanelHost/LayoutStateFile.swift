import Foundation
import PanelCore

/// The layout state file of the interactive window: split positions and visibility per scene,
/// restored at launch and saved, whole, each time the user changes the layout.
///
/// A save writes a temporary file, syncs it and renames it over the old one, so a kill at any
/// moment leaves the old file or the new one, never a mix. A missing file is no saved state; a
/// corrupt or foreign one gives one warning and the scenes' own layouts, and it is not replaced
/// until the user changes a layout. Replays and snapshots never use this file.
public final class LayoutStateFile {
  /// Where the state lives.
  public let path: String
  /// What the file holds (plus what this session saved).
  public private(set) var layouts = SavedLayouts()
  private var warnedAboutWriting = false

  /// `$XDG_STATE_HOME/panellab/layout.json`, or `~/.local/state/panellab/layout.json` without it;
  /// nil when neither variable is set.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/panellab/layout.json" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/panellab/layout.json" }
    return nil
  }

  /// Reads the state at `path`, warning once when it cannot be used.
  public init(path: String) {
    self.path = path
    var st = stat()
    guard stat(path, &st) == 0 else { return }
    guard (st.st_mode & S_IFMT) == S_IFREG else { return }  // /dev/null: nothing saved, nothing to read
    guard st.st_size <= Limits.sceneFileBytes, let data = FileManager.default.contents(atPath: path) else {
      Log.warning("\(path): cannot read the saved layout; using the scene's own (the file is left as it is)")
      return
    }
    guard !data.isEmpty else { return }
    do throws(ConfigError) {
      guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
        throw ConfigError(path: "", line: 0, message: "not valid UTF-8 text")
      }
      let value: JSONValue
      do { value = try JSONParser.parse(text) } catch { throw ConfigError(path: "", line: error.line, message: error.message) }
      layouts = try SavedLayouts(json: value)
    } catch {
      Log.warning("\(path):\(error.line): saved layout ignored (\(error.description)); using the scene's own until the layout changes")
    }
  }

  /// `config` with the layout saved for scene `key`, when one applies to its tree.
  public func restoring(_ config: SceneConfig, for key: String) -> SceneConfig {
    layouts.restoring(config, for: key) ?? config
  }

  /// Saves `tree` as scene `key`'s layout, unless that is what the file already says. A failed
  /// write is a warning (once): the window goes on.
  public func save(_ tree: LayoutNode, for key: String) {
    var next = layouts
    next.save(tree, for: key)
    guard next != layouts else { return }
    layouts = next
    do throws(HostError) {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let file = try OutputFile(path)
      do {
        try file.write(Array((JSONWriter.string(layouts.json) + "\n").utf8))
        try file.finish()
      } catch {
        file.abandon()
        throw error
      }
    } catch {
      if !warnedAboutWriting { Log.warning("\(error.message); the layout is not saved") }
      warnedAboutWriting = true
    }
  }
}
