import Foundation
import PanelHost

/// One build of the user's program, running: its window takes the last build's session over
/// through the `DevLink` files, and its output is the terminal's.
final class DevProgram {
  /// The run number (1 for the first build).
  let run: Int
  private let process = Process()

  /// Starts `executable` as run `run` of the session in `link`'s folder, with `arguments`.
  init(executable: String, arguments: [String], link: DevLink) throws(RunFailure) {
    run = link.run
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PANELLAB_DEV_DIR"] = link.folder
    environment["PANELLAB_DEV_RUN"] = String(link.run)
    process.environment = environment
    do {
      try process.run()
    } catch {
      throw RunFailure(message: "\(executable): cannot start the program: \(error.localizedDescription)")
    }
    DevProgram.running = process.processIdentifier
  }

  /// Whether it is still running.
  var isRunning: Bool { process.isRunning }
  /// Its exit status, once it ended (a signal counts as 128 + its number).
  var status: Int32 {
    process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
  }

  /// Asks it to close its window (SIGTERM, which SDL turns into a quit: the recording and the
  /// hand are finished) and waits for it, killing it after `seconds`.
  func stop(within seconds: Double = 10) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    DevProgram.running = 0
  }

  /// The running program's process id (0 for none), for the signal handler that ends it with
  /// `panellab dev`.
  nonisolated(unsafe) static var running: pid_t = 0

  /// Makes Ctrl+C and SIGTERM end the running program with `panellab dev`.
  static func stopOnSignals() {
    for s in [SIGINT, SIGTERM, SIGHUP] {
      signal(s) { number in
        if DevProgram.running > 0 { kill(DevProgram.running, SIGTERM) }
        _exit(128 + number)
      }
    }
  }
}
