import Foundation
import PanelLabTestSupport
import Testing

/// The README's "Your own Swift code" as a newcomer copies it: its manifest lines, its
/// `SearchPanel.swift`, its `main.swift` and its test, taken from the README itself and built as a
/// package of their own, so a README that drifts from PanelLab's products or API fails here.
///
/// In the window suite though it opens no window: it builds in this checkout's `.build` beside
/// the dev tests (see `sharedBuildEnvironment`), and the suite runs them one at a time.
extension WindowTests {
  /// The README's Swift blocks, in order.
  static func readmeSwiftBlocks() throws -> [String] {
    let readme = try String(contentsOfFile: CLI.root + "/README.md", encoding: .utf8)
    var blocks: [String] = []
    var current: [Substring]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test(.timeLimit(.minutes(10))) func theReadmesPackageManifestAndItsFilesBuild() throws {
    let blocks = try Self.readmeSwiftBlocks()
    let manifest = try #require(blocks.first { $0.hasPrefix("// Package.swift\n") }, "the README's manifest block")
    let layout = try #require(blocks.first { $0.hasPrefix("// SearchPanel.swift") }, "the README's SearchPanel.swift")
    let main = try #require(blocks.first { $0.contains("import PanelLabKitWindow") && $0.contains("openWindow(") }, "the README's main.swift")
    let test = try #require(blocks.first { $0.contains("import Testing") && $0.contains("@Test") }, "the README's test")

    // The README's package sits beside a checkout named PanelLab; here the checkout is this one.
    let path = #".package(path: "../PanelLab")"#
    #expect(manifest.contains(path), "\(manifest)")
    let identity = URL(fileURLWithPath: CLI.root).lastPathComponent
    let lines = manifest.replacingOccurrences(of: path, with: ".package(path: \"\(CLI.root)\")")
      .replacingOccurrences(of: #"package: "PanelLab")"#, with: "package: \"\(identity)\")")
      .split(separator: "\n").dropFirst().joined(separator: "\n")

    let dir = try CLI.temporaryDirectory()
    let package = dir + "/MyPanel"
    for folder in ["Sources/MyPanel", "Tests/MyPanelTests"] {
      try FileManager.default.createDirectory(atPath: package + "/" + folder, withIntermediateDirectories: true)
    }
    // What `swift package init` writes around the README's lines.
    _ = try CLI.write("// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n  name: \"MyPanel\",\n\(lines)\n)\n", to: "Package.swift", in: package)
    _ = try CLI.write(layout, to: "Sources/MyPanel/SearchPanel.swift", in: package)
    _ = try CLI.write(main, to: "Sources/MyPanel/main.swift", in: package)
    _ = try CLI.write(layout, to: "Tests/MyPanelTests/SearchPanel.swift", in: package)
    _ = try CLI.write(test, to: "Tests/MyPanelTests/MyPanelTests.swift", in: package)

    // `swift test` holds `.build`'s lock while the suite runs; nothing else builds there now.
    let build = try CLI.run(
      ["swift", "build", "--build-tests", "--ignore-lock", "--package-path", package, "--scratch-path", Self.sharedScratchPath],
      executable: "/usr/bin/env")
    #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
  }
}
