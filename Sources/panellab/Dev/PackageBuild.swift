import Foundation

/// One `swift build` of the user's package: whether it built, and its errors as the compiler gave
/// them (`FILE:LINE:COL: error: what`), for the terminal and the window.
struct PackageBuild {
  /// Whether the product built.
  let succeeded: Bool
  /// The compiler's error lines, in order, each once (SwiftPM repeats some).
  let errors: [String]

  /// Builds `product` of the package in `folder` (in `scratch` when given), its log in `log`.
  init(_ package: DevPackage, scratch: String?, log: String, swift: SwiftTool) throws(RunFailure) {
    var args = ["build", "--package-path", package.folder, "--product", package.product]
    if let scratch { args += ["--scratch-path", scratch] }
    let result = try swift.run(args, log: log)
    succeeded = result.status == 0
    errors = succeeded ? [] : Self.errors(in: result.output, status: result.status, folder: package.folder)
  }

  /// The error lines of a build log, paths inside the package relative to `folder`: the
  /// compiler's (`FILE:LINE:COL: error: …`) when there are any, as SwiftPM's own (`error:
  /// emit-module command failed`) only repeat that; else SwiftPM's, else the log's last lines.
  static func errors(in output: String, status: Int32, folder: String) -> [String] {
    var seen: Set<String> = []
    var found: [String] = []
    for line in output.split(separator: "\n").map(String.init) where line.contains("error:") && seen.insert(line).inserted {
      found.append(line.replacingOccurrences(of: folder + "/", with: ""))
    }
    let compiler = found.filter { $0.contains(".swift:") }
    if !compiler.isEmpty { found = compiler }
    if found.isEmpty { found = output.split(separator: "\n").suffix(5).map(String.init) }
    return found.isEmpty ? ["swift build failed with status \(status)"] : found
  }
}
