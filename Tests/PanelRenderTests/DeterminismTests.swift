import Foundation
import PanelLabTestSupport
import PanelCore
import Testing

@testable import PanelRender

/// The pixels of a frame are a pure function of its display list and scale: a rasterizer that
/// kept its caches through a whole replay draws each frame byte for byte as a fresh one does.
///
/// Every committed recording is replayed at 60 frames per second with one rasterizer kept warm.
/// Every 10th frame, and every frame of a sheet's zoom and of a pane layout change (divider drags,
/// hidden panes), is drawn again by a rasterizer made for that frame alone, and the digests must be
/// equal. `tools/check-determinism.sh` compares every frame (PANELLAB_EVERY_FRAME=1), at scales 1
/// and 2 (PANELLAB_DETERMINISM_SCALE).
@Suite struct DeterminismTests {
  static let recordings = ["assets/demo.plrec", "assets/lab.plrec", "assets/recordings/sheet-routes.plrec"]

  /// What one replay compared.
  struct Comparison {
    var compared = 0
    var zoomFrames = 0
    var layoutFrames = 0
    var cacheHits = 0
    var differing: [Int] = []
  }

  /// Replays `path` at `scale`, comparing sampled frames (or all) warm against fresh.
  static func compare(_ path: String, scale: Double, everyFrame: Bool) throws -> Comparison {
    let recording = try Recording.parse(try String(contentsOfFile: CLI.root + "/" + path, encoding: .utf8))
    var replayer = try Replayer(recording, fps: 60, scale: scale)
    let warm = Rasterizer()
    let size = replayer.scene.size
    let bitmap = try #require(Bitmap(width: Rasterizer.pixels(size.width, scale), height: Rasterizer.pixels(size.height, scale)))
    var result = Comparison()
    var lastLayout = replayer.scene.component(SplitTree.self)?.frames
    while let output = try replayer.next() {
      guard case .frame(let index, _) = output else { continue }
      var list = replayer.scene.render()
      list.size = size
      warm.render(list, scale: scale, into: bitmap)
      let phase = replayer.scene.component(SheetModel.self)?.phase
      let zooming = phase == .presenting || phase == .dismissing
      let layout = replayer.scene.component(SplitTree.self)?.frames
      let relaid = layout != lastLayout
      lastLayout = layout
      guard everyFrame || index % 10 == 0 || zooming || relaid else { continue }
      if zooming { result.zoomFrames += 1 }
      if relaid { result.layoutFrames += 1 }
      let fresh = try #require(Rasterizer().render(list, scale: scale))
      if fresh.digest != bitmap.digest { result.differing.append(index) }
      result.compared += 1
    }
    result.cacheHits = warm.layerCacheCounts.hits
    return result
  }

  static var everyFrame: Bool { ProcessInfo.processInfo.environment["PANELLAB_EVERY_FRAME"] == "1" }
  /// The scale to compare at: 1 in the suite; `tools/check-determinism.sh` also runs 2.
  static var scale: Double { ProcessInfo.processInfo.environment["PANELLAB_DETERMINISM_SCALE"].flatMap(Double.init) ?? 1 }

  /// The conflict lab's recordings (assets/conflicts), committed beside the scenes they replay.
  static let conflictRecordings: [String] = {
    let dir = CLI.root + "/assets/conflicts"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { $0.hasSuffix(".plrec") }.sorted().map { "assets/conflicts/" + $0 }
  }()

  @Test(arguments: recordings)
  func aWarmRasterizerDrawsEachSampledFrameAsAFreshOneDoes(_ path: String) throws {
    let c = try Self.compare(path, scale: Self.scale, everyFrame: Self.everyFrame)
    #expect(c.differing.isEmpty, "\(path): \(c.differing.count) of \(c.compared) frames differ, from frame \(c.differing.first ?? -1): \(c.differing.prefix(20))")
    // The replay really exercised the cache and the paths that once chose differently.
    #expect(c.compared > 20)
    #expect(c.cacheHits > 100)
    if path.hasSuffix("demo.plrec") || path.hasSuffix("sheet-routes.plrec") { #expect(c.zoomFrames > 10, "\(path)") }
    if path.hasSuffix("demo.plrec") { #expect(c.layoutFrames > 10) }
  }

  /// Each conflict recording too: short sessions of nested panels, carousels, sliders and the
  /// keyboard, whose layers the three above do not draw (about 50 s of CPU in the suite). They run
  /// beside the others, many rasterizers drawing text at once: `FontLock` keeps cairo's shared
  /// fonts from racing there.
  @Test(arguments: conflictRecordings)
  func aWarmRasterizerDrawsEachSampledFrameOfAConflictRecordingAsAFreshOneDoes(_ path: String) throws {
    let c = try Self.compare(path, scale: Self.scale, everyFrame: Self.everyFrame)
    #expect(c.differing.isEmpty, "\(path): \(c.differing.count) of \(c.compared) frames differ, from frame \(c.differing.first ?? -1): \(c.differing.prefix(20))")
    #expect(c.compared >= 10 && c.cacheHits > 0, "\(path): \(c.compared) compared, \(c.cacheHits) cache hits")
  }

  @Test func everyConflictRecordingIsCompared() {
    #expect(Self.conflictRecordings.count >= 17, "\(Self.conflictRecordings)")
  }
}
