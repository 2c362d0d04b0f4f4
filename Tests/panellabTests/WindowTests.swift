import Foundation
import PanelLabTestSupport
import Testing
import PanelRender

/// The real window under an X server (Xvfb in `./run.sh test`), driven with xdotool like a hand.
/// Every window test is in this suite (extensions and nested suites) so `.serialized` runs them
/// one at a time: the X server has one pointer and one keyboard focus, and windows without a
/// window manager all open at (0, 0), the newest on top, where it takes the other tests' clicks.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["PANELLAB_WINDOW_TESTS"] == "1", "run through ./run.sh test (Xvfb)"))
struct WindowTests {
  /// A running `panellab run` and its window.
  final class RunningWindow {
    let process = Process()
    let stderr = Pipe()
    let stdout = Pipe()
    var windowID = ""

    /// Starts `panellab COMMAND ARGS` (or another `executable` with `ARGS`, its standard output
    /// kept in `stdout`); the saved layout goes to a fresh folder (never the user's).
    init(
      _ args: [String], cwd: String? = nil, command: String? = "run", title: String = "^PanelLab$", stateHome: String? = nil,
      executable: String = CLI.binary
    ) throws {
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = (command.map { [$0] } ?? []) + args
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_STATE_HOME"] = try stateHome ?? CLI.temporaryDirectory()
      process.environment = environment
      process.standardError = stderr
      if executable == CLI.binary { process.standardOutput = FileHandle.nullDevice } else { process.standardOutput = stdout }
      if let cwd { process.currentDirectoryURL = URL(fileURLWithPath: cwd) }
      try process.run()
      // A bounded wait: a window that never appears fails the test instead of hanging it. The
      // children inherit the test process's blocked signals, so xdotool can ignore timeout's
      // SIGTERM (it once hung for 30 minutes); SIGKILL 5 s later cannot be blocked.
      let found = try CLI.tool("timeout", ["-k", "5", "20", "xdotool", "search", "--sync", "--onlyvisible", "--name", title])
      windowID = String(found.output.split(separator: "\n").first ?? "")
      // Let the first frame reach the screen.
      Thread.sleep(forTimeInterval: 0.5)
    }

    /// A PNG of the window's contents.
    func screenshot(_ path: String) throws {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/bin/sh")
      p.arguments = ["-c", "xwd -silent -id \"$0\" | convert xwd:- \"png:$1\"", windowID, path]
      try p.run()
      p.waitUntilExit()
      #expect(p.terminationStatus == 0)
    }

    /// CPU time used so far, in clock ticks (1/100 s).
    func cpuTicks() throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)
      // Fields after the command name (which may contain spaces) start after the last ')'.
      let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
      return Int(fields[11])! + Int(fields[12])!
    }

    func xdotool(_ args: String...) throws { try xdotool(args) }

    /// Runs xdotool with `args`, killed after 20 s (SIGKILL 5 s after its TERM, which it may have
    /// blocked, see `init`): a `--sync` that waits for a window state that never comes fails the
    /// test instead of hanging it.
    func xdotool(_ args: [String]) throws { try CLI.tool("timeout", ["-k", "5", "20", "xdotool"] + args) }

    /// Quits with Ctrl+Q and waits for the exit status.
    func quit() throws -> Int32 {
      try xdotool("windowactivate", "--sync", windowID)
      try xdotool("key", "--window", windowID, "ctrl+q")
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      return process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate() } }
  }

  @Test func windowOpensScrollsWithTheRealWheelAndQuitsWithCtrlQ() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow([])
    #expect(!w.windowID.isEmpty, "no window titled PanelLab appeared")
    let geometry = try CLI.tool("xdotool", ["getwindowgeometry", w.windowID]).output
    #expect(geometry.contains("1280x800"), "\(geometry)")
    try w.screenshot(dir + "/before.png")
    try w.xdotool("mousemove", "--window", w.windowID, "640", "400")
    for _ in 0..<6 { try w.xdotool("click", "--window", w.windowID, "5") }
    Thread.sleep(forTimeInterval: 0.4)
    try w.screenshot(dir + "/after.png")
    let diff = try CLI.tool("compare", ["-metric", "AE", dir + "/before.png", dir + "/after.png", "null:"])
    // `compare` prints the count of differing pixels on stderr; use its exit status instead:
    // 1 means the images differ.
    #expect(diff.status == 1, "the wheel did not change the picture")
    #expect(try w.quit() == 0)
  }

  @Test func idleWindowUsesUnderOnePercentOfACore() throws {
    let w = try RunningWindow([])
    Thread.sleep(forTimeInterval: 0.5)
    let before = try w.cpuTicks()
    Thread.sleep(forTimeInterval: 4)
    let used = try w.cpuTicks() - before
    // 1 % of 4 s is 4 ticks of 10 ms.
    #expect(used < 4, "idle window used \(used * 10) ms of CPU in 4 s")
    #expect(try w.quit() == 0)
  }

  /// The demo in a 600×500 window recording to a fresh `name`, with the button held down over the
  /// feed at (520, 270): in 600×500 the main view is x 110…600, y 0…388 (the sidebar left, the log
  /// below), and x 520 is right of its panel (400 points wide) and above the capsule (y 283).
  static func pressedOverTheFeed(recordingTo name: String) throws -> (window: RunningWindow, recording: String) {
    let recording = try CLI.temporaryDirectory() + "/" + name
    let w = try RunningWindow(["--record", recording, "--size", "600x500"])
    try w.xdotool("mousemove", "--window", w.windowID, "520", "270")
    try w.xdotool("mousedown", "1")
    return (w, recording)
  }

  @Test func dragScrollsAndARecordingReplaysToTheSameState() throws {
    let (w, recording) = try Self.pressedOverTheFeed(recordingTo: "session.plrec")
    for y in stride(from: 260, through: 20, by: -20) {
      try w.xdotool("mousemove", "--window", w.windowID, "520", "\(y)")
    }
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try w.quit() == 0)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first?.contains("\"format\": \"panellab-recording\"") == true)
    #expect(lines.contains { $0.contains("\"type\": \"pointer_down\"") })
    #expect(lines.last?.contains("\"type\": \"end\"") == true)
    let a = try CLI.run(["replay", recording, "--headless", "--trace", "-"])
    let b = try CLI.run(["replay", recording, "--headless", "--trace", "-"])
    #expect(a.status == 0, "\(a.stderr)")
    #expect(a.stdout == b.stdout)
    // The drag moved the feed: the last frame has a positive content offset.
    let last = try #require(a.stdout.split(separator: "\n").last)
    let frame = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any]
    let feed = frame?["feed"] as? [String: Any]
    let offset = try #require(feed?["contentOffset"] as? Double)
    #expect(offset > 100)
  }

  @Test func aRecordingNamesItsSceneFileRelativeToItselfAndReplaysWhenItsFolderMoves() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/recordings", withIntermediateDirectories: true)
    try PictureCommandTests.png(0x00AA55, to: dir + "/scenes/shot.png")
    _ = try CLI.write(#"{"window": {"width": 480, "height": 360}, "main": {"image": "shot.png"}}"#, to: "scenes/app.json", in: dir)
    // Both paths as a user types them, relative to the working folder.
    let w = try RunningWindow(["--scene", "scenes/app.json", "--record", "recordings/session.plrec"], cwd: dir)
    #expect(try w.quit() == 0)
    let header = try #require(try String(contentsOfFile: dir + "/recordings/session.plrec", encoding: .utf8).split(separator: "\n").first)
    #expect(header.contains(#""sceneFile": "../scenes/app.json""#), "\(header)")
    #expect(!header.contains(dir), "the header gives away the recorder's folder: \(header)")
    // The folder moves as a whole (a shared archive): the replay still finds the picture beside the scene.
    let moved = dir + "-moved"
    try FileManager.default.moveItem(atPath: dir, toPath: moved)
    _ = try CLI.replayTrace(moved + "/recordings/session.plrec")
  }

  @Test func f9RecordsMidSessionAndTheFileReplays() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow(["--size", "600x500"], cwd: dir)
    // Over the feed, right of the panel.
    try w.xdotool("mousemove", "--window", w.windowID, "520", "150")
    for _ in 0..<3 { try w.xdotool("click", "--window", w.windowID, "5") }
    try w.xdotool("key", "--window", w.windowID, "F9")
    Thread.sleep(forTimeInterval: 0.3)
    for _ in 0..<3 { try w.xdotool("click", "--window", w.windowID, "5") }
    try w.xdotool("key", "--window", w.windowID, "F9")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try w.quit() == 0)
    let stderr = String(decoding: w.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(stderr.contains("recording to panellab-"), "\(stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".plrec") }
    try #require(files.count == 1)
    let text = try String(contentsOfFile: dir + "/" + files[0], encoding: .utf8)
    #expect(text.contains("\"startAt\": "))
    #expect(text.split(separator: "\n").filter { $0.contains("\"type\": \"wheel\"") }.count == 6)
    let last = try #require(try CLI.replayTrace(dir + "/" + files[0]).last)
    // All six notches count (the three before F9 set up the state), 40 points each.
    #expect(last.contains("\"contentOffset\": 240"))
  }

  @Test func replayPlaysInTheWindowAndKPauses() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(ReplayCommandTests.recording, to: "drag.plrec", in: dir)
    let w = try RunningWindow([file], command: "replay", title: "^PanelLab replay")
    func title() throws -> String { try CLI.tool("xdotool", ["getwindowname", w.windowID]).output }
    /// The replay time the title shows, in seconds.
    func shownTime() throws -> Double? {
      let t = try title()
      guard let s = t.split(separator: " ").dropFirst(2).first else { return nil }
      return Double(s)
    }
    try w.screenshot(dir + "/start.png")
    // The recording lasts about 2 s: pause it while it plays.
    try w.xdotool("key", "--window", w.windowID, "k")
    Thread.sleep(forTimeInterval: 0.3)
    let pausedTitle = try title()
    #expect(pausedTitle.contains("paused"), "\(pausedTitle)")
    let pausedAt = try #require(try shownTime())
    #expect(pausedAt < 1.8)
    Thread.sleep(forTimeInterval: 0.6)
    #expect(try shownTime() == pausedAt, "time moved while paused")
    try w.xdotool("key", "--window", w.windowID, "k")
    Thread.sleep(forTimeInterval: 2.5)
    let later = try #require(try shownTime())
    #expect(later > pausedAt + 0.5)
    try w.screenshot(dir + "/later.png")
    let moved = try CLI.tool("compare", ["-metric", "AE", dir + "/start.png", dir + "/later.png", "null:"])
    #expect(moved.status == 1, "the replay did not change the picture")
    #expect(try w.quit() == 0)
  }

  @Test func theF3FrameGraphIsOpaqueAndItsBudgetLabelsSitWholeInItsGutter() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow(["--size", "1280x800", "--scale", "1"])
    try w.xdotool("key", "--window", w.windowID, "F3")
    Thread.sleep(forTimeInterval: 0.6)
    try w.screenshot(dir + "/graph.png")
    #expect(try w.quit() == 0)
    let shot = try #require(Bitmap(png: dir + "/graph.png"))
    // The graph: 240×100 at (12, 688); its gutter (x 16…46) left of the bars, over the sidebar's
    // device rows. Opaque: the sidebar's text never shows through its left column.
    for y in stride(from: 712, through: 776, by: 4) {
      let p = shot.pixel(x: 17, y: y)
      let (r, g, b) = (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
      #expect(abs(r - 20) <= 1 && abs(g - 20) <= 1 && abs(b - 26) <= 1, "see-through at y \(y): \(String(p, radix: 16))")
    }
    // The labels are drawn, in the gutter, around their lines (16.7 ms at y≈733, 8.3 ms at y≈757).
    func lit(_ ys: ClosedRange<Int>) -> Bool {
      ys.contains { y in (24...46).contains { x in (shot.pixel(x: x, y: y) >> 8) & 0xFF > 120 } }
    }
    #expect(lit(726...741), "no 16.7 label in the gutter")
    #expect(lit(750...765), "no 8.3 label in the gutter")
  }

  @Test func f4FlashesTheDamagedRectanglesWhileTheyAreRedrawnAndLeavesNoTint() throws {
    let dir = try CLI.temporaryDirectory()
    let w = try RunningWindow(["--size", "1280x800", "--scale", "1"])
    /// Pixels of the feed's white and light grey as the flash tints them (magenta at 90/255),
    /// counted only inside a 5×5 patch of such pixels: a flash tints whole rectangles, while white
    /// text antialiased over the pink card gives the same colours along its strokes.
    func tinted(_ path: String) throws -> Int {
      let shot = try #require(Bitmap(png: path))
      func isTint(_ x: Int, _ y: Int) -> Bool {
        let p = shot.pixel(x: x, y: y)
        let (r, g, b) = (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        return r >= 245 && (140...185).contains(g) && (200...240).contains(b)
      }
      var n = 0
      for y in stride(from: 2, to: shot.height - 2, by: 2) {
        for x in stride(from: 2, to: shot.width - 2, by: 2) where isTint(x, y) {
          if [(-2, -2), (0, -2), (2, -2), (-2, 0), (2, 0), (-2, 2), (0, 2), (2, 2)].allSatisfy({ isTint(x + $0.0, y + $0.1) }) {
            n += 1
          }
        }
      }
      return n
    }
    try w.xdotool("key", "--window", w.windowID, "F4")
    Thread.sleep(forTimeInterval: 0.3)
    // A page down scrolls the feed for a few hundred milliseconds: its frames are flashed.
    var seen = 0
    for i in 0..<6 where seen == 0 {
      try w.xdotool("key", "--window", w.windowID, i % 2 == 0 ? "Page_Down" : "Page_Up")
      // A flash lasts 150 ms after the last frame that redrew something (`WindowFrame.flashHold`),
      // shorter than a screenshot may take under load: screenshots back to back until one holds it.
      for _ in 0..<6 where seen == 0 {
        try w.screenshot(dir + "/moving.png")
        seen = try tinted(dir + "/moving.png")
      }
      Thread.sleep(forTimeInterval: 1)
    }
    #expect(seen > 0, "no flashed rectangle while the feed scrolled")
    // Once still, the next present clears the flash: the window shows the frame untinted.
    Thread.sleep(forTimeInterval: 1.5)
    try w.screenshot(dir + "/still.png")
    #expect(try tinted(dir + "/still.png") == 0)
    #expect(try w.quit() == 0)
  }

  @Test func pHidesAndShowsTheTouchIndicatorsInTheReplayWindow() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write(ReplayCommandTests.recording, to: "drag.plrec", in: dir)
    let w = try RunningWindow([file], command: "replay", title: "^PanelLab replay")
    // Paused, so only P changes the picture: the recorded hand is over the feed.
    try w.xdotool("key", "--window", w.windowID, "k")
    Thread.sleep(forTimeInterval: 0.4)
    try w.screenshot(dir + "/hand.png")
    try w.xdotool("key", "--window", w.windowID, "p")
    Thread.sleep(forTimeInterval: 0.4)
    try w.screenshot(dir + "/no-hand.png")
    try w.xdotool("key", "--window", w.windowID, "p")
    Thread.sleep(forTimeInterval: 0.4)
    try w.screenshot(dir + "/hand-again.png")
    let hidden = try CLI.tool("compare", ["-metric", "AE", dir + "/hand.png", dir + "/no-hand.png", "null:"])
    #expect(hidden.status == 1, "P did not hide the hand")
    let shown = try CLI.tool("compare", ["-metric", "AE", dir + "/hand.png", dir + "/hand-again.png", "null:"])
    #expect(shown.status == 0, "a second P did not bring the same hand back")
    #expect(try w.quit() == 0)
  }

  @Test func aRangeReplaysInTheWindowFromItsStartToItsEnd() throws {
    let w = try RunningWindow([CLI.root + "/assets/demo.plrec", "--from", "20", "--to", "21"], command: "replay", title: "^PanelLab replay")
    func title() throws -> String { try CLI.tool("xdotool", ["getwindowname", w.windowID]).output }
    let first = try title()
    let shown = try #require(first.split(separator: " ").dropFirst(2).first.flatMap { Double($0) }, "\(first)")
    #expect(shown >= 20 && shown < 21, "\(first)")
    Thread.sleep(forTimeInterval: 1.6)
    let end = try title()
    #expect(end.contains("21.00 s, finished"), "\(end)")
    #expect(try w.quit() == 0)
  }

  @Test func draggingThePanelsGrabberInTheWindowMovesItToFull() throws {
    let dir = try CLI.temporaryDirectory()
    let recording = dir + "/panel.plrec"
    // The demo's Maps panel rests at half: its grabber is at (432, 267) in a 1280x800 window.
    let w = try RunningWindow(["--record", recording])
    try w.screenshot(dir + "/half.png")
    try w.xdotool("mousemove", "--window", w.windowID, "432", "268")
    try w.xdotool("mousedown", "1")
    for y in stride(from: 260, through: 20, by: -24) {
      try w.xdotool("mousemove", "--window", w.windowID, "432", "\(y)")
    }
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 1.2)
    try w.screenshot(dir + "/full.png")
    #expect(try w.quit() == 0)
    let moved = try CLI.tool("compare", ["-metric", "AE", dir + "/half.png", dir + "/full.png", "null:"])
    #expect(moved.status == 1)
    let trace = try CLI.replayTrace(recording)
    #expect(trace.contains { $0.contains("\"name\": \"willEndDragging\"") })
    let last = try #require(trace.last)
    #expect(last.contains("\"state\": \"full\""), "\(last.prefix(300))")
  }

  @Test func theLiveTraceIsTheTraceOfAReplayOfTheRecording() throws {
    let dir = try CLI.temporaryDirectory()
    let recording = dir + "/live.plrec"
    let trace = dir + "/live.trace"
    let w = try RunningWindow(["--record", recording, "--trace", trace])
    // Drag the Maps panel's grabber up and fling the feed, so springs and momentum run.
    try w.xdotool("mousemove", "--window", w.windowID, "432", "268")
    try w.xdotool("mousedown", "1")
    for y in stride(from: 260, through: 110, by: -25) { try w.xdotool("mousemove", "--window", w.windowID, "432", "\(y)") }
    try w.xdotool("mouseup", "1")
    try w.xdotool("mousemove", "--window", w.windowID, "900", "560")
    try w.xdotool("mousedown", "1")
    for y in stride(from: 550, through: 270, by: -40) { try w.xdotool("mousemove", "--window", w.windowID, "900", "\(y)") }
    try w.xdotool("mouseup", "1")
    try w.xdotool("key", "--window", w.windowID, "3")
    Thread.sleep(forTimeInterval: 0.8)
    #expect(try w.quit() == 0)
    let live = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
    let replayed = try CLI.replayTrace(recording)
    #expect(live.count > 60, "the live trace has a line per 60 Hz frame")
    #expect(live.contains { $0.contains("\"name\": \"willEndDragging\"") })
    // The replay runs on past the end of the session until everything settles.
    #expect(Array(replayed.prefix(live.count)) == live, "the live session and its replay diverge")
  }

  @Test func aDragThatLeavesTheWindowKeepsTracking() throws {
    let (w, recording) = try Self.pressedOverTheFeed(recordingTo: "leave.plrec")
    // Up and out through the top edge, then back in; the release happens inside.
    for y in stride(from: 250, through: -100, by: -40) { try w.xdotool("mousemove", "--window", w.windowID, "520", "\(y)") }
    try w.xdotool("mousemove", "--window", w.windowID, "520", "100")
    try w.xdotool("mouseup", "1")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try w.quit() == 0)
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(text.contains("\"y\": -"), "moves outside the window reach the session")
    #expect(text.contains("\"type\": \"pointer_up\""))
  }

  @Test func clickingACardOpensItsSheetAndEscapeClosesIt() throws {
    let dir = try CLI.temporaryDirectory()
    let trace = dir + "/sheet.trace"
    let w = try RunningWindow(["--trace", trace])
    try w.screenshot(dir + "/feed.png")
    // Card 2 of the demo's feed (x 592…920, y 64…284); the hand shows over it.
    try w.xdotool("mousemove", "--window", w.windowID, "756", "170")
    try w.xdotool("click", "--window", w.windowID, "1")
    Thread.sleep(forTimeInterval: 1.2)
    try w.screenshot(dir + "/sheet.png")
    try w.xdotool("key", "--window", w.windowID, "Escape")
    Thread.sleep(forTimeInterval: 1.2)
    try w.screenshot(dir + "/closed.png")
    #expect(try w.quit() == 0)
    let opened = try CLI.tool("compare", ["-metric", "AE", dir + "/feed.png", dir + "/sheet.png", "null:"])
    #expect(opened.status == 1, "the sheet did not change the picture")
    // The main view (the event log beside it has grown by four rows).
    let main = "[1047x622+233+0]"
    let closed = try CLI.tool("compare", ["-metric", "AE", "-fuzz", "2%", dir + "/feed.png" + main, dir + "/closed.png" + main, "null:"])
    #expect(closed.status == 0, "the feed is not back as it was after Escape")
    let text = try String(contentsOfFile: trace, encoding: .utf8)
    let names = text.split(separator: "\n").filter { $0.contains("\"component\": \"sheet\"") }.compactMap { line in
      line.range(of: "\"name\": \"").map { line[$0.upperBound...].prefix { $0 != "\"" } }
    }
    #expect(names.map(String.init) == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
  }

  @Test func resizingTheWindowLaysTheSceneOutAgain() throws {
    let dir = try CLI.temporaryDirectory()
    // A feed alone, so the columns are the window's.
    let scene = dir + "/feed.json"
    try #"{"main": {"feed": {"cards": 12}}}"#.write(toFile: scene, atomically: true, encoding: .utf8)
    let w = try RunningWindow(["--scene", scene])
    try w.xdotool("windowsize", w.windowID, "700", "500")
    Thread.sleep(forTimeInterval: 0.8)
    try w.screenshot(dir + "/small.png")
    let size = try CLI.tool("identify", ["-format", "%w %h", dir + "/small.png"]).output
    #expect(size == "700 500")
    // Two columns of cards now (16–342 and 358–684): x 350 is the gap between them, where the
    // 1280-point layout has its first card (16–421).
    let pixel = try CLI.tool("convert", [dir + "/small.png", "-format", "%[pixel:p{350,150}]", "info:"]).output
    let channels = pixel.filter { "0123456789,".contains($0) }.split(separator: ",").compactMap { Int($0) }
    #expect(channels.count >= 3 && channels.prefix(3).allSatisfy { $0 > 200 }, "expected the light background at x 350, got \(pixel)")
    #expect(try w.quit() == 0)
  }
}
