import Foundation

/// A fresh temporary folder holding an app folder and a folder beside it (`outside`), for the tests
/// of what may and may not be read from outside an app description's folder; removed afterwards.
enum AppAndOutsideFolders {
    /// Calls `body` with the app folder (with `subfolder` made inside it) and the folder beside it.
    static func with(subfolder: String, _ body: (_ app: URL, _ outside: URL) throws -> Void) throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("pushpeek-confined-\(UUID().uuidString)")
        let app = root.appendingPathComponent("app"), outside = root.appendingPathComponent("outside")
        try manager.createDirectory(at: app.appendingPathComponent(subfolder), withIntermediateDirectories: true)
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        try body(app, outside)
    }
}
