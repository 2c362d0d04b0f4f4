import Testing

@testable import PanelCore
import PanelLabTestSupport

/// The surface's frame, grabber and content boxes for every position and content mode
/// (FloatingPanel's ControllerTests and SurfaceViewTests, in our geometry).
@Suite("Panel surface")
struct PanelSurfaceTests {
  static let container = Size(width: 375, height: 667)

  static func panel(_ json: String) throws -> PanelModel {
    let config = try PanelConfig(json: try PanelCoreTests.json(json), path: "p", index: 0)
    return PanelModel(config: config, container: container, safeArea: .zero, scale: 3)
  }

  @Test("static keeps the most expanded length in every state; fitToBounds pins the far edge")
  func contentModes() throws {
    var fixed = try Self.panel(#"{}"#)
    var fitting = try Self.panel(#"{"contentMode": "fitToBounds"}"#)
    let full = fixed.layout.position(of: .full)
    for state in [PanelState.full, .half, .tip] {
      fixed.advance(to: 0)
      fixed.move(to: state, animated: false)
      fitting.advance(to: 0)
      fitting.move(to: state, animated: false)
      let position = fixed.layout.position(of: state)
      #expect(fixed.surfaceFrame == Rect(x: 0, y: position, width: 375, height: 667 - full))
      #expect(fitting.surfaceFrame == Rect(x: 0, y: position, width: 375, height: 667 - position))
    }
  }

  @Test("each position puts its interactive edge at the state's position", arguments: PanelPosition.allCases)
  func interactiveEdge(position: PanelPosition) throws {
    let edges: [PanelPosition: (String, String)] = [.bottom: ("top", "bottom"), .top: ("bottom", "top"), .left: ("right", "left"), .right: ("left", "right")]
    let (far, near) = edges[position]!
    let p = try Self.panel(#"""
      {"position": "\#(position.rawValue)", "initialState": "half", "anchors": {
        "full": {"absoluteInset": 20, "edge": "\#(far)"}, "half": {"absoluteInset": 150, "edge": "\#(near)"}}}
      """#)
    let f = p.surfaceFrame
    switch position {
    case .bottom: #expect(f.minY == 667 - 150)
    case .top: #expect(f.maxY == 150)
    case .left: #expect(f.maxX == 150)
    case .right: #expect(f.minX == 375 - 150)
    }
    #expect(p.position == p.layout.position(of: .half))
    // The grabber band lies along the interactive edge, 36 points deep.
    let band = p.grabberArea
    switch position {
    case .bottom: #expect(band == Rect(x: f.x, y: f.minY, width: f.width, height: 36))
    case .top: #expect(band == Rect(x: f.x, y: f.maxY - 36, width: f.width, height: 36))
    case .left: #expect(band == Rect(x: f.maxX - 36, y: f.y, width: 36, height: f.height))
    case .right: #expect(band == Rect(x: f.minX, y: f.y, width: 36, height: f.height))
    }
  }

  @Test("the grabber is 36×5, 6 points from the interactive edge, centred")
  func grabber() throws {
    let bottom = try Self.panel(#"{}"#)
    let f = bottom.surfaceFrame
    #expect(bottom.grabberFrame == Rect(x: f.midX - 18, y: f.minY + 6, width: 36, height: 5))
    let top = try Self.panel(#"{"position": "top"}"#)
    #expect(top.grabberFrame.maxY == top.surfaceFrame.maxY - 6)
  }

  @Test("margins inset the container; padding insets the content; corners follow the margins")
  func marginsAndPadding() throws {
    let plain = try Self.panel(#"{"surface": {"cornerRadius": 12}}"#)
    #expect(plain.cornerRadii == CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0))
    let inset = try Self.panel(#"{"surface": {"cornerRadius": 12, "margins": {"left": 16, "right": 16, "bottom": 16}, "padding": {"top": 8}}}"#)
    let f = inset.surfaceFrame
    #expect(inset.containerFrame == Rect(x: 16, y: f.y, width: 375 - 32, height: f.height - 16))
    #expect(inset.contentFrame.minY == f.minY + 8)
    #expect(inset.cornerRadii == CornerRadii(all: 12))
  }

  @Test("shadows: the one-shadow keys, or the shadows array, each item drawn, never both")
  func shadows() throws {
    let one = try Self.panel(##"{"surface": {"shadowOffsetX": -4, "shadowSpread": 6, "shadowColor": "#FF000080"}}"##)
    var expected = SurfaceShadow()
    expected.offsetX = -4
    expected.spread = 6
    expected.color = Color(r: 1, g: 0, b: 0, a: 128.0 / 255)
    #expect(one.config.surface.shadows == [expected])
    #expect(expected.drawn == Shadow(color: Color(r: 1, g: 0, b: 0, a: 0.2 * 128 / 255), offset: Point(x: -4, y: 1), blur: 6, spread: 6))
    let two = try Self.panel(#"{"surface": {"shadows": [{"opacity": 0.5, "radius": 10, "offset": 4}, {}]}}"#)
    #expect(two.config.surface.shadows.map(\.opacity) == [0.5, 0.2] && two.config.surface.shadows[0].radius == 10)
    #expect(try Self.panel(#"{"surface": {"shadows": []}}"#).config.surface.shadows.isEmpty)
    let both = try #require(PanelSceneTests.error(#"{"surface": {"shadows": [], "shadowRadius": 2}}"#))
    #expect(both.path == "main.panels[1].surface.shadowRadius" && both.message.contains("not both"))
    let nine = try #require(PanelSceneTests.error(#"{"surface": {"shadows": [{}, {}, {}, {}, {}, {}, {}, {}, {}]}}"#))
    #expect(nine.path == "main.panels[1].surface.shadows" && nine.message.contains("at most 8"))
    let item = try #require(PanelSceneTests.error(#"{"surface": {"shadows": [{}, {"spread": 201}]}}"#))
    #expect(item.path == "main.panels[1].surface.shadows[1].spread")
    let prefixed = try #require(PanelSceneTests.error(#"{"surface": {"shadows": [{"shadowRadius": 2}]}}"#))
    #expect(prefixed.path == "main.panels[1].surface.shadows[0].shadowRadius", "an item's keys have no prefix")
  }

  @Test("a shorter cross axis aligns leading, centre or trailing inside the safe area")
  func crossAxis() throws {
    for (alignment, x) in [("leading", 0.0), ("center", 87.5), ("trailing", 175.0)] {
      let p = try Self.panel(#"{"crossAxisLength": 200, "crossAxisAlignment": "\#(alignment)"}"#)
      #expect(p.surfaceFrame.x == x && p.surfaceFrame.width == 200)
    }
  }
}
