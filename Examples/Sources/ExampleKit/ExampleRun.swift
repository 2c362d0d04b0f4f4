import Foundation
import PanelLabKit

/// One finished run of an example: its session (to assert on or save) and its log.
public struct ExampleRun {
  /// The session the example drove.
  public let session: LabSession
  /// What happened, in order.
  public let log: ExampleLog
}

/// The command line every example program shares: `NAME [--record FILE]`.
public enum ExampleMain {
  /// Runs `example`, prints its log and, with `--record FILE`, saves its session as a `.plrec`
  /// that `panellab replay FILE` plays without the example's code. Bad arguments exit 2.
  public static func run(_ name: String, _ example: () -> ExampleRun) {
    var arguments = Array(CommandLine.arguments.dropFirst())
    var recordPath: String?
    while let argument = arguments.first {
      arguments.removeFirst()
      switch argument {
      case "--record":
        guard let path = arguments.first, !path.isEmpty else { fail(name, "--record needs a FILE") }
        arguments.removeFirst()
        recordPath = path
      case "-h", "--help":
        print("usage: swift run \(name) [--record FILE]")
        exit(0)
      default:
        fail(name, "unknown argument '\(argument)' (usage: swift run \(name) [--record FILE])")
      }
    }
    let run = example()
    for line in run.log.lines { print(line) }
    guard let recordPath else { return }
    do {
      try run.session.save(to: recordPath)
      print("recorded \(recordPath): play it with `panellab replay \(recordPath)`")
    } catch {
      FileHandle.standardError.write(Data("\(name): \(recordPath): cannot write the recording: \(error.localizedDescription)\n".utf8))
      exit(1)
    }
  }

  private static func fail(_ name: String, _ message: String) -> Never {
    FileHandle.standardError.write(Data("\(name): \(message)\n".utf8))
    exit(2)
  }
}
