import Foundation
import PanelLabTestSupport
import Testing

/// A report opened in a real browser: Debian's Chromium, headless, driven by chromium-driver
/// and Selenium (`tools/check-report.py`) with its network turned off, checked against the trace
/// of the same replay. `./run.sh test` installs the three packages.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["PANELLAB_WINDOW_TESTS"] == "1", "run through ./run.sh test (it installs chromium)"))
struct ReportBrowserTests {
  /// Makes a report of the demo's fling (7.5 s to 9.5 s: the panel flung to full, its spring, the
  /// feed, the splits and the accessory) and its trace, and runs the browser checks on them.
  @Test func theDemosFlingReportPlaysSeeksAndShowsTheTracesValuesOffline() throws {
    let dir = try CLI.temporaryDirectory()
    let demo = CLI.root + "/assets/demo.plrec"
    let range = ["--from", "7.5", "--to", "9.5"]
    let report = try CLI.run(["report", demo, "--out", dir + "/fling.html"] + range)
    #expect(report.status == 0, "\(report.stderr)")
    let trace = try CLI.run(["replay", demo, "--headless", "--fps", "30", "--scale", "0.5", "--trace", dir + "/fling.trace"] + range)
    #expect(trace.status == 0, "\(trace.stderr)")
    for program in ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"] {
      #expect(FileManager.default.isExecutableFile(atPath: program), "\(program) is missing: ./run.sh test installs chromium, chromium-driver and python3-selenium")
    }
    let check = try Self.python([CLI.root + "/tools/check-report.py", dir + "/fling.html", dir + "/fling.trace"])
    #expect(check.status == 0, "\(check.output)")
    for line in [
      "ok: loaded with the network off and no console errors", "ok: canPlayType(video/webm; codecs=\"vp9\") is 'probably'",
      "ok: the video plays", "marks exactly the events at or before each, and the plots show the trace's values",
      "ok: a click on a row seeks to its first frame and pauses", "ok: → steps one frame", "shows its value",
      "ok: no console errors while used",
    ] {
      #expect(check.output.contains(line), "missing \"\(line)\" in:\n\(check.output)")
    }
  }

  /// The checker itself fails a page that does not match its trace, so a pass means something.
  @Test func theCheckerFailsAReportWhoseTraceIsAnother() throws {
    let dir = try CLI.temporaryDirectory()
    let demo = CLI.root + "/assets/demo.plrec"
    let report = try CLI.run(["report", demo, "--out", dir + "/a.html", "--from", "7.5", "--to", "8.5"])
    #expect(report.status == 0, "\(report.stderr)")
    // The trace of the next second: other frames, other events.
    let trace = try CLI.run(["replay", demo, "--headless", "--fps", "30", "--scale", "0.5", "--from", "8.5", "--to", "9.5", "--trace", dir + "/b.trace"])
    #expect(trace.status == 0, "\(trace.stderr)")
    let check = try Self.python([CLI.root + "/tools/check-report.py", dir + "/a.html", dir + "/b.trace"])
    #expect(check.status == 1, "\(check.output)")
    #expect(check.output.contains("FAIL: the page's frame times differ from the trace's"), "\(check.output)")
  }

  /// Runs Debian's python3 (where python3-selenium is) and returns its status and output.
  static func python(_ args: [String]) throws -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    p.arguments = args
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
