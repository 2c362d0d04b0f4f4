import Testing

@testable import PanelCore
import PanelLabTestSupport

/// FloatingAccessoryKit is iPhone-only: on an iPad device PanelLab draws no capsule, gives it no
/// press and no safe area, and says so in the trace; a phone and a plain window keep it.
@Suite("Accessory on iPad")
struct AccessoryOnPadTests {
  /// A scene with the tab bar and a plus capsule on the device `name` of `width` × `height`.
  static func scene(device: (name: String, width: Double, height: Double)?) throws -> Scene {
    let d = device.map { #", "device": {"name": "\#($0.name)", "width": \#($0.width), "height": \#($0.height)}"# } ?? ""
    return try Scene.make(#"{"window": {"width": 1200, "height": 1400}\#(d), "main": {"feed": {}, "tabBar": {}, "accessory": {"content": "plus"}}}"#)
  }

  @Test("an iPad (portrait and landscape) shows no capsule: no frame, no alpha, no press, no safe area, idiom pad in the trace")
  func padHidesTheCapsule() throws {
    for device in [("iPad mini", 744.0, 1133.0), ("iPad Pro 11-inch landscape", 1210.0, 834.0)] {
      let scene = try Self.scene(device: device)
      let bar = try #require(scene.component(TabBarModel.self))
      #expect(bar.isOnPad && !bar.isCapsuleShown && bar.alpha == 0, "\(device.0)")
      #expect(bar.accessory.isShown, "the controller still holds its content, shown")
      #expect(bar.reservedBottom == TabBarModel.barHeight, "only the bar takes the safe area")
      #expect(!bar.hitTest(Point(x: bar.capsule.midX, y: bar.capsule.midY)), "where the capsule would be, nothing takes the press")
      let trace = try #require(scene.traceState().first { $0.key == "accessory" }?.value)
      #expect(trace["frame"] == .null && trace["alpha"]?.number == 0 && trace["idiom"]?.string == "pad", "\(device.0)")
    }
  }

  @Test("a phone and a plain window keep the capsule, and their trace has no idiom member")
  func phoneKeepsTheCapsule() throws {
    for device in [("iPhone 16 Pro Max", 440.0, 956.0), nil] as [(String, Double, Double)?] {
      let scene = try Self.scene(device: device)
      let bar = try #require(scene.component(TabBarModel.self))
      #expect(!bar.isOnPad && bar.isCapsuleShown && bar.alpha == 1)
      #expect(bar.reservedBottom == TabBarModel.barHeight + TabBarModel.buttonHeight + TabBarModel.margin)
      let trace = try #require(scene.traceState().first { $0.key == "accessory" }?.value)
      #expect(trace["frame"] != .null && trace["idiom"] == nil)
    }
  }
}
