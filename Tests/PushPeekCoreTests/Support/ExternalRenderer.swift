import Foundation
import ProcessSpawning
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
import PushPeekImages

/// Real renderers for the picture formats: `rsvg-convert` (Debian `librsvg2-bin`) for SVG, headless
/// `chromium` for HTML. Each draws into a PNG in a scratch folder, decoded with PushPeekImages' own
/// PNG decoder.
enum ExternalRenderer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The executable's path on `PATH`, or nil.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let rsvg = find("rsvg-convert")
    static let chromium = find("chromium")

    /// Why a test needing rsvg-convert or chromium is skipped, with what installs it here.
    #if os(macOS)
    static let rsvgMissing = "rsvg-convert is not installed (Homebrew: brew install librsvg): the SVG picture was not drawn"
    static let chromiumMissing = "chromium is not installed (Homebrew: brew install --cask chromium): the HTML page was not drawn"
    #else
    static let rsvgMissing = "rsvg-convert is not installed (Debian package librsvg2-bin, installed by .ci/run): the SVG picture was not drawn"
    static let chromiumMissing = "chromium is not installed (Debian package chromium, installed by .ci/run): the HTML page was not drawn"
    #endif

    /// The SVG drawn by `rsvg-convert` at its own size.
    static func rsvgPNG(_ svg: String) throws -> RasterImage {
        guard let rsvg else { throw Failure(description: rsvgMissing) }
        return try inScratch { folder in
            let input = folder.appendingPathComponent("card.svg")
            let output = folder.appendingPathComponent("card.png")
            try Data(svg.utf8).write(to: input)
            let result = try run(rsvg, [input.path, "-o", output.path], timeout: 60)
            guard result.status == 0 else { throw Failure(description: "rsvg-convert failed (\(result.status)): \(result.stderr)") }
            return try PNGDecoder.decode(Array(try Data(contentsOf: output)), maximumSide: 4096)
        }
    }

    /// The page as headless chromium shows it in a window of `size` CSS pixels at scale 1.
    static func chromiumPNG(_ html: String, size: Size) throws -> RasterImage {
        try inScratch { folder in
            let output = folder.appendingPathComponent("page.png")
            let result = try chromiumRun(html, in: folder, ["--window-size=\(size.width),\(size.height)", "--screenshot=\(output.path)"])
            guard result.status == 0, FileManager.default.fileExists(atPath: output.path) else {
                throw Failure(description: "chromium made no screenshot (\(result.status)): \(result.stderr.suffix(2000))")
            }
            return try PNGDecoder.decode(Array(try Data(contentsOf: output)), maximumSide: 4096)
        }
    }

    /// The page's DOM after chromium parsed it, serialised (`--dump-dom`).
    static func chromiumDOM(_ html: String) throws -> String {
        try inScratch { folder in
            let result = try chromiumRun(html, in: folder, ["--dump-dom"])
            guard result.status == 0 else { throw Failure(description: "chromium --dump-dom failed (\(result.status)): \(result.stderr.suffix(2000))") }
            return result.stdout
        }
    }

    /// Runs headless chromium on the page with a private profile, no sandbox (the tests run as
    /// root in CI), no GPU, and sRGB output so colours come out as written.
    private static func chromiumRun(_ html: String, in folder: URL, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let chromium else { throw Failure(description: "chromium is not installed") }
        let page = folder.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--hide-scrollbars",
                      "--force-device-scale-factor=1", "--force-color-profile=srgb", "--disable-background-networking",
                      "--user-data-dir=" + folder.appendingPathComponent("profile").path]
        return try run(chromium, common + arguments + [page.absoluteString], timeout: 120)
    }

    private static func inScratch<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// Runs a program with output to files (no pipe can fill up), killed after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], timeout: Double) throws -> (status: Int32, stdout: String, stderr: String) {
        let result = try ProcessRunner.run([executable] + arguments, timeLimit: timeout)
        if result.timedOut { throw Failure(description: "\(executable) took over \(Int(timeout)) s") }
        return (result.status, result.stdoutText, result.stderrText)
    }
}
