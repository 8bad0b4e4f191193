import PushPeekApp
import PushPeekJSON
import PushPeekModel
@testable import PushPeekImport
import Testing

/// The source scanners and the importer on small projects written here: Swift constants and enums,
/// Objective-C `NSString * const` in another file, a folder without a project file, gaps with their
/// lines, and the `"import"` merge.
@Suite("source scanning and import")
struct SourceImportTests {
    static func run(_ files: [String: String], project: String? = nil) throws -> ImportResult {
        try AppImporter.importApp(ProjectFiles(root: "Fixture", files: files.mapValues { Array($0.utf8) }, chosenProject: project))
    }

    static let contentPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Card</string><key>NSExtension</key><dict>
    <key>NSExtensionAttributes</key><dict><key>UNNotificationExtensionCategory</key><array><string>chat</string><string>`default`</string></array>
    <key>UNNotificationExtensionDefaultContentHidden</key><string>YES</string></dict>
    <key>NSExtensionPrincipalClass</key><string>CardViewController</string>
    <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string></dict></dict></plist>
    """

    @Test func swiftConstantsEnumsAndLocalizedTitlesResolveAcrossFiles() throws {
        let result = try Self.run([
            "App/Identifiers.swift": """
            enum Action: String { case reply, `default`, like = "LIKE_ACTION" }
            struct Constants { static let category = "chat" }
            """,
            "App/AppDelegate.swift": """
            /* UNNotificationCategory(identifier: "commented") */
            func register() {
                let like = UNNotificationAction(identifier: Action.like.rawValue, title: NSLocalizedString("like.title", comment: ""),
                                                options: [.foreground, .authenticationRequired],
                                                icon: UNNotificationActionIcon(systemImageName: "hand.thumbsup"))
                let reply = UNTextInputNotificationAction(identifier: Action.reply.rawValue, title: "Reply", options: [],
                                                          textInputButtonTitle: "Send", textInputPlaceholder: "Type here...")
                let category = UNNotificationCategory(identifier: Constants.category, actions: [like, reply, UNNotificationAction(identifier: Action.default.rawValue, title: "Default", options: .destructive)],
                                                      intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: "%u messages", options: .customDismissAction)
                UNUserNotificationCenter.current().setNotificationCategories([category])
            }
            """,
            "App/en.lproj/Localizable.strings": "\"like.title\" = \"Like\";\n",
        ])
        let app = try AppDescriptionDecoder.decode(Array(result.json.utf8), file: "imported.json", readFile: { _ throws(InputError) in [] })
        let category = try #require(app.category("chat"))
        #expect(category.options == [.customDismissAction])
        #expect(category.hiddenPreviewsBodyPlaceholder == "%u messages")
        #expect(category.actions.map(\.identifier) == ["LIKE_ACTION", "reply", "default"])
        #expect(category.actions[0].title == "Like")
        #expect(category.actions[0].options == [.foreground, .authenticationRequired])
        #expect(category.actions[0].icon == .systemImageName("hand.thumbsup"))
        #expect(category.actions[1].textInput == TextInputOptions(buttonTitle: "Send", placeholder: "Type here..."))
        #expect(category.actions[2].options == [.destructive])
        #expect(app.categories.count == 1, "a call inside a comment is not a registration")
        #expect(result.gaps.isEmpty, "\(result.gaps.map(\.rendered))")
        let identifierNote = try #require(result.notes.first { $0.path == "categories[0].identifier" })
        #expect(identifierNote.origin == SourceOrigin(file: "Fixture/App/Identifiers.swift", line: 2))
    }

    @Test func objectiveCConstantsInAnotherFileAndAFolderWithoutAProjectFile() throws {
        let result = try Self.run([
            "Constants.m": "NSString * const kChatCategory = @\"chat\";\n#define kReplyTitle @\"Reply\"\n",
            "AppDelegate.m": """
            - (void)register {
                UNNotificationAction *reply = [UNNotificationAction actionWithIdentifier:@"reply" title:kReplyTitle options:UNNotificationActionOptionForeground | UNNotificationActionOptionDestructive];
                UNNotificationCategory *chat = [UNNotificationCategory categoryWithIdentifier:kChatCategory actions:@[reply] intentIdentifiers:@[] options:UNNotificationCategoryOptionAllowInCarPlay];
                [center setNotificationCategories:[NSSet setWithObject:chat]];
            }
            """,
            "Card/Info.plist": Self.contentPlist,
            "Card/CardViewController.m": "- (void)viewDidLoad { [self.view addSubview:self.label]; }",
            "Assets.xcassets/AppIcon.appiconset/Contents.json": "{\"images\": []}",
        ])
        let app = try AppDescriptionDecoder.decode(Array(result.json.utf8), file: "imported.json", readFile: { _ throws(InputError) in [] })
        let chat = try #require(app.category("chat"))
        #expect(chat.options == [.allowInCarPlay])
        #expect(chat.actions == [NotificationAction(identifier: "reply", title: "Reply", options: [.foreground, .destructive])])
        let card = try #require(app.extensions.first)
        #expect(card.name == "Card")
        #expect(card.attributes.categories == ["chat", "`default`"])
        #expect(card.attributes.defaultContentHidden, "<string>YES</string> reads as true, as iOS reads it")
        #expect(result.gaps.contains { $0.path == "extensions[0].view" && $0.message.contains("builds its views in code") })
        #expect(result.gaps.contains { $0.origin == SourceOrigin(file: "Fixture/Card/CardViewController.m", line: 1) && $0.message.contains("addSubview") })
        #expect(result.gaps.contains { $0.path == "app.iconFile" && $0.origin?.file == "Fixture/Assets.xcassets/AppIcon.appiconset/Contents.json" },
                "the icon set is found, and said to name no PNG")
    }

    @Test func aParameterOrAnInterpolationIsAGapWithItsLineNotAGuess() throws {
        let result = try Self.run(["App.swift": """
            func make(id: String) -> UNNotificationCategory {
                let action = UNNotificationAction(identifier: "a\\(id)", title: "A")
                return UNNotificationCategory(identifier: id, actions: [action], intentIdentifiers: [])
            }
            """])
        #expect(result.description.serialized().contains("\"categories\":[]"))
        #expect(result.gaps.contains { $0.path == "categories[0].identifier" && $0.origin?.line == 3 && $0.message.contains("parameter") })
    }

    @Test func anImportingDescriptionOverridesACategoryAndAddsAnother() throws {
        let imported = OutputJSON.object([("app", .object([("name", .string("Imported")), ("icon", .string("I"))])),
                                          ("categories", .array([.object([("identifier", .string("chat")), ("actions", .array([]))])])),
                                          ("extensions", .array([.object([("name", .string("Card")), ("view", .array([]))])]))])
        let own = try JSONParser.parse(Array("""
            {"import": "X.xcodeproj", "app": {"icon": "🕵"},
             "categories": [{"identifier": "chat", "actions": [{"identifier": "r", "title": "R"}]}, {"identifier": "extra", "actions": []}],
             "extensions": [{"name": "Card", "title": "Hello"}]}
            """.utf8))
        let merged = AppDescriptionMerge.merge(imported, over: own.members ?? [])
        let app = try AppDescriptionDecoder.decode(Array(merged.serialized().utf8), file: "m.json", readFile: { _ throws(InputError) in [] })
        #expect(app.app.name == "Imported" && app.app.icon == "🕵")
        #expect(app.categories.map(\.identifier) == ["chat", "extra"])
        #expect(app.category("chat")?.actions.map(\.identifier) == ["r"])
        #expect(app.extensions.count == 1 && app.extensions[0].title == "Hello")
    }

    @Test func aSynchronizedFolderBringsItsFilesButNotItsExceptions() throws {
        let project = Fixture.synchronizedProject.replacingOccurrences(of: "membershipExceptions = (Info.plist, );",
                                                                      with: "membershipExceptions = (Info.plist, Old.swift, );")
        let register = "let c = UNNotificationCategory(identifier: \"new\", actions: [], intentIdentifiers: [])"
        let result = try Self.run(["Alerts.xcodeproj/project.pbxproj": project, "Alerts/New.swift": register,
                                   "Alerts/Old.swift": register.replacingOccurrences(of: "new", with: "old"),
                                   "Elsewhere/Other.swift": register.replacingOccurrences(of: "new", with: "other")])
        let app = try AppDescriptionDecoder.decode(Array(result.json.utf8), file: "imported.json", readFile: { _ throws(InputError) in [] })
        #expect(app.categories.map(\.identifier) == ["new"], "an exception and a file outside the folder are not the target's")
        #expect(app.app.name == "Alerts!" && app.app.bundleIdentifier == "com.example.Alerts", "INFOPLIST_KEY_ and $(TARGET_NAME)")
    }

    @Test func readingIsLinearInTheNumberOfFiles() throws {
        func project(_ count: Int) -> [String: String] {
            var files: [String: String] = [:]
            for index in 0..<count {
                files["App/File\(index).swift"] = "enum Kind\(index): String { case a, b }\nlet name\(index) = \"n\(index)\"\n"
            }
            return files
        }
        let small = try Self.run(project(100))
        let large = try Self.run(project(1_000))
        // Tokens scanned by each pass: 10× the files, about 10× the work.
        #expect(small.work > 0)
        #expect(large.work <= small.work * 11, "\(small.work) → \(large.work)")
        #expect(small.gaps.isEmpty && large.gaps.isEmpty)
    }

    @Test func theAppIconIsTheSetsLargestPNGWithItsLine() throws {
        let result = try Self.run([
            "Assets.xcassets/AppIcon.appiconset/Contents.json": """
            {"images": [
              {"filename": "Icon-60@2x.png", "idiom": "iphone", "scale": "2x", "size": "60x60"},
              {"filename": "Icon-60@3x.png", "idiom": "iphone", "scale": "3x", "size": "60x60"},
              {"filename": "Icon.pdf", "idiom": "universal", "size": "1024x1024"},
              {"idiom": "ipad", "scale": "2x", "size": "83.5x83.5"}
            ]}
            """,
        ])
        let app = try #require(try JSONParser.parse(Array(result.json.utf8))["app"])
        #expect(app["iconFile"]?.string == "Assets.xcassets/AppIcon.appiconset/Icon-60@3x.png")
        let note = try #require(result.notes.first { $0.path == "app.iconFile" })
        #expect(note.origin == SourceOrigin(file: "Fixture/Assets.xcassets/AppIcon.appiconset/Contents.json", line: 3))
        #expect(AppIconSet.largestPNG(Array(#"{"images":[{"filename":"../x.png","size":"1024x1024"}]}"#.utf8)) == nil, "a name that leaves the set")
    }
}
