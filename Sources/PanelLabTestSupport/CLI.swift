import Foundation

/// Runs the real `panellab` binary, as a user would from a shell.
public enum CLI {
  /// The binary under test: `PANELLAB_BIN` (run.sh sets it) or the debug build.
  public static var binary: String {
    if let b = ProcessInfo.processInfo.environment["PANELLAB_BIN"] { return b }
    return root + "/.build/debug/panellab"
  }

  /// The package's root folder.
  public static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  }

  /// What a finished run left behind.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// What it wrote to stdout.
    public var stdout: String
    /// What it wrote to stdout, byte for byte (a video is no text).
    public var stdoutBytes: Data
    /// What it wrote to stderr.
    public var stderr: String

    /// A run that ended with `status`, having written `stdout` (`stdoutBytes`, when given, as
    /// it came) and `stderr`.
    public init(status: Int32, stdout: String, stderr: String, stdoutBytes: Data? = nil) {
      (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
      self.stdoutBytes = stdoutBytes ?? Data(stdout.utf8)
    }
  }

  /// Runs `panellab ARGS` (or `executable ARGS`, such as /usr/bin/time) to completion, with `stdin`
  /// (a file path) as its standard input.
  public static func run(
    _ args: [String], environment: [String: String] = [:], cwd: String? = nil, stdin: String? = nil, executable: String? = nil
  ) throws -> Result {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable ?? binary)
    p.arguments = args
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    p.environment = env
    if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    if let stdin { p.standardInput = FileHandle(forReadingAtPath: stdin) }
    let out = Pipe()
    let err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Read before waiting so a large trace cannot fill the pipe and stall the child.
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self), stdoutBytes: o)
  }

  /// A run that should have succeeded and did not.
  public struct Failure: Error, CustomStringConvertible {
    /// The command line and what it wrote to stderr.
    public var description: String
  }

  /// The trace lines of `panellab replay RECORDING --headless --trace -`; throws with its stderr
  /// when the replay fails.
  public static func replayTrace(_ recording: String) throws -> [Substring] {
    let r = try run(["replay", recording, "--headless", "--trace", "-"])
    guard r.status == 0 else { throw Failure(description: "panellab replay \(recording): status \(r.status): \(r.stderr)") }
    return r.stdout.split(separator: "\n")
  }

  /// A fresh empty folder for one test.
  public static func temporaryDirectory() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("panellab-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Writes `text` to `name` inside `dir` and returns the path.
  public static func write(_ text: String, to name: String, in dir: String) throws -> String {
    let path = dir + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Runs a helper program (xdotool, ffprobe, …) and returns its status and stdout.
  @discardableResult
  public static func tool(_ name: String, _ args: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = [name] + args
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.nullDevice
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
