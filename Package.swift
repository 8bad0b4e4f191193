// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "pushpeek",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushpeek", targets: ["pushpeek"]),
        .library(name: "PushPeekCore", targets: ["PushPeekCore"]),
        .library(name: "PushPeekImages", targets: ["PushPeekImages"]),
        .library(name: "PushPeekMapArchives", targets: ["PushPeekMapArchives"]),
    ],
    targets: [
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG"),
        // zlib and SQLite for vector tile archives (both are in the macOS SDK).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
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
        .target(
            name: "PushPeekMapArchives",
            dependencies: ["CZlib", "CSQLite", "PushPeekCore"],
            path: "Sources/PushPeekMapArchives"
        ),
        .executableTarget(
            name: "pushpeek",
            dependencies: ["PushPeekCore", "PushPeekTerminal", "PushPeekImages", "PushPeekMapArchives"],
            path: "Sources/pushpeek",
            // Release builds are one static executable: binding the shared Swift libraries at every
            // start cost more than pushpeek's own work before the first frame (Docs/PERFORMANCE.md).
            // Debug builds (and the tests) link dynamically.
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xlinker", "-ltinfo", "-Xlinker", "-lz"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "pushpeek-bench",
            dependencies: ["PushPeekCore", "PushPeekMapArchives", "CPseudoTerminal", "pushpeek"],
            path: "Sources/pushpeek-bench"
        ),
        .target(name: "CPseudoTerminal", path: "Sources/CPseudoTerminal"),
        .testTarget(
            name: "PushPeekCoreTests",
            dependencies: ["PushPeekCore", "PushPeekImages", "PushPeekMapArchives"],
            path: "Tests/PushPeekCoreTests",
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "PushPeekImagesTests",
            dependencies: ["PushPeekImages", "PushPeekCore"],
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
            dependencies: ["pushpeek"],
            path: "Tests/PushPeekEndToEndTests",
            exclude: ["Hostile"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
