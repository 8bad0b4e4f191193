import Foundation
import Testing
import PushPeekMapArchives
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

/// The vector tile archives an app description's `mapData` names are opened only inside its folder,
/// and checked on the open file as its Info.plist and pictures are: a link swapped in after the app
/// description was read, a link to nothing, a FIFO and a directory are each refused with the app
/// file, the value's line and column, its JSON path and the archive. SQLite reads the descriptor
/// that was checked, never the path again. Real archives, links and FIFOs on disk.
@Suite("Map archives confined to the app description's folder")
struct MapArchiveConfinementTests {
    static let support = MapArchiveReader()

    /// An app description naming `archive` on its second line.
    static func appJSON(_ archive: String) -> String {
        "{\"app\": {\"name\": \"Courier\"},\n \"mapData\": [\"\(archive)\"]}"
    }

    /// `body` gets an app folder holding `city.pmtiles` and `city.mbtiles`, and the folder beside
    /// it holding `secret.pmtiles` and `secret.mbtiles`.
    func withFolders(_ body: (URL, URL) throws -> Void) throws {
        try AppAndOutsideFolders.with(subfolder: "tiles") { app, outside in
            let manager = FileManager.default
            for folder in [app, outside] {
                let name = folder == app ? "city" : "secret"
                try manager.copyItem(atPath: TileFixtures.path("shapes.pmtiles"), toPath: folder.appendingPathComponent(name + ".pmtiles").path)
                try manager.copyItem(atPath: TileFixtures.path("shapes.mbtiles"), toPath: folder.appendingPathComponent(name + ".mbtiles").path)
            }
            try body(app, outside)
        }
    }

    /// Writes the app description naming `archive` and decodes it.
    static func decode(_ archive: String, in app: URL) throws -> AppDescription {
        let file = app.appendingPathComponent("app.json")
        try Data(appJSON(archive).utf8).write(to: file)
        return try AppDescriptionDecoder.decode(Array(appJSON(archive).utf8), file: file.path)
    }

    /// The error opening the app's archives gives, or nil (and an issue) when they open.
    static func openingError(_ app: AppDescription) -> InputError? {
        do throws(InputError) {
            _ = try SessionTemplate.openArchives(of: app, support: support)
            return nil
        } catch {
            return error
        }
    }

    /// The refusal opening the app's archives gives, with the checks every refusal shares: the app
    /// file, line 2, column 14 (the value), `mapData[0]`, and the archive's own path.
    static func refusal(_ error: InputError?, folder: URL, archive: String) throws -> InputError {
        let error = try #require(error, "\(archive) was opened")
        #expect(error.file == folder.appendingPathComponent("app.json").path)
        #expect(error.location?.description == "2:14", "\(error.description)")
        #expect(error.path == "mapData[0]", "\(error.description)")
        #expect(error.message.hasPrefix(folder.appendingPathComponent(archive).path + ": "), "\(error.description)")
        return error
    }

    @Test(arguments: ["city.pmtiles", "city.mbtiles"])
    func archivesInsideTheFolderAndLinksWithinItAreOpened(_ name: String) throws {
        try withFolders { app, _ throws in
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("tiles/linked-" + name).path,
                                                       withDestinationPath: "../" + name)
            for written in [name, "tiles/linked-" + name, "./tiles/../" + name] {
                let archives = try SessionTemplate.openArchives(of: try Self.decode(written, in: app), support: Self.support)
                #expect(archives.count == 1, "\(written)")
                #expect(archives.first?.zoomRange == 14...14, "\(written)")
                #expect(try archives.first?.tile(TileFixtures.stationTile) != nil, "\(written)")
            }
        }
    }

    /// Refused as the app description is read, at the value.
    @Test(arguments: ["../outside/secret.mbtiles", "out.mbtiles", "out.pmtiles"])
    func whatLeadsOutIsRefusedAtTheValue(_ written: String) throws {
        try withFolders { app, _ throws in
            if written.hasPrefix("out") {
                try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent(written).path,
                                                           withDestinationPath: "../outside/secret." + written.dropFirst(4))
            }
            do {
                _ = try Self.decode(written, in: app)
                Issue.record("\(written) was accepted")
            } catch let error as InputError {
                #expect(error.exitStatus == 65)
                #expect(error.path == "mapData[0]" && error.location?.line == 2, "\(error.description)")
                #expect(error.message.contains("lies outside the app description's folder"), "\(error.description)")
            }
        }
    }

    /// Accepted when the app description was read, then replaced by a link leading out: refused
    /// when opened, on the open file (exit 65).
    @Test(arguments: ["city.pmtiles", "city.mbtiles"])
    func aLinkSwappedInAfterTheDescriptionIsRefused(_ name: String) throws {
        try withFolders { app, _ throws in
            let described = try Self.decode(name, in: app)
            let path = app.appendingPathComponent(name).path
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../outside/secret" + name.dropFirst(4))
            let error = try Self.refusal(Self.openingError(described), folder: app, archive: name)
            #expect(error.kind == .badInput && error.exitStatus == 65)
            #expect(error.message.hasSuffix(": leads outside the app description's folder (a symbolic link); it is not read"),
                    "\(error.description)")
        }
    }

    /// A link to nothing passes when the app description is read (it leads nowhere yet) and is
    /// missing when opened (exit 66), whether it points inside or out.
    @Test(arguments: ["missing.mbtiles", "../outside/missing.pmtiles"])
    func aLinkToNothingIsMissing(_ target: String) throws {
        try withFolders { app, _ throws in
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("dangling.mbtiles").path, withDestinationPath: target)
            let described = try Self.decode("dangling.mbtiles", in: app)
            let error = try Self.refusal(Self.openingError(described), folder: app, archive: "dangling.mbtiles")
            #expect(error.kind == .missingInput && error.exitStatus == 66)
            #expect(error.message.hasSuffix(": no such file (a symbolic link to nothing)"), "\(error.description)")
        }
    }

    @Test func aDirectoryIsRefused() throws {
        try withFolders { app, _ throws in
            try FileManager.default.createDirectory(at: app.appendingPathComponent("folder.mbtiles"), withIntermediateDirectories: false)
            let error = try Self.refusal(Self.openingError(try Self.decode("folder.mbtiles", in: app)), folder: app, archive: "folder.mbtiles")
            #expect(error.kind == .missingInput && error.exitStatus == 66)
            #expect(error.message.hasSuffix(": is a directory, not a file"), "\(error.description)")
        }
    }

    /// A FIFO with no writer, named directly or swapped in after the app description was read: a
    /// plain open would wait for ever. It is refused at once; should the open ever block again, the
    /// test opens the FIFO's other end itself after ten seconds, so it fails instead of hanging.
    @Test(arguments: ["pipe.mbtiles", "city.pmtiles"])
    func aFIFOIsRefusedWithoutWaiting(_ name: String) throws {
        try withFolders { app, _ throws in
            let path = app.appendingPathComponent(name).path
            let described = try Self.decode(name, in: app)
            try? FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
            let finished = DispatchSemaphore(value: 0)
            let result = LockedValue<InputError?>(nil)
            Thread {
                result.set(Self.openingError(described))
                finished.signal()
            }.start()
            if finished.wait(timeout: .now() + 10) == .timedOut {
                Issue.record("opening the FIFO \(name) waited for a writer")
                let writer = open(path, O_RDWR | O_NONBLOCK)
                finished.wait()
                close(writer)
            }
            let error = try Self.refusal(result.value, folder: app, archive: name)
            #expect(error.kind == .missingInput && error.exitStatus == 66)
            #expect(error.message.hasSuffix(": not a regular file (a FIFO, socket or device is not read)"), "\(error.description)")
        }
    }

    /// SQLite reads the file that was checked: an MBTiles file opened, then replaced at its path by
    /// another archive, still gives the first one's metadata. (Opened by path — or by `/dev/fd/N`,
    /// which SQLite resolves back to a path — it would read the replacement.)
    @Test func sqliteReadsTheCheckedDescriptorNotThePath() throws {
        try withFolders { app, _ throws in
            let path = app.appendingPathComponent("city.mbtiles").path
            let file = try ArchiveFile(path: path, inside: app.path)
            let replacement = app.appendingPathComponent("replacement.mbtiles").path
            try FileManager.default.copyItem(atPath: TileFixtures.path("helsinki-omt.mbtiles"), toPath: replacement)
            #expect(rename(replacement, path) == 0)
            let checked = try MBTilesArchive(file: path, database: try Self.support.openMBTiles(file), support: Self.support)
            let reopened = try #require(try MapArchiveLoader.open(path: path, support: Self.support))
            #expect(checked.bounds?.west == 24.9, "the checked file's bounds")
            #expect(reopened.bounds?.west == 24.9351762, "the replacement's bounds")
        }
    }

    /// `lint --app` reports the same refusals at the value, with its JSON path.
    @Test func lintReportsEachAtTheValue() throws {
        try withFolders { app, _ throws in
            let manager = FileManager.default
            try manager.createDirectory(at: app.appendingPathComponent("folder.mbtiles"), withIntermediateDirectories: false)
            try manager.createSymbolicLink(atPath: app.appendingPathComponent("dangling.pmtiles").path, withDestinationPath: "nothing.pmtiles")
            #expect(mkfifo(app.appendingPathComponent("pipe.mbtiles").path, 0o600) == 0)
            let expected = ["folder.mbtiles": "is a directory, not a file", "dangling.pmtiles": "no such file (a symbolic link to nothing)",
                            "pipe.mbtiles": "not a regular file (a FIFO, socket or device is not read)", "city.mbtiles": nil]
            for (name, message) in expected {
                let file = app.appendingPathComponent("app.json").path
                let diagnostics = try AppLinter.lint(Array(Self.appJSON(name).utf8), file: file).diagnostics
                guard let message else {
                    #expect(diagnostics.isEmpty, "\(diagnostics)")
                    continue
                }
                let diagnostic = try #require(diagnostics.first, "\(name)")
                #expect(diagnostics.count == 1 && diagnostic.location.description == "2:14", "\(diagnostics)")
                #expect(diagnostic.message == "mapData[0]: \(app.appendingPathComponent(name).path): \(message)", "\(diagnostic.message)")
            }
        }
    }
}
