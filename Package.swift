// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pushpeek",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushpeek", targets: ["pushpeek"]),
        .library(name: "PushPeekCore", targets: ["PushPeekCore"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(name: "PushPeekCore", path: "Sources/PushPeekCore", linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "PushPeekTerminal",
            dependencies: ["CNcurses", "PushPeekCore"],
            path: "Sources/PushPeekTerminal"
        ),
        .executableTarget(
            name: "pushpeek",
            dependencies: ["PushPeekCore", "PushPeekTerminal"],
            path: "Sources/pushpeek",
            // Release builds carry the Swift runtime inside: binding the shared Swift libraries at
            // every start cost more than pushpeek's own work before the first frame
            // (Docs/PERFORMANCE.md). Debug builds (and the tests) link dynamically.
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xlinker", "-ltinfo"], .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "pushpeek-bench",
            dependencies: ["PushPeekCore", "CPseudoTerminal", "pushpeek"],
            path: "Sources/pushpeek-bench"
        ),
        .target(name: "CPseudoTerminal", path: "Sources/CPseudoTerminal"),
        .testTarget(
            name: "PushPeekCoreTests",
            dependencies: ["PushPeekCore"],
            path: "Tests/PushPeekCoreTests",
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "PushPeekEndToEndTests",
            dependencies: ["pushpeek"],
            path: "Tests/PushPeekEndToEndTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
