import Foundation
import PanelCore
import PanelHost

/// Two tunings driven by one hand: a recording's input replayed over its own scene (or `--base`)
/// as A and over `--scene` as B, at the same window points.
struct CompareRuns {
  /// One side.
  struct Side {
    /// What the reports call it (`A: demo.plrec`, `B: tuned.json`).
    var label: String
    /// The recording with this side's scene in its header.
    var recording: Recording
    /// That scene.
    var config: SceneConfig
    /// Its pictures.
    var images: SceneImages
  }

  /// The recorded tuning (or `--base`).
  let a: Side
  /// The other tuning.
  let b: Side
  /// The recording's path.
  let path: String
  /// Its bytes.
  let bytes: [UInt8]
  /// Every file the comparison reads (the recording, the scenes, their pictures): no output may be one.
  let inputs: [String]

  /// Reads the recording and the scenes; a scene whose window differs from A's is refused (exit 2),
  /// since the same input points would land elsewhere.
  init(recording path: String, scene: String, base: String?, force: Bool) throws {
    self.path = path
    bytes = try SceneLoading.readBytes(path, limit: Limits.recordingFileBytes)
    let recorded = try ReplayCommand.load(path, force: force)
    let name = URL(fileURLWithPath: path).lastPathComponent
    if let base {
      a = try Self.side(recorded, scene: base, label: "A: \(URL(fileURLWithPath: base).lastPathComponent)")
    } else {
      a = Side(label: "A: \(name) (its recorded scene)", recording: recorded, config: try SceneConfig(json: recorded.scene),
        images: try SceneLoading.images(of: recorded, at: path))
    }
    b = try Self.side(recorded, scene: scene, label: "B: \(URL(fileURLWithPath: scene).lastPathComponent)")
    inputs = [path, scene] + (base.map { [$0] } ?? []) + a.images.filePaths + b.images.filePaths
    for other in [b] where other.config.window != a.config.window {
      let (wa, wb) = (a.config.window, other.config.window)
      throw InputError(
        file: scene, line: other.config.json["window"]?.line ?? 1,
        message: "window: \(JSONWriter.number(wb.width))x\(JSONWriter.number(wb.height)) differs from A's \(JSONWriter.number(wa.width))x\(JSONWriter.number(wa.height)); the recording's input points would land elsewhere")
    }
  }

  /// The recording with `scene`'s file in its header: the same inputs, another tuning.
  private static func side(_ recorded: Recording, scene: String, label: String) throws -> Side {
    let (config, images) = try SceneLoading.loadWithImages(scene)
    var r = recorded
    r.scene = config.json
    r.images = [:]
    return Side(label: label, recording: r, config: config, images: images)
  }
}
