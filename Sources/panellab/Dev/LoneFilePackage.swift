import Foundation
import PanelCore

/// A package around one Swift file, so `panellab dev FILE.swift` runs a prototype that is not in
/// a package yet: in `$XDG_CACHE_HOME/panellab/dev/NAME-HASH/` (or `~/.cache/…`), its only target
/// the file itself (linked in as `main.swift`), depending on this checkout's PanelLabKit.
enum LoneFilePackage {
  /// Writes (or rewrites) the package for `file`; returns its folder and product name.
  static func make(for file: String) throws -> (folder: String, product: String) {
    let source = try panelLabSource()
    let stem = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    // A product name SwiftPM and the linker take: ASCII letters, digits, `-` and `_` (a
    // non-ASCII letter reaches the linker's `--defsym` for the module's `main`, which refuses
    // it), starting with a letter.
    let ascii = String(stem.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    let product = ascii.first.map { $0.isASCII && $0.isLetter } == true ? ascii : "prototype-" + ascii
    let folder = cacheFolder() + "/\(product)-\(SHA256.hex(of: Array(file.utf8)).prefix(12))"
    let identity = URL(fileURLWithPath: source).lastPathComponent
    let manifest = """
      // swift-tools-version: 6.0
      // Written by `panellab dev` around \(swiftLiteral(file)); rewritten at each start.
      import PackageDescription

      let package = Package(
        name: \(swiftLiteral(product)),
        dependencies: [.package(path: \(swiftLiteral(source)))],
        targets: [
          .executableTarget(
            name: \(swiftLiteral(product)),
            dependencies: [
              .product(name: "PanelLabKit", package: \(swiftLiteral(identity))),
              .product(name: "PanelLabKitWindow", package: \(swiftLiteral(identity))),
            ],
            path: "Sources",
            // FloatingPanel-style code (custom states as `static let`) builds as it does on iOS.
            swiftSettings: [.swiftLanguageMode(.v5)])
        ]
      )

      """
    do {
      try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
      let path = folder + "/Package.swift"
      // Rewritten only when it differs, so SwiftPM does not plan the package afresh every start.
      if FileManager.default.contents(atPath: path) != Data(manifest.utf8) {
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      }
      let link = folder + "/Sources/main.swift"
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != file {
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
      }
    } catch {
      throw RunFailure(message: "\(folder): cannot write the package around \(file): \(error.localizedDescription)")
    }
    return (folder, product)
  }

  /// This checkout of PanelLab: `PANELLAB_SOURCE`, or the package the running `panellab` was
  /// built in (`…/PanelLab/.build/debug/panellab`).
  static func panelLabSource() throws(UsageError) -> String {
    if let given = ProcessInfo.processInfo.environment["PANELLAB_SOURCE"], !given.isEmpty {
      guard isPanelLab(given) else { throw UsageError(message: "PANELLAB_SOURCE=\(given) is not a PanelLab checkout") }
      return URL(fileURLWithPath: given).standardizedFileURL.path
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      if isPanelLab(folder.path) { return folder.path }
      folder = folder.deletingLastPathComponent()
    }
    throw UsageError(
      message: "a lone Swift file needs PanelLab's source to build against: set PANELLAB_SOURCE to the checkout (or give a package folder)")
  }

  private static func isPanelLab(_ folder: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else { return false }
    return String(decoding: data, as: UTF8.self).contains(".library(name: \"PanelLabKit\"")
  }

  private static func cacheFolder() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/panellab/dev" }
    return (environment["HOME"] ?? NSTemporaryDirectory()) + "/.cache/panellab/dev"
  }

  /// `s` as a Swift string literal. Quotes and backslashes are escaped and every scalar outside
  /// printable ASCII is spelled `\u{…}`: JSON's `\u0001` is no Swift escape, and a raw line
  /// break, control or bidirectional character in a path would end or garble the manifest's line.
  static func swiftLiteral(_ s: String) -> String {
    var out = "\""
    for u in s.unicodeScalars {
      switch u {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case " "..."~": out.unicodeScalars.append(u)
      default: out += "\\u{" + String(u.value, radix: 16) + "}"
      }
    }
    return out + "\""
  }
}
