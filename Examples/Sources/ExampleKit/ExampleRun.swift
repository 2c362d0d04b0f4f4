import Foundation
import PanelLabKit
import PanelLabKitWindow

/// One finished run of an example: its session (to assert on or save) and its log.
public struct ExampleRun {
  /// The session the example drove.
  public let session: LabSession
  /// What happened, in order.
  public let log: ExampleLog
}

/// The command line every example program shares: `NAME [--record FILE] [--check FILE]`, and
/// `NAME --window [--record FILE]` for an example with a set-up to open in the window.
public enum ExampleMain {
  /// Runs `example`, prints its log and, with `--record FILE`, saves its session as a `.plrec`
  /// that `panellab replay FILE` plays without the example's code. With `--check FILE` it compares
  /// the run with an earlier recording of it (another build, or before an edit) and says where they
  /// part first (exit 1) or that they agree. Bad arguments or an unreadable FILE exit 2.
  ///
  /// With `--window`, `setup` builds the example's session and it opens in PanelLab's window for a
  /// hand to drive, the example's code live; its log prints as it comes, and `--record FILE`
  /// records the window's session.
  public static func run(_ name: String, _ example: () -> ExampleRun, window setup: ((ExampleLog) -> LabSession)? = nil) {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var recordPath: String?
    var checkPath: String?
    var inWindow = false
    let usage = "usage: swift run \(name) [--record FILE] [--check FILE]" + (setup == nil ? "" : " | --window [--record FILE]")
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--record":
        guard let path = arguments.first, !path.isEmpty else { fail(name, "--record needs a FILE") }
        arguments.removeFirst()
        recordPath = path
      case "--check":
        guard let path = arguments.first, !path.isEmpty else { fail(name, "--check needs a FILE") }
        arguments.removeFirst()
        checkPath = path
      case "--window" where setup != nil:
        inWindow = true
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        fail(name, "unknown argument '\(argument)' (\(usage))")
      }
    }
    if inWindow, let setup {
      let log = ExampleLog()
      log.echoes = true
      do {
        try setup(log).openWindow(title: "PanelLab: \(name)", recordingTo: recordPath)
      } catch {
        FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
        exit(1)
      }
      return
    }
    let run = example()
    for line in run.log.lines { print(line) }
    if let checkPath { check(name, run, against: checkPath) }
    guard let recordPath else { return }
    do {
      try run.session.save(to: recordPath)
      print("recorded \(recordPath): play it with `panellab replay \(recordPath)`")
    } catch {
      FileHandle.standardError.write(Data("\(name): \(recordPath): cannot write the recording: \(error.localizedDescription)\n".utf8))
      exit(1)
    }
  }

  /// Prints where `run` parts from the recording at `path`; exits 1 when it does.
  private static func check(_ name: String, _ run: ExampleRun, against path: String) {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      fail(name, "\(path): cannot read the recording: \(error.localizedDescription)")
    }
    do {
      guard let divergence = try run.session.firstDivergence(from: text) else { return print("\(path): this run agrees with the recording") }
      print("\(path):\(divergence.line): this run parts from the recording at \(divergence)")
      exit(1)
    } catch {
      fail(name, "\(path):\(error)")
    }
  }

  private static func fail(_ name: String, _ message: String) -> Never {
    FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    exit(2)
  }
}
