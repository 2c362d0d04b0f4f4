import Foundation

/// The Swift toolchain's `swift` command, run as a subprocess with its output kept.
struct SwiftTool {
  /// Runs `swift ARGS`; returns its exit status and its standard output and error, interleaved as
  /// they came. The output goes through a file, so a build's long log never fills a pipe.
  func run(_ args: [String], log path: String? = nil) throws(RunFailure) -> (status: Int32, output: String) {
    let logPath = path ?? NSTemporaryDirectory() + "/panellab-swift-\(getpid()).log"
    guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
      throw RunFailure(message: "\(logPath): cannot write the build's log")
    }
    defer { if path == nil { unlink(logPath) } }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + args
    process.standardOutput = log
    process.standardError = log
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw RunFailure(message: "cannot run swift: \(error.localizedDescription) (is the Swift toolchain on PATH?)")
    }
    process.waitUntilExit()
    try? log.close()
    let output = FileManager.default.contents(atPath: logPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (process.terminationStatus, output)
  }
}
