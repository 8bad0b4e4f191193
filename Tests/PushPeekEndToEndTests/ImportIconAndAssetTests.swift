import Foundation
import Testing

/// A project's app icon drawn where the card shows the icon, and `lint --app PROJECT` warning of an
/// image none of its asset catalogs holds — on a project folder written by the test.
@Suite("import: the app icon and asset catalogs")
struct ImportIconAndAssetTests {
    static let delegate = """
    import UserNotifications
    let reply = UNNotificationAction(identifier: "reply", title: "Reply", options: [], icon: UNNotificationActionIcon(templateImageName: "quill"))
    let category = UNNotificationCategory(identifier: "note", actions: [reply], intentIdentifiers: [], options: [])
    UNUserNotificationCenter.current().setNotificationCategories([category])
    """

    /// A folder named `Fancy` with the app's sources, an asset catalog with an `AppIcon` set (its
    /// largest PNG a real picture) and, when `quill` is true, the action icon's image set.
    static func project(in directory: String, quill: Bool) throws -> String {
        let folder = directory + "/Fancy"
        let icons = folder + "/Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: icons, withIntermediateDirectories: true)
        try Data(Self.delegate.utf8).write(to: URL(fileURLWithPath: folder + "/AppDelegate.swift"))
        try Data(#"{"info":{"version":1}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/Contents.json"))
        try Data(#"{"images":[{"filename":"small.png","idiom":"iphone","scale":"2x","size":"20x20"},{"filename":"icon.png","idiom":"universal","size":"1024x1024"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: icons + "/Contents.json"))
        let picture = RenderKeysTests.packageRoot.appendingPathComponent("Examples/messages/alice.png")
        try FileManager.default.copyItem(atPath: picture.path, toPath: icons + "/icon.png")
        if quill {
            let set = folder + "/Assets.xcassets/quill.imageset"
            try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
            try Data(#"{"images":[]}"#.utf8).write(to: URL(fileURLWithPath: set + "/Contents.json"))
        }
        return folder
    }

    @Test func theIconSetsLargestPNGIsDrawnInTheIconTile() throws {
        try Flow.withTemporaryDirectory { directory in
            let folder = try Self.project(in: directory, quill: true)
            let imported = try Run.pushpeek(["import", folder])
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains(#""iconFile": "Assets.xcassets/AppIcon.appiconset/icon.png""#), "\(imported.stdout)")
            let payload = directory + "/push.json"
            try Data(#"{"aps":{"alert":{"title":"Hello","body":"World"},"category":"note"}}"#.utf8).write(to: URL(fileURLWithPath: payload))
            let drawn = try Run.pushpeek(["render", payload, "--app", folder])
            let picture = try Run.pushpeek(["render", payload, "--app", folder, "--format", "svg"])
            #expect(drawn.status == 0 && picture.status == 0, "\(drawn.stderr) \(picture.stderr)")
            // The same project with the icon set naming no PNG: the tile shows the name's letter.
            try Data(#"{"images":[]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/Assets.xcassets/AppIcon.appiconset/Contents.json"))
            let letter = try Run.pushpeek(["render", payload, "--app", folder])
            let noPicture = try Run.pushpeek(["render", payload, "--app", folder, "--format", "svg"])
            #expect(letter.stdout.contains("│F │") && !drawn.stdout.contains("│F │"), "\(drawn.stdout)\n\(letter.stdout)")
            #expect(drawn.stdout.contains("Hello") && drawn.stdout.contains("World"))
            // The SVG places the icon's picture in the 4 × 3 tile; without it there is no picture at all.
            #expect(picture.stdout.contains("<image x=\"30\" y=\"30\"") && !noPicture.stdout.contains("<image"), "\(picture.stdout.prefix(2000))")
        }
    }

    @Test func lintWithAProjectWarnsOfAnImageNoCatalogHolds() throws {
        try Flow.withTemporaryDirectory { directory in
            let folder = try Self.project(in: directory, quill: false)
            let payload = directory + "/push.json"
            try Data(#"{"aps":{"alert":"Hi","category":"note"}}"#.utf8).write(to: URL(fileURLWithPath: payload))
            let result = try Run.pushpeek(["lint", payload, "--app", folder])
            #expect(result.status == 0, "a warning does not fail lint: \(result.stdout) \(result.stderr)")
            #expect(result.stdout.contains("Fancy/AppDelegate.swift:2:1: warning: the image \"quill\" is in none of the project's asset catalogs"),
                    "\(result.stdout)")
            #expect(result.stdout.contains("[missing-asset]"))
            let strict = try Run.pushpeek(["lint", payload, "--app", folder, "--strict"])
            #expect(strict.status == 1)
            let fixed = try Run.pushpeek(["lint", payload, "--app", try Self.project(in: directory + "/fixed", quill: true)])
            #expect(!fixed.stdout.contains("missing-asset"), "\(fixed.stdout)")
        }
    }
}
