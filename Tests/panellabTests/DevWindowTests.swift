import Foundation
import PanelCore
import PanelLabTestSupport
import Testing

/// `panellab dev` as a person uses it: a small package of their own, its window driven by xdotool,
/// its source edited and saved mid-session, a typo saved and fixed.
extension WindowTests {
  /// A user's prototype: a panel whose full state is `fullInset` points from the top, its delegate
  /// printing every state it reaches with that state's anchor, opened in the window.
  static func devPrototype(fullInset: Int, typo: Bool = false) -> String {
    """
    import Foundation
    import PanelLabKit
    import PanelLabKitWindow

    final class PrototypeLayout: FloatingPanelLayout {
      let position: FloatingPanelPosition = .bottom
      let initialState: FloatingPanelState = .half
      let anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] = [
        .full: FloatingPanelLayoutAnchor(absoluteInset: \(fullInset), edge: .top, referenceGuide: .superview),
        .half: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .superview),
      ]
    }

    final class Reporter: FloatingPanelControllerDelegate {
      func floatingPanelDidChangeState(_ fpc: FloatingPanelController) {
        FileHandle.standardOutput.write(Data("state \\(fpc.state) at \\(fpc.surfaceLocation(for: fpc.state).y)\\n".utf8))
      }
    }
    \(typo ? "let typo: Int = \"not a number\"" : "")
    let session = LabSession(size: CGSize(width: 480, height: 600))
    let reporter = Reporter()
    let fpc = FloatingPanelController(delegate: reporter)
    fpc.layout = PrototypeLayout()
    fpc.addPanel(toParent: session)
    try session.openWindow(title: "prototype", labPanes: false)

    """
  }

  /// The prototype's package, depending on this checkout by path as a user's would.
  static func devPackage(in dir: String) throws -> String {
    let package = dir + "/Prototype"
    try FileManager.default.createDirectory(atPath: package + "/Sources/prototype", withIntermediateDirectories: true)
    let identity = URL(fileURLWithPath: CLI.root).lastPathComponent
    _ = try CLI.write(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Prototype",
        dependencies: [.package(path: "\(CLI.root)")],
        targets: [
          .executableTarget(
            name: "prototype",
            dependencies: [.product(name: "PanelLabKit", package: "\(identity)"), .product(name: "PanelLabKitWindow", package: "\(identity)")],
            swiftSettings: [.swiftLanguageMode(.v5)])
        ]
      )

      """, to: "Package.swift", in: package)
    _ = try CLI.write(devPrototype(fullInset: 40), to: "main.swift", in: package + "/Sources/prototype")
    return package
  }

  /// What a running program wrote so far, read as it comes.
  final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    init(_ pipe: Pipe) {
      pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let chunk = handle.availableData
        guard let self else { return }
        self.lock.lock()
        self.data.append(chunk)
        self.lock.unlock()
      }
    }
    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: data, as: UTF8.self)
    }
    /// Waits up to `seconds` for `text` to contain `needle`.
    func wait(for needle: String, seconds: Double) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if text.contains(needle) { return true }
        Thread.sleep(forTimeInterval: 0.2)
      }
      return text.contains(needle)
    }
  }

  /// A running `panellab dev ARGS`, its output read as it comes.
  struct DevRun {
    let process = Process()
    let stdout: Output
    let stderr: Output

    /// Starts `panellab dev` with `arguments` (and `environment` on top of the test's own).
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
      process.executableURL = URL(fileURLWithPath: CLI.binary)
      process.arguments = ["dev"] + arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      let out = Pipe(), err = Pipe()
      process.standardOutput = out
      process.standardError = err
      stdout = Output(out)
      stderr = Output(err)
      try process.run()
    }

    /// The prototype's window once its first build runs (PanelLab's libraries may compile too).
    func firstWindow() throws -> String? {
      let deadline = Date().addingTimeInterval(480)
      // A first build that fails leaves `panellab dev` waiting for a save: no window will come.
      while Date() < deadline && process.isRunning && !stderr.text.contains("the build failed") {
        Thread.sleep(forTimeInterval: 0.5)
        if let window = try WindowTests.windowID("^prototype$") { return window }
      }
      return nil
    }

    /// Quits through window `id` with Ctrl+Q and expects status 0.
    func quit(_ id: String) throws {
      try CLI.tool("xdotool", ["key", "--window", id, "ctrl+q"])
      let quitBy = Date().addingTimeInterval(20)
      while process.isRunning && Date() < quitBy { Thread.sleep(forTimeInterval: 0.2) }
      #expect(!process.isRunning && process.terminationStatus == 0, "\(stderr.text)")
    }

    /// Stops it if a test ended early.
    func stop() { if process.isRunning { process.terminate() } }
  }

  /// The environment that builds a dev prototype in this checkout's own `.build`, next to the
  /// products `./run.sh test` built, so only the prototype compiles (about 10 s, where a folder of
  /// its own compiled PanelLab's libraries again: 3 to 5 minutes on a fresh clone). `swift test`
  /// holds that folder's lock while the suite runs, and `panellab dev`'s builds would wait for it
  /// until the suite ends, so a `swift` first on PATH adds `--ignore-lock` to `swift build`:
  /// nothing else builds there while the tests run (`--skip-build`), and the window tests, the dev
  /// ones among them, run one at a time.
  static func sharedBuildEnvironment(in dir: String) throws -> [String: String] {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let real = try #require(
      path.split(separator: ":").map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }, "swift on PATH")
    let bin = dir + "/shared-build-bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let wrapper = try CLI.write(
      "#!/bin/sh\nif [ \"$1\" = build ]; then shift; exec \"\(real)\" build --ignore-lock \"$@\"; fi\nexec \"\(real)\" \"$@\"\n",
      to: "swift", in: bin)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
    return ["PATH": bin + ":" + path]
  }

  /// The scratch path the dev tests build in: the one `./run.sh test` built this checkout in.
  static var sharedScratchPath: String { CLI.root + "/.build" }

  /// The id of the visible window titled `title` right now, if there is one.
  static func windowID(_ title: String) throws -> String? {
    try CLI.tool("xdotool", ["search", "--onlyvisible", "--name", title]).output.split(separator: "\n").first.map(String.init)
  }

  @Test(.timeLimit(.minutes(10))) func devRebuildsOnASaveAndTheWindowComesBackWhereItWasRunningTheNewCode() throws {
    let dir = try CLI.temporaryDirectory()
    let package = try Self.devPackage(in: dir)
    let source = package + "/Sources/prototype/main.swift"
    let record = dir + "/dev.plrec"
    // In the package's own build, so only the prototype compiles.
    let dev = try DevRun([package, "--scratch-path", Self.sharedScratchPath, "--record", record], environment: try Self.sharedBuildEnvironment(in: dir))
    defer { dev.stop() }
    let stdout = dev.stdout, stderr = dev.stderr
    let first = try #require(try dev.firstWindow(), "no window: \(stderr.text)")
    #expect(stdout.wait(for: "state half at 300.0", seconds: 10), "\(stdout.text)")
    Thread.sleep(forTimeInterval: 0.5)

    // Drag the panel from half (300 points down the 600-point view) up to full.
    try CLI.tool("xdotool", ["mousemove", "--window", first, "240", "310"])
    try CLI.tool("xdotool", ["mousedown", "1"])
    for y in stride(from: 290, through: 50, by: -40) { try CLI.tool("xdotool", ["mousemove", "--window", first, "240", "\(y)"]) }
    try CLI.tool("xdotool", ["mouseup", "1"])
    #expect(stdout.wait(for: "state full at 40.0", seconds: 10), "\(stdout.text)")
    // Resized by hand: the rebuilt program's window opens at this size, not the program's 480×600.
    try CLI.tool("xdotool", ["windowsize", first, "560", "640"])
    Thread.sleep(forTimeInterval: 0.8)

    // The full state moves to 120 points in the source, saved mid-session: the new build replays
    // the drag, so its window comes back at full, at the new place, and says what changed first.
    _ = try CLI.write(Self.devPrototype(fullInset: 120), to: "main.swift", in: package + "/Sources/prototype")
    #expect(stdout.wait(for: "state full at 120.0", seconds: 240), "\(stdout.text)\n\(stderr.text)")
    // The report comes on standard error, which may reach us after the program's line on standard output.
    #expect(stderr.wait(for: "first parts from the last at 0.000 s, in the scene: main.panels[0].anchors.full.absoluteInset 40 → 120", seconds: 10), "\(stderr.text)")
    Thread.sleep(forTimeInterval: 1)
    let second = try #require(try Self.windowID("^prototype$"), "\(stderr.text)")
    try WindowTests.screenshotWindow(second, to: dir + "/rebuilt.png")
    let size = try CLI.tool("identify", ["-format", "%w %h", dir + "/rebuilt.png"]).output
    #expect(size == "560 640", "the rebuilt window keeps the size it was given: \(size)")

    // A typo: the error shows in the terminal and in the window, and the running build stays up.
    _ = try CLI.write(Self.devPrototype(fullInset: 120, typo: true), to: "main.swift", in: package + "/Sources/prototype")
    #expect(stderr.wait(for: "\nSources/prototype/main.swift:", seconds: 240) && stderr.text.contains("error: cannot convert"), "\(stderr.text)")
    Thread.sleep(forTimeInterval: 1)
    #expect(try Self.windowID("^prototype$") == second, "the running build stayed up")
    try WindowTests.screenshotWindow(second, to: dir + "/error.png")
    // The banner's red (0xB3261E) near the bottom of the window.
    let banner = try CLI.tool("convert", [dir + "/error.png", "-crop", "560x120+0+520", "-fill", "white", "+opaque", "#B3261E", "-format", "%[fx:mean]", "info:"])
    #expect((Double(banner.output) ?? 1) < 0.98, "no red banner in \(dir)/error.png")

    // Fixed: the same code as the build before, so the session replays exactly as it ran.
    _ = try CLI.write(Self.devPrototype(fullInset: 120), to: "main.swift", in: package + "/Sources/prototype")
    #expect(stderr.wait(for: "replays the session exactly as the last one did", seconds: 240), "\(stderr.text)")
    Thread.sleep(forTimeInterval: 1)
    try dev.quit(try #require(try Self.windowID("^prototype$")))

    // The last build's recording replays without the program: the panel ends at full, 120 down.
    let last = try #require(try CLI.replayTrace(record).last { $0.contains("\"kind\": \"frame\"") })
    #expect(last.contains("\"state\": \"full\"") && last.contains("\"position\": 120"), "\(last)")
  }

  /// The mean brightness (0 black … 1 white) of the screen's rectangle `area` (x, y, width, height).
  static func screenBrightness(_ area: (x: Int, y: Int, width: Int, height: Int)) throws -> Double? {
    let crop = "\(area.width)x\(area.height)+\(area.x)+\(area.y)"
    let r = try CLI.tool("sh", ["-c", "xwd -root -silent | convert xwd:- -crop \"$0\" -format '%[fx:mean]' info:", crop])
    return r.status == 0 ? Double(r.output) : nil
  }

  @Test(.timeLimit(.minutes(10))) func aRebuildSwapsWindowsWithoutShowingAnEmptyOrBlackOne() throws {
    let dir = try CLI.temporaryDirectory()
    let package = try Self.devPackage(in: dir)
    let dev = try DevRun([package, "--scratch-path", Self.sharedScratchPath], environment: try Self.sharedBuildEnvironment(in: dir))
    defer { dev.stop() }
    let first = try #require(try dev.firstWindow(), "no window: \(dev.stderr.text)")
    #expect(dev.stdout.wait(for: "state half at 300.0", seconds: 10), "\(dev.stdout.text)")
    Thread.sleep(forTimeInterval: 0.5)
    let shell = try CLI.tool("xdotool", ["getwindowgeometry", "--shell", first]).output
    func value(_ key: String) -> Int? {
      shell.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
    }
    let area = (x: try #require(value("X")), y: try #require(value("Y")), width: try #require(value("WIDTH")), height: try #require(value("HEIGHT")))
    let before = try #require(try Self.screenBrightness(area))
    #expect(before > 0.3, "the prototype's window is not dark to begin with: \(before)")

    // Saved: from here until the new build's window has shown for a second, the screen where the
    // window is is looked at over and over. Closing the old window first left the screen's
    // black there, and a new window shows black until its first frame.
    _ = try CLI.write(Self.devPrototype(fullInset: 120), to: "main.swift", in: package + "/Sources/prototype")
    var samples: [Double] = []
    let deadline = Date().addingTimeInterval(240)
    var shownAt: Date?
    while Date() < deadline, shownAt.map({ Date().timeIntervalSince($0) < 1.5 }) ?? true {
      if let b = try Self.screenBrightness(area) { samples.append(b) }
      if shownAt == nil, dev.stdout.text.contains("state half at 300.0\nstate half at 300.0") || dev.stderr.text.contains("Rebuilt at") {
        shownAt = Date()
      }
    }
    #expect(shownAt != nil, "no rebuild: \(dev.stderr.text)")
    let darkest = try #require(samples.min())
    #expect(darkest > 0.3, "\(samples.filter { $0 <= 0.3 }.count) of \(samples.count) looks were dark (darkest \(darkest))")
    try dev.quit(try #require(try Self.windowID("^prototype$")))
  }

  @Test(.timeLimit(.minutes(10))) func devRunsALoneSwiftFileInAPackageItWritesAroundIt() throws {
    let dir = try CLI.temporaryDirectory()
    // Top-level code, not in any package: the file is the program.
    let file = try CLI.write(Self.devPrototype(fullInset: 60), to: "prototype.swift", in: dir)
    // The same product name and build folder as the package test's, so only the file compiles.
    let dev = try DevRun(
      [file, "--scratch-path", Self.sharedScratchPath], environment: try Self.sharedBuildEnvironment(in: dir).merging(["XDG_CACHE_HOME": dir + "/cache"]) { $1 })
    defer { dev.stop() }
    let stdout = dev.stdout
    let id = try #require(try dev.firstWindow(), "no window: \(dev.stderr.text)")
    #expect(stdout.wait(for: "state half at 300.0", seconds: 10), "\(stdout.text)")
    // The package it wrote links the file in as its main.swift and depends on this checkout.
    let packages = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/panellab/dev")
    let package = dir + "/cache/panellab/dev/" + (try #require(packages.first { $0.hasPrefix("prototype-") }))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: package + "/Sources/main.swift") == file)
    #expect(try String(contentsOfFile: package + "/Package.swift", encoding: .utf8).contains(".package(path: \"\(CLI.root)\")"))
    try dev.quit(id)
  }

  @Test(.timeLimit(.minutes(10))) func devRunsALoneFileWhosePathHasQuotesABackslashAndNonASCII() throws {
    let dir = try CLI.temporaryDirectory()
    // A line break too: raw in the manifest's first comment it would end the comment there.
    let folder = dir + "/Entwürfe \"neu\" \\ 試作\n2"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = try CLI.write(Self.devPrototype(fullInset: 60), to: "Karte \"ü\".swift", in: folder)
    let dev = try DevRun(
      [file, "--scratch-path", Self.sharedScratchPath], environment: try Self.sharedBuildEnvironment(in: dir).merging(["XDG_CACHE_HOME": dir + "/cache"]) { $1 })
    defer { dev.stop() }
    let id = try #require(try dev.firstWindow(), "no window: \(dev.stderr.text)")
    #expect(dev.stdout.wait(for: "state half at 300.0", seconds: 10), "\(dev.stdout.text)")
    let packages = try FileManager.default.contentsOfDirectory(atPath: dir + "/cache/panellab/dev")
    let package = dir + "/cache/panellab/dev/" + (try #require(packages.first { $0.hasPrefix("Karte----") }, "\(packages)"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: package + "/Sources/main.swift") == file)
    // The manifest names the file in Swift literals: quotes, backslash, line break and non-ASCII escaped.
    let manifest = try String(contentsOfFile: package + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains(#"Entw\u{fc}rfe \"neu\" \\ \u{8a66}\u{4f5c}\u{a}2/Karte \"\u{fc}\".swift"#), "\(manifest)")
    // The product is the name's ASCII letters: the linker takes no other in a module's name.
    #expect(manifest.contains(#"name: "Karte----""#), "\(manifest)")
    try dev.quit(id)
  }

  /// A PNG of window `id`'s contents.
  static func screenshotWindow(_ id: String, to path: String) throws {
    let status = try CLI.tool("sh", ["-c", "xwd -silent -id \"$0\" | convert xwd:- \"png:$1\"", id, path]).status
    #expect(status == 0)
  }
}
