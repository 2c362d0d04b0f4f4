// swift-tools-version: 6.0
import Foundation
import PackageDescription

// PanelLab's examples: each is a FloatingPanel / FloatingAccessoryKit / SplitView snippet written
// against PanelLabKit, runnable with `swift run NAME` and driven headless by `swift test`.
let examples = [
  "custom-coordinator", "modal-coordinator", "environment-coordinator", "maps-layout", "multi-panel",
  "accessory", "split-view", "search-to-sheet", "article-sheet", "styled-surface",
]

// SwiftPM names a path dependency after its folder, so the checkout's folder name (PanelLab,
// or a worktree's) is the package to take PanelLabKit from.
let panelLab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "PanelLabExamples",
  dependencies: [.package(path: "..")],
  targets: [
    // The examples' code, shared by their programs and their tests.
    .target(
      name: "ExampleKit",
      dependencies: [.product(name: "PanelLabKit", package: panelLab), .product(name: "PanelLabKitWindow", package: panelLab)]),
    .testTarget(name: "ExamplesTests", dependencies: ["ExampleKit", .product(name: "PanelLabKit", package: panelLab)]),
  ] + examples.map { .executableTarget(name: $0, dependencies: ["ExampleKit"], path: "Sources/\($0)") },
  swiftLanguageModes: [.v6]
)
