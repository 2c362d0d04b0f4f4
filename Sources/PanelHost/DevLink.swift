import Foundation
import PanelCore

/// A program's window under `panellab dev`: the files through which one build hands its session
/// to the next. `panellab dev` runs build N of the user's program with `PANELLAB_DEV_DIR` (a
/// folder of its own) and `PANELLAB_DEV_RUN` = N in the environment; the window then
/// - writes the hand's inputs (pointer, wheel, keys, resizes, a ghost, an applied scene file: what
///   came from outside, not what the program or the panes answered) to `run-N.hand.plrec`;
/// - records the whole session, the program's answers included, to `run-N.plrec`;
/// - when run N−1 left its hand, feeds it into this build first, at the times it came, so the
///   window opens where the last one was, running the new code, and says where this build's lines
///   first part from `run-(N−1).plrec`;
/// - shows what `panellab dev` writes to `status` (a build error stays until the next build);
/// - opens where and as large as `window` (the last run's window position and size) says, and
///   leaves its own there, so a window resized by hand keeps its size across a rebuild;
/// - swaps without a gap: asked to (`run-N.hold`), run N finishes its hand and recording, takes
///   no more input and keeps showing its last frame (`run-N.held` says it has); run N+1 opens its
///   window hidden and shows it once its first frame is drawn (`run-N+1.ready`), and only then is
///   run N stopped.
public struct DevLink: Sendable {
  /// The folder the files are in.
  public let folder: String
  /// This build's run number (1 for the first).
  public let run: Int

  /// The link `panellab dev` set up in the environment, or nil for a program run by hand.
  public static func fromEnvironment() -> DevLink? {
    let environment = ProcessInfo.processInfo.environment
    guard let folder = environment["PANELLAB_DEV_DIR"], !folder.isEmpty,
      let run = environment["PANELLAB_DEV_RUN"].flatMap({ Int($0) }), run >= 1
    else { return nil }
    return DevLink(folder: folder, run: run)
  }

  /// A link in `folder` for run `run`.
  public init(folder: String, run: Int) {
    self.folder = folder
    self.run = run
  }

  /// Where run `n` writes its hand's inputs.
  public func handPath(_ n: Int) -> String { folder + "/run-\(n).hand.plrec" }
  /// Where run `n` records its session.
  public func recordingPath(_ n: Int) -> String { folder + "/run-\(n).plrec" }
  /// What `panellab dev` has to say in the window: a first line `error` or `info`, then the text.
  public var statusPath: String { folder + "/status" }
  /// The last window's position and size, `x y width height` (screen pixels, then points).
  public var positionPath: String { folder + "/window" }

  /// Where `panellab dev` asks run `n` to hand its session over and hold its last frame.
  public func holdRequestPath(_ n: Int) -> String { folder + "/run-\(n).hold" }
  /// Where run `n` says it has: its hand and recording are complete and it takes no more input.
  public func heldPath(_ n: Int) -> String { folder + "/run-\(n).held" }
  /// Where run `n` says its window shows its first frame.
  public func readyPath(_ n: Int) -> String { folder + "/run-\(n).ready" }

  /// Whether this run was asked to hand over and hold its frame.
  var isAskedToHold: Bool { FileManager.default.fileExists(atPath: holdRequestPath(run)) }

  /// Leaves the (empty) file at `path`, for `panellab dev` to see.
  func mark(_ path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data()) }

  /// The hand of the run before, when it left one that reads; a file that does not is a warning
  /// and the session starts afresh.
  func previousHand() -> Recording? { read(handPath(run - 1)) }

  /// The recording of the run before, to compare this build's lines with.
  func previousRecording() -> Recording? { read(recordingPath(run - 1)) }

  private func read(_ path: String) -> Recording? {
    guard run > 1, let data = FileManager.default.contents(atPath: path) else { return nil }
    do {
      // The same program's earlier build: its model version is this PanelLab's, or the user
      // updated PanelLab between the builds, and the hand is still the hand.
      return try Recording.parse(bytes: Array(data), force: true)
    } catch {
      Log.warning("\(path):\(error.line): \(error.message); starting afresh")
      return nil
    }
  }

  /// The message `panellab dev` left: whether it is an error, and its text (nil when there is none).
  func status() -> (isError: Bool, text: String)? {
    guard let data = FileManager.default.contents(atPath: statusPath) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let newline = text.firstIndex(of: "\n") else { return nil }
    let body = String(text[text.index(after: newline)...]).trimmingCharacters(in: .whitespacesAndNewlines)
    return body.isEmpty ? nil : (text[..<newline] == "error", body)
  }

  /// Where the last window was.
  public func lastPosition() -> (x: Int32, y: Int32)? {
    let parts = lastFrame()
    guard parts.count >= 2, let x = Int32(exactly: parts[0]), let y = Int32(exactly: parts[1]) else { return nil }
    return (x, y)
  }

  /// How large the last window was, points: the next build's window opens at that size, so the
  /// hand's resizes replayed into it land on the window they were made in.
  public func lastSize() -> Size? {
    let parts = lastFrame()
    guard parts.count == 4, parts[2] >= 1, parts[3] >= 1 else { return nil }
    return Size(width: parts[2], height: parts[3])
  }

  private func lastFrame() -> [Double] {
    guard let data = FileManager.default.contents(atPath: positionPath) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// Leaves this window's position and size for the next build's window.
  func keep(position: (x: Int32, y: Int32), size: Size) {
    let line = "\(position.x) \(position.y) \(JSONWriter.number(size.width)) \(JSONWriter.number(size.height))\n"
    try? Data(line.utf8).write(to: URL(fileURLWithPath: positionPath), options: .atomic)
  }

  /// What to say about a session resumed at `resumedAt`: where this build's lines first part from
  /// the last build's (`old`), or that they agree.
  static func report(_ divergence: RecordingDivergence?, old: Recording, scene: JSONValue, resumedAt: Micros) -> String {
    let at = String(format: "%.3f s", Double(resumedAt) / 1e6)
    guard let d = divergence else { return "Rebuilt at \(at): the new build replays the session exactly as the last one did" }
    let when = String(format: "%.3f s", Double(d.time) / 1e6)
    var what: String
    if d.line == 1 {
      let fields = JSONDifference(old.scene, scene).fields
      what = fields.prefix(2).map { "\($0.path) \(JSONDifference.shown($0.a)) → \(JSONDifference.shown($0.b))" }.joined(separator: ", ")
      if fields.count > 2 { what += ", …" }
      what = "the scene: " + what
    } else {
      what = "line \(d.line): was \(d.recorded.map(shortened) ?? "(the end)"), now \(d.now.map(shortened) ?? "(the end)")"
    }
    return "Rebuilt at \(at): the new build first parts from the last at \(when), in \(what)"
  }

  private static func shortened(_ line: String) -> String { line.count <= 100 ? line : String(line.prefix(97)) + "…" }
}
