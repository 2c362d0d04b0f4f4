import Foundation
import PanelLabTestSupport
import Testing

/// Memory and time follow the window, not what pictures declare: a scene's PNG pictures may
/// declare `Limits.picturePixels` in all, checked from their headers before any decoding, and a
/// snapshot of a scene within that budget stays within a fixed amount beyond its frames.
@Suite struct PictureBudgetTests {
  /// Runs `panellab ARGS` under `/usr/bin/time`; the exit status and the peak memory in MB.
  static func measured(_ args: [String]) throws -> (status: Int32, megabytes: Double, seconds: Double, stderr: String) {
    let dir = try CLI.temporaryDirectory()
    let started = Date()
    let r = try CLI.run(["-f", "%M", "-o", dir + "/time.txt", CLI.binary] + args, executable: "/usr/bin/time")
    let seconds = Date().timeIntervalSince(started)
    let kilobytes = Double(try String(contentsOfFile: dir + "/time.txt", encoding: .utf8).split(separator: "\n").last.map(String.init) ?? "") ?? -1
    return (r.status, kilobytes / 1024, seconds, r.stderr)
  }

  @Test func threePicturesThatDeclare16384SquaredAreRefusedFromTheirHeaders() throws {
    let dir = try CLI.temporaryDirectory()
    for k in 1...3 {
      try Data(SyntheticPNG.blank(width: 16384, height: 16384)).write(to: URL(fileURLWithPath: dir + "/huge\(k).png"))
    }
    let scene = try CLI.write(
      #"{"window": {"width": 400, "height": 300}, "main": {"image": "huge1.png", "feed": {"cards": 3, "images": ["huge2.png", "huge3.png"]}}}"#,
      to: "s.json", in: dir)
    let r = try Self.measured(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(r.status == 2, "\(r.stderr)")
    #expect(r.stderr.contains("s.json:1: main.image: cannot read image \"huge1.png\": the picture is 16384x16384 pixels"), "\(r.stderr)")
    #expect(r.stderr.contains("at most 35651584 in all"), "\(r.stderr)")
    #expect(r.megabytes < 150, "\(r.megabytes) MB")
    #expect(r.seconds < 10, "\(r.seconds) s")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
  }

  @Test func aSceneAtThePictureBudgetSnapshotsInBoundedMemory() throws {
    let dir = try CLI.temporaryDirectory()
    // 5000×7000 = 35,000,000 pixels, just within the budget, in a 220 KB file.
    try Data(SyntheticPNG.blank(width: 5000, height: 7000)).write(to: URL(fileURLWithPath: dir + "/big.png"))
    let scene = try CLI.write(#"{"window": {"width": 400, "height": 300}, "main": {"image": "big.png"}}"#, to: "s.json", in: dir)
    let r = try Self.measured(["snapshot", "--scene", scene, "--out", dir + "/x.png"])
    #expect(r.status == 0, "\(r.stderr)")
    // The frame is 0.5 MB; the decoded picture (4 bytes a pixel) is the fixed part: 140 MB, plus
    // the program itself.
    let bound: Double = 2 * 0.5 + 140 + 120
    #expect(r.megabytes < bound, "\(r.megabytes) MB")
  }
}
