// swift-tools-version:6.0
import PackageDescription
import Foundation

/// The folder this manifest is in (the linker is given a file of it by its full path).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

/// Where the C libraries come from differs per platform. Linux: the distribution's ncursesw, libpng
/// and libjpeg (pkg-config finds libpng and libjpeg, and SwiftPM prints the `apt-get install` line
/// when one is missing). macOS: the SDK's ncurses (built with the wide-character API) and ImageIO —
/// nothing to install, so nothing is looked up there and no Homebrew package is named.
func pkgConfig(_ name: String) -> String? {
    #if os(Linux)
    return name
    #else
    return nil
    #endif
}

let linux: [Platform] = [.linux]

/// libchafa draws pictures as symbols (and, later, pixels). Linux: required (`libchafa-dev`). macOS:
/// used when Homebrew's `chafa` is installed (its pkg-config file is there), else pictures are half
/// blocks and the build needs nothing more.
let hasChafa: Bool = {
    #if os(Linux)
    return true
    #else
    return ["/opt/homebrew/lib/pkgconfig/chafa.pc", "/usr/local/lib/pkgconfig/chafa.pc"].contains { FileManager.default.fileExists(atPath: $0) }
    #endif
}()

/// The commit `pushpeek --version` names and whether the tree had uncommitted changes: SwiftPM
/// reads the checkout's git state when it evaluates this manifest (no plugin, no network, no
/// script); outside a git checkout, "unknown".
let git = Context.gitInformation
let buildInfo: [CSetting] = [
    .define("PUSHPEEK_COMMIT", to: git.map { String($0.currentCommit.prefix(12)) } ?? "unknown"),
    .define("PUSHPEEK_DIRTY", to: git?.hasUncommittedChanges == true ? "1" : "0"),
]

let package = Package(
    name: "pushpeek",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pushpeek", targets: ["pushpeek"]),
        .executable(name: "pushpeek-apns", targets: ["pushpeek-apns"]),
        .library(name: "PushPeekImages", targets: ["PushPeekImages"]),
        .library(name: "PushPeekMapArchives", targets: ["PushPeekMapArchives"]),
    ],
    targets: [
        // ncurses behind C functions compiled with the defines its wide-character API needs: a define in
        // a header cannot reach the macOS SDK's curses module, and every ncurses .pc file carries
        // -D_XOPEN_SOURCE=600, which SwiftPM drops. NCURSES_WANT_BASEABI keeps macOS 15+ SDKs on the plain
        // symbols macOS 13 has (not `$NCURSES60`, available from 15). A test compiles these sources with
        // these defines on Linux too.
        .target(name: "CNcurses", path: "Sources/CNcurses",
                cSettings: [.define("NCURSES_WIDECHAR", to: "1"), .define("_XOPEN_SOURCE_EXTENDED", to: "1"),
                            .define("NCURSES_WANT_BASEABI", to: "1", .when(platforms: [.macOS]))]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: pkgConfig("libpng"),
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", path: "Sources/CJPEG", pkgConfig: pkgConfig("libjpeg"),
                       providers: [.apt(["libjpeg-dev"])]),
        // libchafa (with GLib, whose headers Debian's libchafa-dev does not pull in) for pictures as symbols.
        .systemLibrary(name: "CChafa", path: "Sources/CChafa", pkgConfig: "chafa",
                       providers: [.apt(["libchafa-dev", "libglib2.0-dev"]), .brew(["chafa"])]),
        // zlib and SQLite for vector tile archives (both are in the macOS SDK).
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // The C half of the map archive readers: zlib's inflate loop with an output limit, SQLite opened on a
        // checked descriptor (a read-only VFS) with what a schema may make it do restricted.
        .target(name: "CArchiveSupport", dependencies: ["CZlib", "CSQLite"], path: "Sources/CArchiveSupport",
                linkerSettings: [.linkedLibrary("z"), .linkedLibrary("sqlite3")]),
        // The C half of the pictures written in pixels: PNG's filter over every byte, vectorised.
        .target(name: "CPictureSupport", path: "Sources/CPictureSupport"),
        // OpenSSL's libcrypto for the ES256 provider token of `send`. macOS signs with CryptoKit, so
        // COpenSSL is Linux only.
        .systemLibrary(name: "COpenSSL", path: "Sources/COpenSSL", pkgConfig: pkgConfig("libcrypto"),
                       providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        // libnghttp2 and OpenSSL's libssl: one HTTP/2 stack (framing, HPACK, TLS with ALPN) for the APNs
        // endpoint of `serve` and the provider connection of `send`.
        .systemLibrary(name: "CNghttp2", path: "Sources/CNghttp2", pkgConfig: pkgConfig("libnghttp2"),
                       providers: [.apt(["libnghttp2-dev", "libssl-dev"]), .brew(["nghttp2", "openssl@3"])]),
        // The JSON parser, source positions and the JSON writer; depends on nothing of the project.
        .target(name: "PushPeekJSON", dependencies: [], path: "Sources/PushPeekJSON"),
        // What iOS would hold: the payload and its decoder, diagnostics as data, geometry, colours, files read through checked descriptors.
        .target(name: "PushPeekModel", dependencies: ["PushPeekJSON"], path: "Sources/PushPeekModel"),
        // Cells, styles, themes, text width and layout, escape writing, pictures as cells.
        // The built-in themes (`Themes/`) are compiled in at build time (`BuiltinThemes`, by EmbedFolders).
        .target(name: "PushPeekCanvas", dependencies: ["PushPeekJSON", "PushPeekModel"], path: "Sources/PushPeekCanvas",
                plugins: [.plugin(name: "EmbedFolders")]),
        // MapKit regions, Web Mercator, land outlines, GeoJSON and vector tiles drawn onto a canvas.
        .target(name: "PushPeekMaps", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas"], path: "Sources/PushPeekMaps", linkerSettings: [.linkedLibrary("m")]),
        // The app description: categories, actions, content extensions and their views, Live Activities, Info.plists.
        .target(name: "PushPeekApp", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps"], path: "Sources/PushPeekApp"),
        // The APNs provider model: requests, tokens, headers, reasons, plans and reports; no I/O.
        .target(name: "PushPeekSend", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekApp"], path: "Sources/PushPeekSend"),
        // What the screen shows: the card, the element views, the lock screen, Live Activities, pictures; the states they draw.
        .target(name: "PushPeekPresentation", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend"], path: "Sources/PushPeekPresentation"),
        // Checks on the typed payload and app description.
        .target(name: "PushPeekLint", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekPresentation"], path: "Sources/PushPeekLint"),
        // Reducers, keymaps, screens and the scripted replay: state + event -> new state + effects.
        .target(name: "PushPeekInteraction", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekApp", "PushPeekSend", "PushPeekPresentation"], path: "Sources/PushPeekInteraction"),
        // Loading a session from files and the built-in examples (`Examples/`, compiled in at build time as
        // `BuiltinExamples` by EmbedFolders).
        .target(name: "PushPeekSession", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekPresentation", "PushPeekInteraction"], path: "Sources/PushPeekSession",
                plugins: [.plugin(name: "EmbedFolders")]),
        // Writes a folder's files as Swift source at build time, so one static binary carries Examples/
        // and Themes/ (no resource bundle to find at run time) and no generated copy is committed.
        .executableTarget(name: "pushpeek-embed", path: "Sources/pushpeek-embed"),
        .plugin(name: "EmbedFolders", capability: .buildTool(), dependencies: ["pushpeek-embed"], path: "Plugins/EmbedFolders"),
        .target(name: "CBuildInfo", path: "Sources/CBuildInfo", cSettings: buildInfo),
        // Reads an Xcode project (or a folder of sources) into an app description: `pushpeek import`.
        .target(name: "PushPeekImport", dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekApp"], path: "Sources/PushPeekImport"),
        .target(
            name: "PushPeekNetwork",
            dependencies: ["CNghttp2", .target(name: "COpenSSL", condition: .when(platforms: linux)), "PushPeekJSON", "PushPeekModel", "PushPeekSend"],
            path: "Sources/PushPeekNetwork"
        ),
        // The APNs endpoint of `serve`: TCP, TLS with ALPN h2 (or cleartext h2), libnghttp2's server
        // session in one poll loop, the local certificate authority, ES256 token verification.
        .target(
            name: "PushPeekServer",
            dependencies: ["CNghttp2", "PushPeekJSON", "PushPeekModel", "PushPeekSend"],
            path: "Sources/PushPeekServer"
        ),
        .target(
            name: "PushPeekTerminal",
            dependencies: ["CNcurses", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekPresentation", "PushPeekInteraction"],
            path: "Sources/PushPeekTerminal",
            // Not in the module map, which cannot differ per platform.
            linkerSettings: [.linkedLibrary("ncursesw", .when(platforms: linux)),
                             .linkedLibrary("ncurses", .when(platforms: [.macOS]))]
        ),
        .target(
            name: "PushPeekImages",
            // ImageIO decodes PNG, JPEG and GIF on macOS; libpng and libjpeg elsewhere.
            dependencies: [.target(name: "CPNG", condition: .when(platforms: linux)),
                           .target(name: "CJPEG", condition: .when(platforms: linux)), "CZlib", "CPictureSupport", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas"]
                + (hasChafa ? ["CChafa"] : []),
            path: "Sources/PushPeekImages"
        ),
        .target(
            name: "PushPeekMapArchives",
            dependencies: ["CArchiveSupport", "CSQLite", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps"],
            path: "Sources/PushPeekMapArchives"
        ),
        .executableTarget(
            name: "pushpeek",
            dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekApp", "PushPeekSend", "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession", "PushPeekTerminal", "PushPeekImages", "PushPeekMapArchives", "PushPeekImport", "PushPeekServer", "CBuildInfo"],
            path: "Sources/pushpeek",
            // Release builds are one static executable: binding the shared Swift libraries at every
            // start cost more than pushpeek's own work before the first frame (Docs/PERFORMANCE.md).
            // Debug builds (and the tests) link dynamically.
            linkerSettings: [.unsafeFlags(["-static-executable", "-Xlinker", "-ltinfo", "-Xlinker", "-lz", "-Xlinker", "-lpcre2-8",
                                           "-Xlinker", "--section-ordering-file=\(packageRoot)/Build/startup-order.txt"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        // The network half of `send` (libnghttp2 over OpenSSL), run by `pushpeek`: connecting blocks
        // (name lookup, TCP and TLS handshakes), so a child keeps the preview's screen live and a TLS
        // fault away from the terminal, and pushpeek's start never loads OpenSSL's configuration.
        .executableTarget(
            name: "pushpeek-apns",
            dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekSend", "PushPeekNetwork"],
            path: "Sources/pushpeek-apns",
            // Release: the Swift runtime linked in, so the installed program (Scripts/make-deb) needs
            // no toolchain; libnghttp2, libssl and libcrypto stay shared, from the system.
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        .executableTarget(
            name: "pushpeek-bench",
            dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekPresentation", "PushPeekInteraction", "PushPeekSession", "PushPeekMapArchives", "PushPeekImages", "CPseudoTerminal", "VirtualTerminal", "ProcessSpawning", "pushpeek"],
            path: "Sources/pushpeek-bench"
        ),
        // A small terminal emulator (text, colours, attributes) for the benchmark and the tests.
        .target(name: "VirtualTerminal", dependencies: ["PushPeekModel", "PushPeekCanvas"], path: "Sources/VirtualTerminal"),
        .target(name: "CPseudoTerminal", path: "Sources/CPseudoTerminal"),
        // Starting child processes with posix_spawn, for the benchmark and the end-to-end tests.
        .target(name: "ProcessSpawning", dependencies: ["CPseudoTerminal"], path: "Sources/ProcessSpawning"),
        .target(name: "ImageBombs", path: "Tests/Support/ImageBombs"),
        .testTarget(
            name: "PushPeekCoreTests",
            dependencies: ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend", "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession", "PushPeekImages", "PushPeekMapArchives", "PushPeekServer", "VirtualTerminal", "ProcessSpawning"],
            path: "Tests/PushPeekCoreTests",
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "PushPeekImportTests",
            dependencies: ["PushPeekImport", "PushPeekJSON", "PushPeekModel", "PushPeekApp"],
            path: "Tests/PushPeekImportTests"
        ),
        .testTarget(
            name: "PushPeekImagesTests",
            dependencies: ["PushPeekImages", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend", "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession", "ImageBombs"],
            path: "Tests/PushPeekImagesTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushPeekTerminalTests",
            dependencies: ["PushPeekTerminal", "PushPeekImages", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend", "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession", "PushPeekMapArchives", "VirtualTerminal"],
            path: "Tests/PushPeekTerminalTests"
        ),
        .testTarget(
            name: "PushPeekEndToEndTests",
            dependencies: ["pushpeek", "pushpeek-apns", "PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend", "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession", "PushPeekImages", "PushPeekMapArchives", "VirtualTerminal", "ImageBombs", "ProcessSpawning"],
            path: "Tests/PushPeekEndToEndTests",
            // The local APNs stand-in the tests start with python3; the SARIF schema, the fixture and the runner of the CI integration tests.
            exclude: ["Hostile", "Support/apns_server.py", "Support/serve_client.py", "Integrations"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Release builds on Linux put each Swift function in a section of its own, so that the linker can
// lay the functions the start-up runs side by side (Build/startup-order.txt): the first frame then
// faults in fewer pages of code (Docs/PERFORMANCE.md).
for target in package.targets where target.type == .regular || target.type == .executable {
    guard !target.name.hasPrefix("C") else { continue }
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))]
}
