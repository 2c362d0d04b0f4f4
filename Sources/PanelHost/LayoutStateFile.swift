import Foundation
import PanelCore

/// The layout state file of the interactive window: split positions and visibility per scene,
/// restored at launch and saved each time the user changes the layout.
///
/// A save runs on a queue of its own, never on the window's thread, so a slow disk or a file
/// another program holds cannot stop the window drawing. It takes an exclusive `flock` on the
/// file's folder, reads the file again, replaces only the entry of the scene that changed, then
/// writes a temporary file, syncs it and renames it over the old one: two windows sharing the file
/// keep each other's scenes, and a kill at any moment leaves the old file or the new one, never a
/// mix. A missing file is no saved state; a corrupt or foreign one gives one warning and the
/// scenes' own layouts, and it is not replaced until the user changes a layout. Replays and
/// snapshots never use this file.
public final class LayoutStateFile: @unchecked Sendable {
  /// Where the state lives.
  public let path: String
  /// What the file held at launch (plus what this session saved).
  public private(set) var layouts = SavedLayouts()
  /// Saves in order, off the window's thread.
  private let saves = DispatchQueue(label: "panellab.layout-state")
  /// Touched only on `saves`.
  private var warnedAboutWriting = false

  /// `$XDG_STATE_HOME/panellab/layout.json`, or `~/.local/state/panellab/layout.json` without it;
  /// nil when neither variable is set.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/panellab/layout.json" }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.local/state/panellab/layout.json" }
    return nil
  }

  /// Why `path` cannot be a state file (a FIFO, a socket or a device other than `/dev/null`, whose
  /// opening could block the window), or nil when it can.
  public static func problem(with path: String) -> String? {
    var st = stat(), null = stat()
    guard stat(path, &st) == 0, (st.st_mode & S_IFMT) != S_IFREG else { return nil }
    if (st.st_mode & S_IFMT) == S_IFCHR && stat("/dev/null", &null) == 0 && st.st_rdev == null.st_rdev { return nil }
    let kind: String
    switch st.st_mode & S_IFMT {
    case S_IFIFO: kind = "a named pipe (FIFO)"
    case S_IFDIR: kind = "a folder"
    case S_IFSOCK: kind = "a socket"
    default: kind = "a device"
    }
    return "is \(kind), not a regular file: the layout is saved as a file (/dev/null saves nothing)"
  }

  /// Reads the state at `path`, warning once when it cannot be used.
  public init(path: String) {
    self.path = path
    do throws(ConfigError) {
      layouts = try Self.read(path) ?? SavedLayouts()
    } catch {
      Log.warning("\(path):\(error.line): saved layout ignored (\(error.description)); using the scene's own until the layout changes")
    }
  }

  /// The layouts in the file at `path`; nil when there is none to read (missing, empty, not a
  /// regular file such as `/dev/null`, too large or unreadable, the last two with a warning).
  private static func read(_ path: String) throws(ConfigError) -> SavedLayouts? {
    var st = stat()
    guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
    guard st.st_size <= Limits.sceneFileBytes, let data = FileManager.default.contents(atPath: path) else {
      Log.warning("\(path): cannot read the saved layout; using the scene's own (the file is left as it is)")
      return nil
    }
    guard !data.isEmpty else { return nil }
    guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
      throw ConfigError(path: "", line: 0, message: "not valid UTF-8 text")
    }
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw ConfigError(path: "", line: error.line, message: error.message) }
    return try SavedLayouts(json: value)
  }

  /// `config` with the layout saved for scene `key`, when one applies to its tree.
  public func restoring(_ config: SceneConfig, for key: String) -> SceneConfig {
    layouts.restoring(config, for: key) ?? config
  }

  /// Saves `tree` as scene `key`'s layout, unless that is what this session last saw. The write
  /// happens on the save queue; a failed one is a warning (once): the window goes on.
  public func save(_ tree: LayoutNode, for key: String) {
    var next = layouts
    next.save(tree, for: key)
    guard next != layouts else { return }
    layouts = next
    saves.async { [self, next] in
      do throws(HostError) {
        try write(tree, for: key, fallback: next)
      } catch {
        if !warnedAboutWriting { Log.warning("\(error.message); the layout is not saved") }
        warnedAboutWriting = true
      }
    }
  }

  /// Waits until every save asked for so far is on disk (before the program exits).
  public func waitForSaves() { saves.sync {} }

  /// Under the folder's lock: the file as it is now with scene `key`'s entry replaced by `tree`
  /// (all of `fallback`, this session's view, when the file cannot be read), written in place.
  private func write(_ tree: LayoutNode, for key: String, fallback: SavedLayouts) throws(HostError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lock = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if lock >= 0 { flock(lock, LOCK_EX) }
    defer {
      if lock >= 0 {
        flock(lock, LOCK_UN)
        close(lock)
      }
    }
    if let problem = Self.problem(with: path) { throw HostError(message: "\(path): \(problem)") }
    var merged: SavedLayouts
    do throws(ConfigError) { merged = try Self.read(path) ?? SavedLayouts() } catch { merged = fallback }
    merged.save(tree, for: key)
    let file = try OutputFile(path)
    do {
      try file.write(Array((JSONWriter.string(merged.json) + "\n").utf8))
      try file.finish()
    } catch {
      file.abandon()
      throw error
    }
  }
}
