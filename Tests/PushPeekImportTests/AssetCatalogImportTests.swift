import PushPeekApp
import PushPeekJSON
import PushPeekModel
@testable import PushPeekImport
import Testing

/// Image names a project uses — a storyboard image view's `image`, an action icon's
/// `templateImageName` — checked against its asset catalogs: one no catalog holds is a warning at
/// its storyboard or source line; a project without a catalog is not checked.
@Suite("asset catalogs in an import")
struct AssetCatalogImportTests {
    static let storyboard = StoryboardImportTests.storyboard.replacingOccurrences(
        of: #"<wkWebView id="web"><rect key="frame" x="0.0" y="80" width="320" height="100"/></wkWebView>"#,
        with: """
        <imageView image="badge" id="present"><rect key="frame" x="0.0" y="80" width="80" height="80"/></imageView>
                                <imageView image="missing-photo" id="absent"><rect key="frame" x="100" y="80" width="80" height="80"/></imageView>
        """)

    static let delegate = """
    let stamp = UNNotificationAction(identifier: "stamp", title: "Stamp", options: [], icon: UNNotificationActionIcon(templateImageName: "stamp"))
    let seal = UNNotificationAction(identifier: "seal", title: "Seal", options: [],
                                    icon: UNNotificationActionIcon(templateImageName: "Seals/wax"))
    let missing = UNNotificationAction(identifier: "gone", title: "Gone", options: [], icon: UNNotificationActionIcon(templateImageName: "nowhere"))
    let symbol = UNNotificationAction(identifier: "like", title: "Like", options: [], icon: UNNotificationActionIcon(systemImageName: "nowhere.fill"))
    let category = UNNotificationCategory(identifier: "match", actions: [stamp, seal, missing, symbol], intentIdentifiers: [], options: [])
    UNUserNotificationCenter.current().setNotificationCategories([category])
    """

    static func files(catalogs: Bool) -> [String: [UInt8]] {
        var files: [String: String] = [
            "App/AppDelegate.swift": Self.delegate,
            "Ext/Info.plist": StoryboardImportTests.plist, "Ext/Base.lproj/MainInterface.storyboard": Self.storyboard,
            "Ext/NotificationViewController.swift": StoryboardImportTests.controller,
        ]
        if catalogs {
            files["App/Assets.xcassets/Contents.json"] = #"{"info":{"version":1}}"#
            files["App/Assets.xcassets/badge.imageset/Contents.json"] = #"{"images":[]}"#
            files["App/Assets.xcassets/stamp.symbolset/Contents.json"] = #"{"symbols":[]}"#
            files["App/Assets.xcassets/Seals/wax.imageset/Contents.json"] = #"{"images":[]}"#
        }
        return files.mapValues { Array($0.utf8) }
    }

    @Test func anImageNoCatalogHoldsIsAWarningAtItsLine() throws {
        let result = try AppImporter.importApp(ProjectFiles(root: "Fixture", files: Self.files(catalogs: true)))
        let warnings = result.warnings.map { "\($0.origin?.description ?? "-") \($0.path) \($0.message)" }
        #expect(result.warnings.count == 2, "\(warnings)")
        #expect(result.warnings.contains { $0.origin == SourceOrigin(file: "Fixture/Ext/Base.lproj/MainInterface.storyboard", line: 20)
            && $0.message.contains("\"missing-photo\"") }, "\(warnings)")
        #expect(result.warnings.contains { $0.origin == SourceOrigin(file: "Fixture/App/AppDelegate.swift", line: 4)
            && $0.message.contains("\"nowhere\"") }, "\(warnings)")
        #expect(result.notes.filter { $0.kind == .warning }.allSatisfy { $0.rendered.contains(": warning: ") })
    }

    @Test func aProjectWithoutACatalogIsNotChecked() throws {
        let result = try AppImporter.importApp(ProjectFiles(root: "Fixture", files: Self.files(catalogs: false)))
        #expect(result.warnings.isEmpty)
    }
}
