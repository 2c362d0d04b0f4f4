import Foundation
import PanelLabTestSupport
import Testing

/// `run --record FIFO` and `run --trace FIFO` never stop the window: the pipes are opened and
/// written off its thread, so the window draws before anyone reads them, and a reader that comes
/// later gets the whole recording and trace. (Part of the window suite, so they never run beside
/// its other tests on the same display.)
extension WindowTests {
  @Test func namedPipesForRecordAndTraceNeverBlockTheWindow() throws {
    let dir = try CLI.temporaryDirectory()
    let record = dir + "/record.fifo", trace = dir + "/trace.fifo"
    for fifo in [record, trace] { #expect(mkfifo(fifo, 0o600) == 0) }
    // No reader yet: opening either pipe would wait for one.
    let w = try RunningWindow(["--record", record, "--trace", trace, "--size", "800x600"], stateHome: dir)
    #expect(!w.windowID.isEmpty, "the window never appeared while the pipes had no reader")
    // The window answers while nobody reads: keys reach the models and frames are drawn.
    try w.screenshot(dir + "/before.png")
    try w.xdotool("mousemove", "--window", w.windowID, "700", "200")
    for _ in 0..<4 { try w.xdotool("key", "--window", w.windowID, "Down") }
    Thread.sleep(forTimeInterval: 0.5)
    try w.screenshot(dir + "/after.png")
    #expect(try CLI.tool("compare", ["-metric", "AE", dir + "/before.png", dir + "/after.png", "null:"]).status == 1, "the feed did not scroll")
    // Readers come late, then the window quits; each gets its whole file.
    let readers = [record, trace].map { fifo -> Process in
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/bin/sh")
      p.arguments = ["-c", "cat \"$0\" > \"$0.out\"", fifo]
      try? p.run()
      return p
    }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try w.quit() == 0)
    for r in readers { r.waitUntilExit() }
    let recording = try String(contentsOfFile: record + ".out", encoding: .utf8).split(separator: "\n")
    #expect(recording.first?.contains("\"format\": \"panellab-recording\"") == true)
    #expect(recording.contains { $0.contains("\"key\": \"Down\"") })
    #expect(recording.last?.contains("\"type\": \"end\"") == true)
    let lines = try String(contentsOfFile: trace + ".out", encoding: .utf8).split(separator: "\n")
    #expect(lines.count > 10, "\(lines.count) trace lines")
    #expect(lines.contains { $0.contains("\"kind\": \"frame\"") })
  }

  @Test func aPipeThatNobodyReadsEndsWithAnErrorNotAHang() throws {
    let dir = try CLI.temporaryDirectory()
    let trace = dir + "/trace.fifo"
    #expect(mkfifo(trace, 0o600) == 0)
    let w = try RunningWindow(["--trace", trace, "--size", "800x600"], stateHome: dir)
    let started = Date()
    _ = try w.quit()
    #expect(Date().timeIntervalSince(started) < 5, "quitting waited \(Date().timeIntervalSince(started)) s")
    let stderr = String(decoding: w.stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(stderr.contains("trace.fifo: not finished"), "\(stderr)")
  }
}
