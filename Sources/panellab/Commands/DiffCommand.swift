import PanelHost

/// `panellab diff A B`: the first frame where two runs' model states part, for recordings (replayed
/// headless in memory) and traces alike. Exit status as diff(1)'s: 0 identical, 1 different,
/// 2 trouble (bad usage or a bad input, reported as `FILE:LINE: reason`).
enum DiffCommand {
  /// Runs the command; returns 0 when the traces are identical and 1 when they differ.
  static func main(_ args: [String]) throws -> Int32 {
    let a = try Arguments(args, options: ["--fps", "--scale"], flags: ["--force"])
    try a.expectPositional(2, "the inputs A and B (recordings or traces)")
    let fps = try a.integer("--fps", in: 1...240) ?? 60
    let scale = try a.number("--scale", in: 0.5...4)
    let (pathA, pathB) = (a.positional[0], a.positional[1])
    guard pathA != "-" || pathB != "-" else { throw UsageError(message: "only one input can be - (stdin)") }
    let first = try TraceSource(path: pathA, fps: fps, scale: scale, force: a.has("--force"))
    let second = try TraceSource(path: pathB, fps: fps, scale: scale, force: a.has("--force"))
    if !first.isRecording && !second.isRecording && (a["--fps"] != nil || a["--scale"] != nil) {
      Log.warning("--fps and --scale apply to recordings, which are replayed; both inputs are traces")
    }
    let outcome = try TraceComparison.run(first, second)
    print(DiffReport(a: first, b: second, outcome: outcome).text)
    if case .identical = outcome { return 0 }
    return 1
  }
}
