import Foundation
import Testing

/// `pushpeek render` over many files and directories in one process.
@Suite("Bulk render")
struct BulkRenderTests {
    /// A temporary folder: `a.json`, `b/c.apns`, `b/d.json` (broken), `b/notes.txt`, `.hidden/e.json`.
    static func makeTree() throws -> String {
        let root = NSTemporaryDirectory() + "pushpeek-bulk-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/b", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        func payload(_ title: String) -> String { #"{"aps": {"alert": {"title": "\#(title)"}}}"# }
        try payload("First").write(toFile: root + "/a.json", atomically: true, encoding: .utf8)
        try payload("Second").write(toFile: root + "/b/c.apns", atomically: true, encoding: .utf8)
        try #"{"aps": {"alert": 3}}"#.write(toFile: root + "/b/d.json", atomically: true, encoding: .utf8)
        try "not a payload".write(toFile: root + "/b/notes.txt", atomically: true, encoding: .utf8)
        try payload("Hidden").write(toFile: root + "/.hidden/e.json", atomically: true, encoding: .utf8)
        return root
    }

    @Test("a directory renders every payload in name order, each after a header; a bad file is reported and skipped")
    func directoryText() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Run.pushpeek(["render", root, "--banner"])
        #expect(result.status == 65, "\(result)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
        #expect(headers == ["==> \(root)/a.json <==", "==> \(root)/b/c.apns <=="], "\(result)")
        let first = try #require(result.stdout.range(of: "First")), second = try #require(result.stdout.range(of: "Second"))
        #expect(first.lowerBound < second.lowerBound)
        #expect(!result.stdout.contains("Hidden"))
        #expect(result.stderr.contains("\(root)/b/d.json"), "\(result)")
        #expect(!result.stderr.contains("notes.txt"))
    }

    @Test("files and directories keep argument order; JSON is one object per line with its file")
    func jsonLines() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Run.pushpeek(["render", root + "/b/c.apns", root + "/a.json", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        let files = try lines.map { line -> String in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["file"] as? String ?? ""
        }
        #expect(files == [root + "/b/c.apns", root + "/a.json"])
    }

    @Test("a missing file among good ones: the others render, the status is the worst")
    func missingFile() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Run.pushpeek(["render", root + "/a.json", root + "/nope.json", root + "/b/d.json"])
        #expect(result.status == 66, "\(result)")
        #expect(result.stdout.contains("First"))
        #expect(result.stderr.contains("nope.json"))
        #expect(result.stderr.contains("d.json"))
    }

    @Test("the files are lint's: an app description in the folder and the --app file are left out")
    func sameFilesAsLint() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try #"{"categories": [{"identifier": "x"}]}"#.write(toFile: root + "/app.json", atomically: true, encoding: .utf8)
        try #"{"extensions": []}"#.write(toFile: root + "/b/other-app.json", atomically: true, encoding: .utf8)
        let result = try Run.pushpeek(["render", root, "--app", root + "/app.json", "--banner"])
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }
        #expect(headers == ["==> \(root)/a.json <==", "==> \(root)/b/c.apns <=="], "\(result)")
        #expect(!result.stderr.contains("app.json"), "\(result)")
    }

    @Test("one file renders as before, without a header")
    func singleFile() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try Run.pushpeek(["render", root + "/a.json"])
        #expect(result.status == 0, "\(result)")
        #expect(!result.stdout.contains("==>"))
    }
}
