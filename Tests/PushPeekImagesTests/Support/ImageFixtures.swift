import Foundation
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

/// The committed picture fixtures (made by Scripts/make-images.py), the examples, and scratch files.
enum ImageFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    static func example(_ relative: String) -> String {
        packageRoot.appendingPathComponent("Examples").appendingPathComponent(relative).path
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// Writes `bytes` to a new file named `name` in a fresh temporary folder; returns its path.
    static func scratch(_ name: String, _ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// A sparse file of `size` bytes (nothing is written, so 60 MB costs nothing).
    static func sparse(_ name: String, size: Int) throws -> String {
        let path = try scratch(name, [])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        return path
    }

    /// The error `body` throws, or nil when it succeeds.
    static func inputError(_ body: () throws(InputError) -> Void) -> InputError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// An RGBA picture from rows of colours.
    static func image(_ rows: [[RGB]]) -> RasterImage? {
        var pixels: [UInt8] = []
        for row in rows {
            for color in row { pixels += [color.red, color.green, color.blue, 255] }
        }
        return RasterImage(width: rows.first?.count ?? 0, height: rows.count, pixels: pixels)
    }
}

extension RGB {
    static let pureRed = RGB(255, 0, 0)
    static let pureGreen = RGB(0, 255, 0)
    static let pureBlue = RGB(0, 0, 255)
    static let pureWhite = RGB(255, 255, 255)
    static let pureBlack = RGB(0, 0, 0)

    /// Whether every channel is within `tolerance` of `other` (for lossy JPEG).
    func isClose(to other: RGB, tolerance: Int = 24) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }
}
