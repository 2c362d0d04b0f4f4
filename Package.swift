// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PanelLab",
  products: [
    .executable(name: "panellab", targets: ["panellab"]),
    // FloatingPanel's Swift API on PanelLab's models, for a program's own layouts and delegates.
    .library(name: "PanelLabKit", targets: ["PanelLabKit"]),
    // `LabSession.openWindow()`: a PanelLabKit session in the SDL window, the program's code live.
    .library(name: "PanelLabKitWindow", targets: ["PanelLabKitWindow"]),
    // What PanelLab's own suites, and users' tests of their scenes, drive scenes with.
    .library(name: "PanelLabTestSupport", targets: ["PanelLabTestSupport"]),
  ],
  targets: [
    // System libraries: Debian packages found through pkg-config.
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // librsvg decodes the SVG pictures a scene names, drawing them with cairo at any size.
    .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    // FFmpeg's libraries (YUV conversion, H.264 encoding, MP4 muxing) as one module, since they
    // share libavutil's headers; every header sits in the folder libavformat's flags name.
    .systemLibrary(
      name: "CFFmpeg", pkgConfig: "libavformat",
      providers: [.apt(["libswscale-dev", "libavformat-dev", "libavcodec-dev", "libavutil-dev"])]),

    // Layers: pure models, then pixels, then the window, then the program.
    .target(name: "PanelCore"),
    .target(name: "PanelRender", dependencies: ["PanelCore", "CCairo", "CPNG", "CRSVG", "CFFmpeg"]),
    .target(name: "PanelHost", dependencies: ["PanelCore", "PanelRender", "CSDL2"]),
    // A seeded generator for code outside the models: users' programs and property tests.
    .target(name: "PanelRandom"),
    .target(name: "PanelLabKit", dependencies: ["PanelCore", "PanelRandom"]),
    .target(name: "PanelLabKitWindow", dependencies: ["PanelLabKit", "PanelCore", "PanelHost"]),
    .executableTarget(name: "panellab", dependencies: ["PanelCore", "PanelRender", "PanelHost"]),
    // A scene test store, seeded randomness, scene builders, drags, the CLI runner, golden images.
    .target(name: "PanelLabTestSupport", dependencies: ["PanelCore", "PanelRender", "PanelRandom"]),

    // Tests mirror the targets.
    .testTarget(name: "PanelCoreTests", dependencies: ["PanelCore", "PanelLabTestSupport"]),
    .testTarget(
      name: "PanelRenderTests", dependencies: ["PanelCore", "PanelRender", "PanelLabTestSupport"],
      resources: [.copy("Golden")]),
    // FloatingPanel-style user code (custom states as `static let`, layouts as plain classes)
    // builds here in Swift 6 mode; a user's own target may choose `.swiftLanguageMode(.v5)`.
    .testTarget(name: "PanelLabKitTests", dependencies: ["PanelLabKit", "PanelCore", "PanelLabTestSupport"]),
    // The window's kept frame and its flash, against a stand-in screen (no display needed).
    .testTarget(name: "PanelHostTests", dependencies: ["PanelHost", "PanelCore", "PanelRender"]),
    .testTarget(name: "panellabTests", dependencies: ["PanelCore", "PanelRender", "PanelLabTestSupport"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
