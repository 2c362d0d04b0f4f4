import Foundation
import PanelCore
import PanelHost

/// `panellab dev PATH`: the live loop for the user's own Swift code. Builds the package (or the
/// lone file) at PATH, runs its program, whose window (`LabSession.openWindow()`) shows the
/// session, and watches its sources. On a save it rebuilds; a build error shows in the window and
/// the running build stays up; a build that succeeds takes the session over: the hand's inputs so
/// far are fed into it at the times they came, so the window comes back where it was, running the
/// new code, and says where the new build first parts from the old.
enum DevCommand {
  /// How often the sources are looked at, microseconds of wall time.
  static let pollInterval: useconds_t = 300_000

  static func main(_ args: [String]) throws -> Int32 {
    var own = args
    var programArguments: [String] = []
    if let dashes = args.firstIndex(of: "--") {
      own = Array(args[..<dashes])
      programArguments = Array(args[args.index(after: dashes)...])
    }
    let a = try Arguments(own, options: ["--product", "--record", "--scratch-path"], flags: [])
    try a.expectPositional(1, "PATH (the Swift package folder or file to run)")
    let path = a.positional[0]
    if let record = a["--record"] { _ = try SceneLoading.output(record, option: "--record", inputs: []) }
    let swift = SwiftTool()
    let package = try DevPackage.find(path, product: a["--product"], swift: swift)
    try RunCommand.requireDisplay()
    var watched = try package.watchedFiles()
    let folder = try sessionFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    DevProgram.stopOnSignals()
    let status = StatusFile(path: DevLink(folder: folder, run: 1).statusPath)

    var stamps = stampsOf(watched)
    var program: DevProgram?
    var run = 0
    // Whether the last build failed: a program that stops then is not restarted until a build works.
    var needsBuild = true
    while true {
      if needsBuild {
        needsBuild = false
        Log.info(run == 0 ? "building \(package.product)…" : "rebuilding \(package.product)…")
        if program != nil { status.write("Rebuilding \(package.product)…") }
        let build = try PackageBuild(package, scratch: a["--scratch-path"], log: folder + "/build.log", swift: swift)
        // Files saved while it built count for the next build.
        if build.succeeded {
          status.clear()
          let executable = try binPath(package, scratch: a["--scratch-path"], swift: swift) + "/" + package.product
          // The running build hands the session over and holds its last frame on screen until the
          // new build's window shows its own, so the swap never shows an empty or black window.
          let old = program
          if let old, !old.handOver(through: DevLink(folder: folder, run: run)) { old.stop() }
          run += 1
          if run > 1 { Log.info("restarting with the session so far") }
          let link = DevLink(folder: folder, run: run)
          do {
            program = try DevProgram(executable: executable, arguments: programArguments, link: link)
          } catch {
            old?.stop()
            throw error
          }
          if let old, old.isRunning {
            program?.waitUntilShown(through: link)
            old.stop()
          }
        } else {
          for line in build.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) }
          Log.warning("the build failed; \(program == nil ? "waiting" : "the running build stays up") until the next save")
          status.write("The build failed; the running build stays up.\n" + build.errors.prefix(3).map(shortened).joined(separator: "\n"), isError: true)
        }
      }
      usleep(pollInterval)
      if let p = program, !p.isRunning {
        program = nil
        DevProgram.running = 0
        // The window was closed (Ctrl+Q): the session is over.
        if p.status == 0 { return try finish(run: run, folder: folder, record: a["--record"]) }
        Log.warning("\(package.product) stopped with status \(p.status); the next save rebuilds and resumes the session")
      }
      watched = (try? package.watchedFiles()) ?? watched
      let now = stampsOf(watched)
      if now != stamps {
        // A save often touches the file more than once: build once it has settled.
        usleep(pollInterval / 2)
        stamps = stampsOf(watched)
        needsBuild = true
      }
    }
  }

  /// Copies the last build's recording to `record`, when asked; it replays without the program.
  private static func finish(run: Int, folder: String, record: String?) throws -> Int32 {
    guard let record, run > 0 else { return 0 }
    let recording = DevLink(folder: folder, run: run).recordingPath(run)
    guard let data = FileManager.default.contents(atPath: recording) else {
      throw RunFailure(message: "\(recording): the program left no recording")
    }
    do {
      let output = try OutputFile(record)
      try output.write(Array(data))
      try output.finish()
    } catch {
      throw RunFailure(message: error.message)
    }
    Log.info("recording saved: \(record) (the session from its start with the last build's code)")
    return 0
  }

  /// The folder for this session's files: fresh, private to it.
  private static func sessionFolder() throws(RunFailure) -> String {
    var template = Array((NSTemporaryDirectory() + "/panellab-dev-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw RunFailure(message: "cannot make a folder for the session: \(String(cString: strerror(errno)))") }
    return String(cString: made)
  }

  /// Where SwiftPM put the package's executables.
  private static func binPath(_ package: DevPackage, scratch: String?, swift: SwiftTool) throws -> String {
    var args = ["build", "--package-path", package.folder, "--show-bin-path"]
    if let scratch { args += ["--scratch-path", scratch] }
    let result = try swift.run(args)
    guard result.status == 0, let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix("/") }) else {
      throw RunFailure(message: "cannot find the build's folder: \(result.output)")
    }
    return String(line)
  }

  private static func stampsOf(_ files: [String]) -> [FileStamp?] { files.map(FileStamp.init) }

  private static func shortened(_ line: String) -> String { line.count <= 160 ? line : String(line.prefix(157)) + "…" }
}

/// The message `panellab dev` leaves for the window (`DevLink.statusPath`): written whole, by rename.
struct StatusFile {
  let path: String
  /// Shows `text` in the window (red and until the next build for an error).
  func write(_ text: String, isError: Bool = false) {
    try? Data(((isError ? "error" : "info") + "\n" + text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
  /// Takes the message away.
  func clear() { write("") }
}
