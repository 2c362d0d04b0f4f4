import Foundation
import PanelLabTestSupport
import Testing

/// `panellab dev` refuses what it cannot run with one clear line and exit status 2, before any
/// build or window.
struct DevCommandTests {
  @Test func aMissingPathIsRefusedWithItsName() throws {
    let r = try CLI.run(["dev", "/nonexistent/prototype"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("/nonexistent/prototype: no such file or folder"), "\(r.stderr)")
  }

  @Test func aFolderWithoutAManifestIsNotAPackage() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["dev", dir])
    #expect(r.status == 2)
    #expect(r.stderr.contains("\(dir): not a Swift package: no Package.swift in this folder"), "\(r.stderr)")
  }

  @Test func aFileThatIsNotSwiftIsRefused() throws {
    let dir = try CLI.temporaryDirectory()
    let file = try CLI.write("{}", to: "scene.json", in: dir)
    let r = try CLI.run(["dev", file])
    #expect(r.status == 2)
    #expect(r.stderr.contains("\(file): not a Swift file or package folder"), "\(r.stderr)")
  }

  @Test func withoutAPathOrWithTwoItSaysWhatItTakes() throws {
    let none = try CLI.run(["dev"])
    #expect(none.status == 2 && none.stderr.contains("missing PATH"), "\(none.stderr)")
    let two = try CLI.run(["dev", "a", "b"])
    #expect(two.status == 2 && two.stderr.contains("unexpected argument \"b\""), "\(two.stderr)")
    let option = try CLI.run(["dev", "a", "--fps", "3"])
    #expect(option.status == 2 && option.stderr.contains("unknown option --fps"), "\(option.stderr)")
  }

  @Test func aPackageWithNoExecutableOrSeveralSaysWhichToRun() throws {
    let dir = try CLI.temporaryDirectory()
    for name in ["a", "b", "c"] { try FileManager.default.createDirectory(atPath: dir + "/Sources/\(name)", withIntermediateDirectories: true) }
    _ = try CLI.write("public let a = 1\n", to: "Sources/a/a.swift", in: dir)
    for name in ["b", "c"] { _ = try CLI.write("print(1)\n", to: "Sources/\(name)/main.swift", in: dir) }
    func manifest(_ targets: String) throws {
      _ = try CLI.write("// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\(targets)])\n", to: "Package.swift", in: dir)
    }
    try manifest(".target(name: \"a\")")
    let none = try CLI.run(["dev", dir])
    #expect(none.status == 2 && none.stderr.contains("Package.swift: no executable product to run"), "\(none.stderr)")
    try manifest(".executableTarget(name: \"c\"), .executableTarget(name: \"b\")")
    let several = try CLI.run(["dev", dir])
    #expect(several.status == 2 && several.stderr.contains("several executables (b, c): choose one with --product NAME"), "\(several.stderr)")
    let wrong = try CLI.run(["dev", dir, "--product", "d"])
    #expect(wrong.status == 2 && wrong.stderr.contains("--product d: the package has no such executable (it has b, c)"), "\(wrong.stderr)")
  }
}
