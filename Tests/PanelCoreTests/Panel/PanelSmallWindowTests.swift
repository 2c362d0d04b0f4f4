import Testing

@testable import PanelCore
import PanelLabTestSupport

/// At every window size from the smallest the window allows up, the demo's panel keeps its header
/// (the grabber and the search field) on screen and clear of the tab bar and the capsule in each
/// of its states, and the states keep their order.
@Suite("Panel in a small window")
struct PanelSmallWindowTests {
  /// Window sizes from 480×360 (`Window.minimumSize`) to 2400×1600 on uneven steps, plus the
  /// smallest size and one point above it on each side.
  static let sizes: [Size] = {
    var sizes = [Size(width: 480, height: 360), Size(width: 481, height: 361), Size(width: 480, height: 361.5)]
    for w in stride(from: 480.0, through: 2400, by: 137.3) {
      for h in stride(from: 360.0, through: 1600, by: 41.9) { sizes.append(Size(width: w, height: h)) }
    }
    return sizes
  }()

  /// What the window does: the demo opens at 1280×800 and is resized (the log keeps its length, so
  /// the main view is what shrinks), and the same size given as the scene's window from the start.
  static func scenes(at size: Size, scale: Double) throws -> [(String, Scene)] {
    var config = DemoScene.config
    config.scale = scale
    var resized = Scene(config: config)
    try resized.send(10_000, .resize(size))
    resized.advance(to: 600_000)
    config.window = size
    return [("resized", resized), ("opened", Scene(config: config))]
  }

  @Test("tip, half and full keep the header clear of the tab bar and the capsule, on screen and in order", arguments: [1.0, 2.0, 3.0])
  func headerClearOfTheBars(scale: Double) throws {
    for size in Self.sizes {
      for (how, scene) in try Self.scenes(at: size, scale: scale) {
        let at = "\(how) at \(size.width)×\(size.height) scale \(scale)"
        let main = try #require(scene.mainFrame, "\(at): the main view shows")
        let panel = try #require(scene.component(PanelModel.self))
        let bar = try #require(scene.component(TabBarModel.self))
        // The bars' tops in the main view's coordinates, where the panel's positions are.
        let barsTop = Swift.min(bar.barFrame.minY, bar.accessory.isShown ? bar.capsule.minY : .infinity)
        let band = panel.headerBandLength
        var last = -Double.infinity
        for state in [PanelState.full, .half, .tip] {
          let y = panel.layout.position(of: state)
          #expect(y >= 0, "\(at): \(state.name) at \(y) is above the main view")
          #expect(y + band <= barsTop + 1e-9, "\(at): \(state.name)'s header \(y)…\(y + band) runs under the bars at \(barsTop)")
          #expect(y >= last, "\(at): \(state.name) at \(y) sits above a more expanded state at \(last)")
          last = y
        }
        #expect(panel.state == .half && panel.position == panel.layout.position(of: .half), "\(at): the panel rests in half")
        let surface = panel.containerFrame
        #expect(surface.minX >= -1e-9 && surface.maxX <= main.width + 1e-9, "\(at): the panel \(surface) leaves the main view")
        #expect(bar.barFrame.minY >= 0 && bar.barFrame.maxY <= main.height + 1e-9, "\(at): the tab bar \(bar.barFrame) leaves the main view")
        #expect(bar.capsule.minY >= 0 && bar.capsule.minX >= 0 && bar.capsule.maxX <= main.width + 1e-9, "\(at): the capsule \(bar.capsule) leaves the main view")
      }
    }
  }

  @Test("where the anchors fit, the positions are FloatingPanel's, to the pixel")
  func fittingLayoutIsFloatingPanels() throws {
    // 1280×800: a 620-point main view, 105 of it the bars; half is half of the 515 left.
    let scene = Scene(config: DemoScene.config)
    let panel = try #require(scene.component(PanelModel.self))
    let safe = try #require(scene.mainFrame).height - panel.layout.safeArea.bottom
    #expect(panel.layout.anchorsFit)
    #expect(panel.layout.position(of: .full) == 18)
    #expect(panel.layout.position(of: .half) == (safe / 2).rounded(byScale: 1))
    #expect(panel.layout.position(of: .tip) == safe - 69)
  }

  @Test("a 182-point main view: the tip would sit above half and full, so the states are fitted under the header")
  func tooShortMainViewIsFitted() throws {
    var scene = Scene(config: DemoScene.config)
    try scene.send(10_000, .resize(Size(width: 480, height: 360)))
    let main = try #require(scene.mainFrame)
    let panel = try #require(scene.component(PanelModel.self))
    let safeBottom = main.height - panel.layout.safeArea.bottom
    #expect(main.height == 182 && safeBottom == 77, "the log keeps its length: \(main), safe bottom \(safeBottom)")
    #expect(!panel.layout.anchorsFit, "FloatingPanel's tip (77 − 69 = 8) is above its half (38.5)")
    #expect(panel.layout.position(of: .full) == 18)
    #expect(panel.layout.position(of: .half) == 21, "77 less the 56-point header")
    #expect(panel.layout.position(of: .tip) == 21)
  }
}
