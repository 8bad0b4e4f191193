// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pushpeek",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushpeek", targets: ["pushpeek"]),
        .library(name: "PushPeekCore", targets: ["PushPeekCore"]),
        .library(name: "PushPeekImages", targets: ["PushPeekImages"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG"),
        .target(name: "PushPeekCore", path: "Sources/PushPeekCore", linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "PushPeekTerminal",
            dependencies: ["CNcurses", "PushPeekCore"],
            path: "Sources/PushPeekTerminal"
        ),
        .target(
            name: "PushPeekImages",
            dependencies: ["CPNG", "CJPEG", "PushPeekCore"],
            path: "Sources/PushPeekImages"
        ),
        .executableTarget(
            name: "pushpeek",
            dependencies: ["PushPeekCore", "PushPeekTerminal", "PushPeekImages"],
            path: "Sources/pushpeek",
            // Release builds are one static executable: binding the shared Swift libraries at every
            // start cost more than pushpeek's own work before the first frame (Docs/PERFORMANCE.md).
            // Debug builds (and the tests) link dynamically.
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xlinker", "-ltinfo", "-Xlinker", "-lz"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "pushpeek-bench",
            dependencies: ["PushPeekCore", "CPseudoTerminal", "pushpeek"],
            path: "Sources/pushpeek-bench"
        ),
        .target(name: "CPseudoTerminal", path: "Sources/CPseudoTerminal"),
        .target(name: "ImageBombs", path: "Tests/Support/ImageBombs"),
        .testTarget(
            name: "PushPeekCoreTests",
            dependencies: ["PushPeekCore", "PushPeekImages"],
            path: "Tests/PushPeekCoreTests",
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "PushPeekImagesTests",
            dependencies: ["PushPeekImages", "PushPeekCore", "ImageBombs"],
            path: "Tests/PushPeekImagesTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushPeekTerminalTests",
            dependencies: ["PushPeekTerminal", "PushPeekCore"],
            path: "Tests/PushPeekTerminalTests"
        ),
        .testTarget(
            name: "PushPeekEndToEndTests",
            dependencies: ["pushpeek", "ImageBombs"],
            path: "Tests/PushPeekEndToEndTests",
            exclude: ["Hostile"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
