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

/// One app-description rule: a change to the clean app that breaks it, and where the diagnostic
/// must point in the changed app file.
struct AppRuleCase: Sendable, CustomTestStringConvertible {
    var rule: LintRule
    var replace: String
    var with: String
    var at: String
    var occurrence = 0
    var severity: Severity
    var label: String

    var testDescription: String { "\(rule.rawValue): \(label)" }

    var app: String { LintTestSupport.cleanApp.replacingOccurrences(of: replace, with: with) }
}

@Suite("App description lint rules")
struct AppRuleTests {
    static let categories = #""UNNotificationExtensionCategory": ["ShowMap"]"#
    static let actions = #"{ "identifier": "accept", "title": "Accept" },"#
    static let cases: [AppRuleCase] = [
        .init(rule: .activityHeight, replace: #""extensions""#,
              with: #""liveActivities": [\#(ActivityHeightTests.app(rows: 11).dropFirst(#"{"liveActivities":["#.count).dropLast(2))], "extensions""#,
              at: #"{"attributesType""#, severity: .warning, label: "a lock-screen view of 11 rows (176 pt)"),
        .init(rule: .hiddenPreviewsPlaceholder, replace: #"{ "identifier": "ShowMap","#, with: #"{ "identifier": "ShowMap", "hiddenPreviewsBodyPlaceholder": "%@ sent a map","#,
              at: #""%@ sent"#, severity: .warning, label: "a %@ in the placeholder"),
        .init(rule: .hiddenPreviewsPlaceholder, replace: #"{ "identifier": "ShowMap","#, with: #"{ "identifier": "ShowMap", "hiddenPreviewsBodyPlaceholder": "%u of %u","#,
              at: #""%u of"#, severity: .warning, label: "two %u"),
        .init(rule: .summaryFormat, replace: #"{ "identifier": "ShowMap","#, with: #"{ "identifier": "ShowMap", "categorySummaryFormat": "%@ sent %u maps","#,
              at: #""%@ sent"#, severity: .warning, label: "%@ before %u"),
        .init(rule: .summaryFormat, replace: #"{ "identifier": "ShowMap","#, with: #"{ "identifier": "ShowMap", "categorySummaryFormat": "%u maps at %f","#,
              at: #""%u maps"#, severity: .warning, label: "a specifier with no argument"),
        .init(rule: .appInvalid, replace: #""categories""#, with: #""categorys""#, at: #""categorys""#, severity: .warning, label: "typo key"),
        .init(rule: .appInvalid, replace: #"{ "label": { "text""#, with: #"{ "lable": { "text""#, at: #""lable""#, severity: .warning,
              label: "unknown view element"),
        .init(rule: .appInvalid, replace: #""bold": true"#, with: #""bolt": true"#, at: #""bolt""#, severity: .warning, label: "typo in a label key"),
        .init(rule: .appInvalid, replace: #""radius": "radius" }"#, with: #""radius": "radius", "zoom": 3 }"#, at: #""zoom""#, severity: .error,
              label: "unknown map key"),
        .init(rule: .wrongType, replace: #""latitude": "latitude""#, with: #""latitude": -33.86"#, at: "-33.86", severity: .error,
              label: "map latitude a number, not a key path"),
        .init(rule: .appInvalid, replace: #"{ "identifier": "accept", "title": "Accept" }"#, with: #"{ "title": "Accept" }"#,
              at: #"{ "title""#, severity: .error, label: "action without identifier"),
        .init(rule: .wrongType, replace: #""bold": true } }"#, with: #""bold": true } }, { "label": { "keyPath": 5 } }"#, at: "5 } } ]", severity: .error,
              label: "keyPath not a string"),
        .init(rule: .extensionWithoutCategory, replace: categories + ",", with: "", at: #"{ "name": "Custom UI""#, severity: .warning,
              label: "no category"),
        .init(rule: .categoryNotRegistered, replace: categories, with: #""UNNotificationExtensionCategory": ["ShowMap", "Other"]"#,
              at: #"["ShowMap", "#, severity: .warning, label: "extension covers an unregistered category"),
        .init(rule: .contentSizeRatio, replace: "InitialContentSizeRatio\": 0.5", with: "InitialContentSizeRatio\": 0", at: "0 },",
              severity: .error, label: "zero"),
        .init(rule: .contentSizeRatio, replace: "InitialContentSizeRatio\": 0.5", with: "InitialContentSizeRatio\": 1.5", at: "1.5",
              severity: .warning, label: "above one"),
        .init(rule: .contentSizeRatio, replace: "\"preferredContentSizeRatio\": 0.55", with: "\"preferredContentSizeRatio\": 1",
              at: "0.5 }", severity: .warning, label: "resize jump"),
        .init(rule: .tooManyActions, replace: actions, with: actions + actions.replacingOccurrences(of: "accept", with: "a2")
                  + actions.replacingOccurrences(of: "accept", with: "a3") + actions.replacingOccurrences(of: "accept", with: "a4"),
              at: #""comment""#, severity: .warning, label: "five actions"),
        .init(rule: .inputViewAndTextInput, replace: #""preferredContentSizeRatio""#,
              with: #""inputView": { "slider": { "min": 0, "max": 10 } }, "preferredContentSizeRatio""#, at: #""inputView""#,
              severity: .error, label: "slider input and comment"),
        .init(rule: .interactiveWithoutUserInteraction, replace: #""bold": true } }"#, with: #""bold": true } }, { "button": { "title": "Play" } }"#,
              at: #""button""#, severity: .error, label: "button"),
        .init(rule: .duplicateActionIdentifier, replace: #""identifier": "comment""#, with: #""identifier": "accept""#, at: #""accept""#,
              occurrence: 1, severity: .error, label: "accept twice"),
        .init(rule: .attachment, replace: #""extensions""#, with: #""serviceExtension": { "attachments": { "media-url": "../secret.jpg" } }, "extensions""#, at: #""../secret.jpg""#,
              severity: .error, label: "outside the folder"),
        .init(rule: .attachment, replace: #""extensions""#, with: #""serviceExtension": { "attachments": { "media-url": "notes.txt" } }, "extensions""#,
              at: #""notes.txt""#, severity: .error, label: "unsupported type"),
        .init(rule: .attachment, replace: #""extensions""#, with: #""serviceExtension": { "attachments": { "media-url": "missing.png" } }, "extensions""#, at: #""missing.png""#,
              severity: .error, label: "missing file"),
        .init(rule: .duplicateKey, replace: #""name": "Spy Agency""#, with: #""name": "Spy Agency", "name": "Spy""#, at: #""name""#,
              occurrence: 1, severity: .error, label: "app name twice"),
    ]

    @Test(arguments: cases)
    func flagsTheChangedApp(_ testCase: AppRuleCase) throws {
        let app = testCase.app
        #expect(app != LintTestSupport.cleanApp, "the replacement did not apply")
        let (_, diagnostics) = try LintTestSupport.app(app)
        let expected = try #require(LintTestSupport.position(of: testCase.at, in: app, occurrence: testCase.occurrence))
        #expect(diagnostics.with(testCase.rule).contains {
            $0.location.line == expected.line && $0.location.column == expected.column && $0.severity == testCase.severity
        }, "expected \(testCase.rule.rawValue) at \(expected.line):\(expected.column), got \(diagnostics.map(\.textLine))")
    }

    @Test func userInteractionEnabledAllowsControls() throws {
        let app = LintTestSupport.cleanApp
            .replacingOccurrences(of: #""bold": true } }"#, with: #""bold": true } }, { "segmented": { "segments": ["5", "10"] } }"#)
            .replacingOccurrences(of: AppRuleTests.categories, with: AppRuleTests.categories + #", "UNNotificationExtensionUserInteractionEnabled": true"#)
        let (_, diagnostics) = try LintTestSupport.app(app)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.textLine))")
    }

    @Test func attributesComeFromTheInfoPlist() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>NSExtension</key><dict>
        <key>NSExtensionAttributes</key><dict>
        <key>UNNotificationExtensionCategory</key><string>ShowMap</string>
        <key>UNNotificationExtensionInitialContentSizeRatio</key><real>-1</real>
        </dict>
        <key>NSExtensionPointIdentifier</key><string>com.apple.usernotifications.content-extension</string>
        </dict></dict></plist>
        """
        let app = LintTestSupport.cleanApp.replacingOccurrences(of: #""attributes": { \#(AppRuleTests.categories), "UNNotificationExtensionInitialContentSizeRatio": 0.5 },"#,
                                                                with: #""infoPlist": "CustomUI/Info.plist","#)
        let (linted, diagnostics) = try LintTestSupport.app(app, file: "dir/app.json", plists: ["dir/CustomUI/Info.plist": plist])
        #expect(linted.extensions.first?.categories == ["ShowMap"])
        let ratio = diagnostics.with(.contentSizeRatio)
        #expect(ratio.first?.severity == .error && ratio.first?.message.contains("from its Info.plist") == true, "\(diagnostics.map(\.textLine))")
        let expected = try #require(LintTestSupport.position(of: #""CustomUI/Info.plist""#, in: app))
        #expect(ratio.first?.location.line == expected.line && ratio.first?.location.column == expected.column)
    }

    @Test func plistOutsideTheFolderIsRefused() throws {
        let app = LintTestSupport.cleanApp.replacingOccurrences(of: #""name": "Custom UI","#, with: #""name": "Custom UI", "infoPlist": "../../etc/passwd","#)
        let (_, diagnostics) = try LintTestSupport.app(app, file: "dir/app.json")
        #expect(diagnostics.with(.appInvalid).contains { $0.message.contains("outside the app description's folder") })
    }

    @Test func attachmentOverItsLimitIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-attach-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("big.png").path
        #expect(FileManager.default.createFile(atPath: image, contents: nil))
        #expect(truncate(image, 11_000_000) == 0)
        let small = folder.appendingPathComponent("small.mp3").path
        #expect(FileManager.default.createFile(atPath: small, contents: Data([1, 2, 3])))
        let app = LintTestSupport.cleanApp.replacingOccurrences(of: #""extensions""#, with: #""serviceExtension": {"attachments": {"image-url": "big.png", "sound-url": "small.mp3"}}, "extensions""#)
        let (_, diagnostics) = try LintTestSupport.app(app, file: folder.appendingPathComponent("app.json").path)
        let attachment = diagnostics.with(.attachment)
        #expect(attachment.count == 1 && attachment.first?.message.contains("over the 10 MB limit") == true, "\(diagnostics.map(\.textLine))")
    }

    @Test func appThatIsNotAnObjectThrows() {
        #expect(throws: InputError.self) { try LintTestSupport.app("[1, 2]") }
        #expect(throws: InputError.self) { try LintTestSupport.app("{\"app\": ") }
    }

    @Test func everyRuleHasATest() {
        var covered = Set(PayloadRuleTests.cases.map(\.rule))
        covered.formUnion(AppRuleTests.cases.map(\.rule))
        covered.formUnion(ActivityRuleTests.cases.map(\.rule))
        // Reported from an imported project, not an app description: `AssetCatalogImportTests` and
        // `ImportCommandTests.lintWithAProjectWarnsOfAnImageNoCatalogHolds`.
        covered.insert(.missingAsset)
        let missing = LintRule.allCases.filter { !covered.contains($0) }
        #expect(missing.isEmpty, "rules without a case: \(missing.map(\.rawValue))")
    }
}

/// The keys of the presentation eras: `app.ios`, a category's `communication`, action icons.
@Suite struct PresentationKeyLintTests {
    static let app = LintTestSupport.cleanApp
        .replacingOccurrences(of: #""bundleIdentifier": "com.example.Spy","#, with: #""bundleIdentifier": "com.example.Spy", "ios": "17.4","#)
        .replacingOccurrences(of: #"{ "identifier": "ShowMap","#,
                              with: #"{ "identifier": "ShowMap", "communication": { "senderName": "sender.name", "group": "room", "avatar": 0 },"#)
        .replacingOccurrences(of: #"{ "identifier": "accept", "title": "Accept" }"#,
                              with: #"{ "identifier": "accept", "title": "Accept", "icon": { "systemImageName": "checkmark" } }"#)

    @Test func theKeysLintClean() throws {
        #expect(Self.app.contains(#""ios": "17.4""#) && Self.app.contains("communication") && Self.app.contains("systemImageName"))
        let (_, diagnostics) = try LintTestSupport.app(Self.app)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.textLine))")
    }

    @Test func badValuesAndTyposAreNamed() throws {
        let (_, version) = try LintTestSupport.app(Self.app.replacingOccurrences(of: #""ios": "17.4""#, with: #""ios": "nine""#))
        #expect(version.with(.appInvalid).contains { $0.message.contains("app.ios") }, "\(version.map(\.textLine))")
        let (_, sender) = try LintTestSupport.app(Self.app.replacingOccurrences(of: #""senderName": "sender.name", "#, with: ""))
        #expect(sender.with(.appInvalid).contains { $0.message.contains("communication.senderName") && $0.message.contains("missing") }, "\(sender.map(\.textLine))")
        let (_, typo) = try LintTestSupport.app(Self.app.replacingOccurrences(of: #""communication":"#, with: #""comunication":"#))
        #expect(typo.contains { $0.severity == .warning && $0.message.contains(#"did you mean "communication""#) }, "\(typo.map(\.textLine))")
        let (_, icon) = try LintTestSupport.app(Self.app.replacingOccurrences(of: #""systemImageName": "checkmark""#, with: #""symbol": "checkmark""#))
        #expect(icon.contains { $0.severity == .error && $0.message.contains("icon") }, "\(icon.map(\.textLine))")
    }
}
