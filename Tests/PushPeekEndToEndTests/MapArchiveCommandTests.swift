import Foundation
import Testing

/// `--map-data` and `mapData` with vector tile archives, through the binary: the Helsinki courier's
/// PMTiles, the test MBTiles, and archives that are broken or missing.
@Suite("map archives on the command line")
struct MapArchiveCommandTests {
    static let payload = Flow.example("helsinki-courier/payload.json")
    static let app = Flow.example("helsinki-courier/app.json")
    static let tiles = Flow.examples + "/../Tests/PushPeekCoreTests/Fixtures/Tiles"

    @Test func theAppsArchiveDrawsStreetsAndTheJSONSaysTheZoom() throws {
        // 46 columns: the street's name needs a little more than the default width's map.
        let drawn = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--width", "46"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout.contains("Kluuvi") && drawn.stdout.contains("Aleksanterinkatu"))
        let json = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let map = try #require((object["maps"] as? [[String: Any]])?.first)
        #expect(map["tileZoom"] as? Int == 15)
        // The same payload without the app: no map data, so the view's map is not drawn at all.
        let bare = try Run.pushpeek(["render", Self.payload])
        #expect(!bare.stdout.contains("Kluuvi"))
    }

    @Test func mapDataTakesPMTilesAndMBTiles() throws {
        try Flow.withTemporaryDirectory { directory in
            // The courier's app without its own mapData.
            let text = try String(contentsOfFile: Self.app, encoding: .utf8)
            let bareApp = directory + "/app.json"
            try Flow.write(text.replacingOccurrences(of: #""mapData": ["helsinki.pmtiles"],"#, with: ""), to: bareApp)
            let without = try Run.pushpeek(["render", Self.payload, "--app", bareApp])
            #expect(without.status == 0 && !without.stdout.contains("Kluuvi"), "\(without.stderr)")
            for archive in [Flow.example("helsinki-courier/helsinki.pmtiles"), Self.tiles + "/helsinki-omt.mbtiles"] {
                let result = try Run.pushpeek(["render", Self.payload, "--app", bareApp, "--map-data", archive])
                #expect(result.status == 0, "\(archive): \(result.stderr)")
                #expect(result.stdout.contains("Kluuvi"), "\(archive)")
            }
        }
    }

    @Test func brokenArchivesExit65AndMissingOnes66() throws {
        try Flow.withTemporaryDirectory { directory in
            let truncated = directory + "/cut.pmtiles"
            let whole = try Data(contentsOf: URL(fileURLWithPath: Flow.example("helsinki-courier/helsinki.pmtiles")))
            try whole.prefix(200).write(to: URL(fileURLWithPath: truncated))
            let cut = try Run.pushpeek(["render", Self.payload, "--map-data", truncated])
            #expect(cut.status == 65)
            #expect(cut.stderr.contains("cut.pmtiles: header: ") && cut.stderr.contains("truncated or lying"), "\(cut.stderr)")
            let notSQLite = directory + "/fake.mbtiles"
            try Flow.write("SQLite format 3\u{0}" + String(repeating: "x", count: 200), to: notSQLite)
            let fake = try Run.pushpeek(["render", Self.payload, "--map-data", notSQLite])
            #expect(fake.status == 65)
            #expect(fake.stderr.contains("fake.mbtiles"), "\(fake.stderr)")
            let missing = try Run.pushpeek(["render", Self.payload, "--map-data", directory + "/none.pmtiles"])
            #expect(missing.status == 66)
            #expect(missing.stderr.contains("none.pmtiles: no such file"), "\(missing.stderr)")
        }
    }

    /// The courier's app naming `name` in its `mapData` (line 2, column 14), in a folder of its own
    /// where `name` is a FIFO, a directory or a link to nothing: render refuses it at once, naming
    /// the app file, the value and the archive (exit 66), and lint reports it there (exit 1); a
    /// FIFO given with `--map-data` is refused at once too.
    @Test(arguments: ["fifo", "directory", "dangling link"])
    func anArchiveThatIsNoFileIsRefusedAtOnce(_ kind: String) throws {
        try Flow.withTemporaryDirectory { directory in
            let archive = directory + "/city.mbtiles"
            switch kind {
            case "fifo": #expect(mkfifo(archive, 0o600) == 0)
            case "directory": try FileManager.default.createDirectory(atPath: archive, withIntermediateDirectories: false)
            default: try FileManager.default.createSymbolicLink(atPath: archive, withDestinationPath: "nothing.mbtiles")
            }
            let app = directory + "/app.json"
            try Flow.write(#"{"app": {"name": "Courier"},"# + "\n" + #" "mapData": ["city.mbtiles"]}"#, to: app)
            let reason = ["fifo": "not a regular file (a FIFO, socket or device is not read)", "directory": "is a directory, not a file",
                          "dangling link": "no such file (a symbolic link to nothing)"][kind] ?? ""
            let render = try Run.pushpeek(["render", Self.payload, "--app", app], timeout: 5)
            #expect(!render.timedOut && render.status == 66, "\(render)")
            #expect(render.stderr == "pushpeek: error: \(app):2:14: mapData[0]: \(archive): \(reason)\n", "\(render)")
            let lint = try Run.pushpeek(["lint", Self.payload, "--app", app], timeout: 5)
            #expect(!lint.timedOut && lint.status == 1, "\(lint)")
            #expect(lint.stdout.contains("\(app):2:14: error: mapData[0]: \(archive): \(reason) [app-invalid]"), "\(lint)")
            let given = try Run.pushpeek(["render", Self.payload, "--map-data", archive], timeout: 5)
            #expect(!given.timedOut && given.status == 66, "\(given)")
            #expect(given.stderr == "pushpeek: error: \(archive): \(reason)\n", "\(given)")
        }
    }
}

/// The courier's street map in a real 80×24 terminal: expanded, the tiles drawn, Tab moves on.
@Suite("Map archives in a terminal (tmux)")
struct MapArchivePreviewTests {
    @Test func theCourierMapAt80By24() throws {
        let tmux = try TmuxSession.pushpeek(["demo", "helsinki-courier"], width: 80, height: 24)
        try tmux.waitFor("Your courier is nearby")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitFor(timeout: 10, "the map from tiles") { $0.contains("Kluuvi") && $0.contains("› Call Courier ‹") }
        #expect(screen.contains("@"))
        try tmux.sendKeys("Tab")
        try tmux.waitFor("› Leave at Door ‹")
        try tmux.sendKeys("q")
    }
}
