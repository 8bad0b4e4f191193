import Foundation

/// Paths of the committed test fixtures and examples, found from this source file.
enum Fixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    static func example(_ relative: String) -> String {
        packageRoot.appendingPathComponent("Examples").appendingPathComponent(relative).path
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
