import Foundation
import PanelLabKit
import Testing

/// A run of a program checked against an earlier recording of it: the first line that differs,
/// where it is and what each side has there.
@Suite struct DivergenceTests {
  /// A program that drags the panel up and lets `pick` choose where each release goes.
  static func run(seconds: TimeInterval = 1, pick: @escaping (LabSession) -> FloatingPanelState?) -> LabSession {
    final class Picker: FloatingPanelControllerDelegate {
      let pick: (LabSession) -> FloatingPanelState?
      init(_ pick: @escaping (LabSession) -> FloatingPanelState?) { self.pick = pick }
      func floatingPanelWillEndDragging(
        _ fpc: FloatingPanelController, withVelocity velocity: CGPoint, targetState: UnsafeMutablePointer<FloatingPanelState>
      ) {
        if let session = fpc.parent, let state = pick(session) { targetState.pointee = state }
      }
    }
    let session = LabSession(size: CGSize(width: 375, height: 667), scale: 3, seed: 7)
    let delegate = Picker(pick)
    let fpc = FloatingPanelController(delegate: delegate)
    fpc.addPanel(toParent: session)
    for _ in 0..<3 {
      let y = fpc.surfaceLocation.y
      session.drag(from: CGPoint(x: 187, y: y + 10), to: CGPoint(x: 187, y: y - 60), duration: 0.2)
      session.advance(by: seconds)
    }
    withExtendedLifetime(delegate) {}
    return session
  }

  static let states: [FloatingPanelState] = [.full, .half, .tip]

  @Test func aProgramDrawingFromTheSessionsRandomAgreesWithItself() throws {
    let first = Self.run { session in Self.states.randomElement(using: &session.random) }
    let second = Self.run { session in Self.states.randomElement(using: &session.random) }
    #expect(try second.firstDivergence(from: first.recordingText) == nil)
  }

  @Test func aProgramWithItsOwnSeedPerRunPartsAtTheFirstAnswerThatDiffers() throws {
    // Each run seeds its own generator, as code reading Date() would: the answers differ.
    var a = SplitMix64(seed: 1)
    var b = SplitMix64(seed: 2)
    let first = Self.run { _ in Self.states[Int(a.next() % 3)] }
    let second = Self.run { _ in Self.states[Int(b.next() % 3)] }
    let divergence = try #require(try second.firstDivergence(from: first.recordingText))
    #expect(divergence.line > 1, "the scenes agree")
    #expect(divergence.recorded != divergence.now)
    #expect((divergence.recorded ?? "").contains("command") || (divergence.now ?? "").contains("command"), "\(divergence)")
    // Every line before it is the same in both.
    let lines = first.recordingText.split(separator: "\n")
    let again = second.recordingText.split(separator: "\n")
    #expect(Array(lines.prefix(divergence.line - 1)) == Array(again.prefix(divergence.line - 1)))
    #expect(divergence.description.hasPrefix("line \(divergence.line) at "))
  }

  @Test func aChangedRuleAndALongerRunAreFoundWhereTheyStart() throws {
    let toTip = Self.run { _ in .tip }
    let plain = Self.run { _ in nil }
    let changed = try #require(try plain.firstDivergence(from: toTip.recordingText))
    #expect(changed.recorded?.contains("\"targetState\": \"tip\"") == true, "\(changed)")
    #expect(abs(changed.time - 0.2) < 1e-6, "at the first release: \(changed.time)")
    let longer = Self.run(seconds: 2) { _ in .tip }
    let ending = try #require(try longer.firstDivergence(from: toTip.recordingText))
    #expect(ending.line > changed.line, "the same answers, then the other end")
    #expect(try toTip.firstDivergence(from: toTip.recordingText) == nil)
    #expect(throws: (any Error).self) { try toTip.firstDivergence(from: "not a recording") }
  }
}
