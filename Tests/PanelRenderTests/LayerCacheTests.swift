import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

@testable import PanelRender

/// A rasterizer that keeps its caches across a whole replay draws what a fresh one draws.
///
/// Cached layers are composited as a group while fresh ones are drawn straight onto the frame,
/// so antialiased edges may differ by a level or two; the golden tolerance covers that and
/// nothing more (a stale or shifted layer fails by thousands of pixels). While the sheet zooms,
/// its layers are scaled from kept pixels on purpose (as Core Animation scales a backing store),
/// so those frames are left out; the presented sheet and its backdrop are compared. Likewise a
/// layer whose size keeps changing (cards under a divider drag) is stretched from its last pixels
/// on purpose, so frames that stretch one are left out too, and counted to show the path runs.
@Suite struct LayerCacheTests {
  @Test func cachedFramesMatchFreshRendersThroughTheDemoRecording() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../assets/demo.plrec").path
    let recording = try Recording.parse(try String(contentsOfFile: file, encoding: .utf8))
    var replayer = try Replayer(recording, fps: 20, scale: 1)
    let kept = Rasterizer()
    let bitmap = try #require(Bitmap(width: 1280, height: 800))
    var compared = 0
    var comparedSheet = 0
    var sawCacheHits = false
    var stretchedFrames = 0
    while let output = try replayer.next() {
      guard case .frame(let index, _) = output else { continue }
      let list = replayer.scene.render()
      kept.render(list, scale: 1, into: bitmap)
      // Every sixth frame, and each one once the cache is warm, against a fresh rasterizer.
      guard index % 6 == 0 else { continue }
      let phase = replayer.scene.component(SheetModel.self)?.phase
      if phase == .presenting || phase == .dismissing { continue }
      if kept.stretchedLayers > 0 { stretchedFrames += 1; continue }
      if phase == .presented || phase == .dragging { comparedSheet += 1 }
      let fresh = try #require(Rasterizer().render(list, scale: 1))
      let difference = FrameDifference(bitmap, fresh, channelTolerance: GoldenFrameTests.channelTolerance)
      #expect(difference.share <= GoldenFrameTests.mismatchLimit, "frame \(index): \(difference.mismatched) pixels differ")
      compared += 1
      if kept.layerCacheCounts.hits > 0 { sawCacheHits = true }
    }
    #expect(compared > 40)
    #expect(comparedSheet > 5)
    #expect(sawCacheHits)
    #expect(stretchedFrames > 3)
  }
}
