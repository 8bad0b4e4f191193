import Foundation
import Testing

/// `pushpeek import` and `--app PROJECT` on the spy-agency project: the description it prints, the
/// card it renders next to the hand-written app.json, `--explain`, and bad input.
@Suite("import command")
struct ImportCommandTests {
    static let example = RenderKeysTests.packageRoot.appendingPathComponent("Examples/spy-agency").path

    @Test func importPrintsTheSpyAgencyDescriptionThatAppAccepts() throws {
        let result = try Run.pushpeek(["import", Self.example + "/SpyAgency.xcodeproj"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let app = try #require(json["app"] as? [String: Any])
        #expect(app["name"] as? String == "Spy Agency" && app["bundleIdentifier"] as? String == "com.example.SpyAgency")
        let categories = try #require(json["categories"] as? [[String: Any]])
        #expect(categories.count == 1 && categories[0]["identifier"] as? String == "ShowMap")
        #expect((categories[0]["actions"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Payment"])
        let extensions = try #require(json["extensions"] as? [[String: Any]])
        #expect((extensions.first?["notificationActions"] as? [[String: Any]])?.compactMap { $0["identifier"] as? String } == ["accept", "payment"])
        let view = try #require(extensions.first?["view"] as? [[String: Any]])
        let map = try #require(view.first?["map"] as? [String: Any])
        #expect(map["latitude"] as? String == "latitude" && map["pin"] as? Bool == true && map["showsScale"] as? Bool == true)
        let image = try #require(view.last?["image"] as? [String: Any])
        #expect(image["align"] as? String == "topTrailing" && image["width"] as? Int == 80 && image["margin"] as? Int == 8)
    }

    @Test func theProjectRendersExactlyAsTheHandWrittenAppDescription() throws {
        for (payload, keys) in [("payload.apns", ""), ("payload.json", "enter enter"), ("payload.json", "tab enter right right right enter")] {
            for format in ["text", "json"] {
                let arguments = ["render", Self.example + "/" + payload, "--format", format] + (keys.isEmpty ? [] : ["--keys", keys])
                let imported = try Run.pushpeek(arguments + ["--app", Self.example + "/app-project.json"])
                let written = try Run.pushpeek(arguments + ["--app", Self.example + "/app.json"])
                #expect(imported.status == 0 && written.status == 0, "\(imported.stderr) \(written.stderr)")
                #expect(imported.stdout == written.stdout, "\(payload) \(format) \(keys)")
            }
        }
        // The project alone: the same extension, actions and view, without the map sketch and headshot it cannot know.
        let alone = try Run.pushpeek(["render", Self.example + "/payload.json", "--app", Self.example + "/SpyAgency.xcodeproj", "--format", "json"])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.contains("\"Accept\"") && alone.stdout.contains("\"Payment\""))
    }

    @Test func explainNamesTheFileAndLineOfValues() throws {
        let result = try Run.pushpeek(["import", Self.example + "/SpyAgency.xcodeproj", "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("SpyAgency/AppDelegate.swift:4: value: categories[0].identifier: \"ShowMap\""))
        #expect(result.stdout.contains("MainInterface.storyboard:18: value: extensions[0].view[0]: <mapView> (outlet mapView)"))
    }

    @Test func lintWithTheProjectReportsAnUnknownCategory() throws {
        let payload = FileManager.default.temporaryDirectory.appendingPathComponent("import-lint-\(getpid()).json")
        try Data(#"{"aps": {"alert": "Hi", "category": "ShowMapp"}}"#.utf8).write(to: payload)
        defer { try? FileManager.default.removeItem(at: payload) }
        let result = try Run.pushpeek(["lint", payload.path, "--app", Self.example + "/SpyAgency.xcodeproj"])
        #expect(result.stdout.contains("ShowMapp"), "\(result.stdout) \(result.stderr)")
    }

    @Test func lintWithAFolderReportsAContentStateKeyTheRealStructLacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-activity-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            struct RideAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var driverName: String; var minutes: Int }
                var pickup: String
            }
            """.utf8).write(to: folder.appendingPathComponent("Ride.swift"))
        let payload = folder.appendingPathComponent("push.json")
        try Data(#"{"aps": {"timestamp": 1, "event": "update", "content-state": {"driverName": "Sam", "minutes": 4, "driver_name": "Sam"}}}"#.utf8).write(to: payload)
        let result = try Run.pushpeek(["lint", payload.path, "--app", folder.path])
        #expect(result.stdout.contains("aps.content-state.driver_name"), "\(result.stdout) \(result.stderr)")
        let clean = try Run.pushpeek(["import", folder.path])
        #expect(clean.stdout.contains(#""attributesType": "RideAttributes""#), "\(clean.stdout)")
    }

    @Test func sendTakesTheTopicFromTheProjectsBundleIDAndSaysSo() throws {
        let result = try Run.pushpeek(["send", Self.example + "/payload.json", "--app", Self.example + "/SpyAgency.xcodeproj", "--dry-run",
                                       "--device", String(repeating: "a", count: 64)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("apns-topic: com.example.SpyAgency\n"), "\(result.stdout)")
        #expect(result.stderr.contains("topic com.example.SpyAgency, the bundle ID of"), "\(result.stderr)")
        let explicit = try Run.pushpeek(["send", Self.example + "/payload.json", "--app", Self.example + "/SpyAgency.xcodeproj", "--dry-run",
                                         "--topic", "com.example.Other", "--device", String(repeating: "a", count: 64)])
        #expect(explicit.stdout.contains("apns-topic: com.example.Other\n") && !explicit.stderr.contains("bundle ID of"))
    }

    @Test func aWorkspaceImportsTheProjectItLists() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-workspace-\(getpid())")
        let workspace = folder.appendingPathComponent("Spy.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("spy").path, withDestinationPath: Self.example)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:spy/SpyAgency.xcodeproj"></FileRef>
            </Workspace>
            """.utf8).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
        let result = try Run.pushpeek(["import", workspace.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""bundleIdentifier": "com.example.SpyAgency""#), "\(result.stdout)")
    }

    @Test func hostileProjectsGetAClearErrorNamingTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-hostile-\(getpid())")
        let project = folder.appendingPathComponent("Deep.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((String(repeating: "{a=", count: 10_000)).utf8).write(to: project.appendingPathComponent("project.pbxproj"))
        let deep = try Run.pushpeek(["import", project.path])
        #expect(deep.status == 65 && deep.stderr.contains("project.pbxproj") && deep.stderr.contains("nested deeper"), "\(deep.stderr)")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)
        let loop = try Run.pushpeek(["import", folder.path])
        #expect(loop.status != 0 && loop.stderr.contains("loop"), "\(loop.stderr)")
        #expect(!loop.stderr.isEmpty && loop.status < 128)
    }

    @Test func aFIFOAHugeStoryboardAndInvalidUTF8AreRefusedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-files-\(getpid())")
        let project = folder.appendingPathComponent("F.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pbxproj = project.appendingPathComponent("project.pbxproj")
        #expect(mkfifo(pbxproj.path, 0o600) == 0)
        let fifo = try Run.pushpeek(["import", project.path])
        #expect(fifo.status == 66 && fifo.stderr.contains("project.pbxproj") && fifo.stderr.contains("not a regular file"), "\(fifo.stderr)")
        try FileManager.default.removeItem(at: pbxproj)
        try Data([0x7B, 0x61, 0x3D, 0xC3, 0x28, 0xFF, 0x3B, 0x7D]).write(to: pbxproj)
        let invalid = try Run.pushpeek(["import", project.path])
        #expect(invalid.status == 65 && invalid.stderr.contains("project.pbxproj:1:"), "\(invalid.stderr)")
        // 100 MB, sparse: refused by its size before a byte is read.
        let storyboard = folder.appendingPathComponent("Huge.storyboard")
        #expect(FileManager.default.createFile(atPath: storyboard.path, contents: nil))
        #expect(truncate(storyboard.path, 100 << 20) == 0)
        let huge = try Run.pushpeek(["import", folder.path])
        #expect(huge.status == 65 && huge.stderr.contains("Huge.storyboard") && huge.stderr.contains("limit"), "\(huge.stderr)")
    }
}
