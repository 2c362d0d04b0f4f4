import Foundation
import PanelCore
import PanelHost

// Exit status: 0 success, 1 a failure while running, 2 bad usage or bad input.
signal(SIGPIPE, SIG_IGN)
// A file-size limit (`ulimit -f`) makes writes fail with EFBIG, reported like a full disk, rather
// than killing the process half-way.
signal(SIGXFSZ, SIG_IGN)
// An interrupted export leaves no temporary file behind (the window hands SIGTERM and SIGINT to SDL).
TemporaryFiles.removeOnSignals()
var args = Array(CommandLine.arguments.dropFirst())
let command = args.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "run"
if args.first == command { args.removeFirst() }

let status: Int32
do {
  switch command {
  case _ where args == ["--help"] || args == ["-h"] || command == "help":
    print(Usage.text)
    status = 0
  case _ where args == ["--version"]:
    print("\(Versions.app) (model \(Versions.model))")
    status = 0
  case "run": status = try RunCommand.main(args)
  case "replay": status = try ReplayCommand.main(args)
  case "snapshot": status = try SnapshotCommand.main(args)
  case "bench": status = try BenchCommand.main(args)
  case "diff": status = try DiffCommand.main(args)
  case "report": status = try ReportCommand.main(args)
  case "compare": status = try CompareCommand.main(args)
  case "dev": status = try DevCommand.main(args)
  default: throw UsageError(message: "unknown command \"\(command)\"")
  }
} catch let e as UsageError {
  Log.error("\(e.message) (see panellab --help)")
  exit(2)
} catch let e as InputError {
  Log.error(e.description)
  exit(2)
} catch let e as ConfigError {
  Log.error(e.description)
  exit(2)
} catch let e as RunFailure {
  Log.error(e.message)
  exit(1)
} catch {
  Log.error("\(error)")
  exit(1)
}
exit(status)
