import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// `lint --app` checks the archives `mapData` names as far as it can without zlib or SQLite: that
/// they exist, are PMTiles or SQLite, and that a PMTiles header fits the file.
@Suite("Linting map archives")
struct ArchiveLintTests {
    static let app = #"{"app": {"name": "Courier"}, "mapData": ["city.pmtiles"]}"#

    static func lint(archive: [UInt8]?) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let archive { try Data(archive).write(to: folder.appendingPathComponent("city.pmtiles")) }
        let file = folder.appendingPathComponent("app.json").path
        return try AppLinter.lint(Array(Self.app.utf8), file: file).diagnostics.map(\.message)
    }

    @Test func aGoodArchivePasses() throws {
        #expect(try Self.lint(archive: try TileFixtures.bytes("shapes.pmtiles")) == [])
        #expect(try Self.lint(archive: try TileFixtures.bytes("shapes.mbtiles")) == [])
    }

    @Test func missingTruncatedAndForeignFilesAreErrors() throws {
        #expect(try Self.lint(archive: nil).contains { $0.hasPrefix("mapData[0]: ") && $0.hasSuffix("city.pmtiles: no such file") })
        let cut = Array(try TileFixtures.bytes("shapes.pmtiles").prefix(300))
        #expect(try Self.lint(archive: cut).contains { $0.contains("city.pmtiles: header: ") && $0.contains("truncated or lying") })
        #expect(try Self.lint(archive: Array("{}".utf8)).contains { $0.contains("neither a PMTiles archive nor an MBTiles") })
    }
}
