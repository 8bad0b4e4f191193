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
            path: "Sources/pushpeek"
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
