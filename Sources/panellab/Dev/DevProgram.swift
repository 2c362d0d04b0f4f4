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

  /// Asks it to hand its session over (`DevLink.holdRequestPath`) and waits until it has: its
  /// hand and recording are complete and its window holds its last frame. False when it did not
  /// say so within `seconds` (a program without PanelLab's window never does).
  func handOver(through link: DevLink, within seconds: Double = 5) -> Bool {
    guard process.isRunning else { return false }
    FileManager.default.createFile(atPath: link.holdRequestPath(run), contents: Data())
    return wait(for: link.heldPath(run), seconds: seconds)
  }

  /// Waits until its window shows its first frame (`DevLink.readyPath`), it stops, or `seconds` pass.
  func waitUntilShown(through link: DevLink, within seconds: Double = 60) {
    _ = wait(for: link.readyPath(run), seconds: seconds)
  }

  private func wait(for path: String, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline {
      if FileManager.default.fileExists(atPath: path) { return true }
      usleep(20_000)
    }
    return FileManager.default.fileExists(atPath: path)
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
    // The next build may be running already (it starts while this one holds its frame).
    if DevProgram.running == process.processIdentifier { DevProgram.running = 0 }
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
