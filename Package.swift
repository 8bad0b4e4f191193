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
            path: "Sources/pushpeek"
        ),
        .testTarget(
            name: "PushPeekCoreTests",
            dependencies: ["PushPeekCore", "PushPeekImages"],
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
            name: "PushPeekEndToEndTests",
            dependencies: ["pushpeek"],
            path: "Tests/PushPeekEndToEndTests",
            exclude: ["Hostile"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
