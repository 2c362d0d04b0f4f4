import Foundation
import PanelCore
import PanelLabKit
import Testing

/// A session driven by a program records as a `.plrec` that replays to the same states without
/// the program: its delegate's answers and its calls are input lines.
@Suite struct RecordingTests {
  @Test func aChangedTargetReplaysFromTheRecordingAlone() throws {
    let log = CallLog()
    log.redirect = .tip
    let fpc = panel(FloatingPanelBottomLayout(), delegate: log)
    let session = fpc.parent!
    session.flingUpFromHalf()
    session.advance(by: 1)
    #expect(fpc.state == .tip)
    let text = session.recordingText
    #expect(text.contains("\"command\"") && text.contains("\"targetState\""))
    let replayed = try replayedPanels(text)
    #expect(replayed.map(\.state.name) == ["tip"])
    #expect(replayed.first?.position == Double(fpc.surfaceLocation.y))
  }

  @Test func callsAndVetoesReplay() throws {
    let log = CallLog()
    log.allowDrag = false
    let fpc = panel(QuartersLayout(), delegate: log)
    let session = fpc.parent!
    session.advance(by: 0.5)
    fpc.move(to: .threeQuarters, animated: true)
    session.advance(by: 1)
    session.drag(from: CGPoint(x: 187, y: 175), to: CGPoint(x: 187, y: 400), duration: 0.2)
    session.advance(by: 1)
    fpc.isRemovalInteractionEnabled = true
    let second = FloatingPanelController()
    second.layout = SafeTopLayout()
    second.addPanel(toParent: session, animated: true)
    session.advance(by: 1)
    #expect(fpc.state == .threeQuarters, "the vetoed drag left it where move(to:) put it")
    let replayed = try replayedPanels(session.recordingText)
    #expect(replayed.map(\.state.name) == ["threeQuarters", "full"])
    #expect(replayed.map(\.position) == [Double(fpc.surfaceLocation.y), Double(second.surfaceLocation.y)])
    #expect(replayed.first?.config.isRemovalInteractionEnabled == true)
  }

  @Test func theHeaderCarriesTheLayoutAsFirstEvaluated() throws {
    let fpc = panel(QuartersLayout(), insets: UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 34), scale: 3)
    let recording = try Recording.parse(fpc.parent!.recordingText)
    let config = try SceneConfig(json: recording.scene)
    #expect(config.main.panels.map(\.id) == ["panel"])
    #expect(config.main.panels.first?.customStates.map(\.name) == ["threeQuarters", "oneQuarter"])
    #expect(config.scale == 3)
    #expect(recording.inputs.map(\.input.event) == [.end], "nothing happened after the panel was added")
  }

  @Test func saveWritesAFileThatParses() throws {
    let fpc = panel(FloatingPanelBottomLayout())
    fpc.parent!.key("1")
    fpc.parent!.advance(by: 1)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("panellabkit-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("session.plrec").path
    try fpc.parent!.save(to: path)
    try fpc.parent!.save(to: path)
    let replayed = try replayedPanels(try String(contentsOfFile: path, encoding: .utf8))
    #expect(replayed.map(\.state.name) == ["full"])
  }
}

/// A command line a replay cannot carry out is an error naming its line and key.
@Suite struct CommandLineErrorTests {
  static let header = #"{"format":"panellab-recording","version":1,"scene":{"main":{"panels":[{"id":"panel"}]}},"model":"\#(Versions.model)"}"#

  func replayError(_ line: String) -> String? {
    do {
      var replayer = try Replayer(try Recording.parse(Self.header + "\n" + line + "\n"), fps: 60, scale: 1)
      while try replayer.next() != nil {}
      return nil
    } catch {
      return "\(error.line): \(error.message)"
    }
  }

  @Test func badCommandsNameTheLineAndKey() {
    #expect(replayError(#"{"t_us":0,"type":"command","component":"panel","id":"panel","command":{"move":"nowhere"}}"#)?.hasPrefix("2: command.move: unknown state") == true)
    #expect(replayError(#"{"t_us":0,"type":"command","component":"panel","id":"other","command":{"move":"full"}}"#)?.contains("no component panel:other") == true)
    #expect(replayError(#"{"t_us":0,"type":"command","component":"panel","id":"panel","command":[]}"#)?.contains("\"command\" must be a JSON object") == true)
    #expect(replayError(#"{"t_us":0,"type":"command","component":"panel","id":"panel","command":{"fly":true}}"#)?.contains("unknown key") == true)
    #expect(replayError(#"{"t_us":0,"type":"command","component":"panel","id":"panel","command":{"move":"full","animated":true}}"#) == nil)
  }
}
