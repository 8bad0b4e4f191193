import PushPeekApp
import PushPeekJSON
import PushPeekModel
import PushPeekImport
import Testing

/// The old-style property list parser and the project reader: the format's parts, its limits, and
/// what a target amounts to (product type, expanded settings, files, synchronized folders).
@Suite("project.pbxproj reading")
struct ProjectFileReaderTests {
    @Test func parsesCommentsQuotedAndBareStringsDataAndTrailingCommas() throws {
        let text = """
        // !$*UTF8*$!
        { /* a comment */ a = bare.value-1_$/x; "b c" = "quoted \\"q\\" \\n\\U00e9\\101"; d = <0aFF 10>; e = (x, "y", ); f = {}; }
        """
        let root = try ASCIIPropertyListParser.parse(Array(text.utf8), file: "t.pbxproj")
        #expect(root["a"]?.string == "bare.value-1_$/x")
        #expect(root["b c"]?.string == "quoted \"q\" \néA")
        #expect(root["d"] == .data([0x0A, 0xFF, 0x10]))
        #expect(root["e"]?.strings == ["x", "y"])
        #expect(root["f"]?.entries?.isEmpty == true)
        #expect(root["a"]?.line == 2)
    }

    @Test func refusesDeepNestingUnterminatedInputAndStrayCharactersWithALine() {
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        #expect(throws: InputError.self) { try ASCIIPropertyListParser.parse(Array(deep.utf8), file: "deep") }
        do {
            _ = try ASCIIPropertyListParser.parse(Array("{\n a = \"open;\n".utf8), file: "p.pbxproj")
            Issue.record("an unterminated string was accepted")
        } catch {
            #expect(error.file == "p.pbxproj")
            #expect(error.message.contains("unterminated string"))
        }
        do {
            _ = try ASCIIPropertyListParser.parse(Array("{\n\n a = ;\n}".utf8), file: "p.pbxproj")
            Issue.record("a missing value was accepted")
        } catch {
            #expect(error.location?.line == 3)
        }
        #expect(throws: InputError.self) { try ASCIIPropertyListParser.parse([0xFF, 0xFE, 0x00], file: "binary") }
    }

    @Test func readsTheSpyAgencyProjectsTargetsSettingsAndFiles() throws {
        let project = try PBXProjectReader.read(try Fixture.bytes("Examples/spy-agency/SpyAgency.xcodeproj/project.pbxproj"), file: "p")
        #expect(project.objectVersion == 56)
        #expect(project.targets.map(\.name) == ["SpyAgency", "Custom UI"])
        let app = try #require(project.target(named: "SpyAgency"))
        #expect(app.isApplication)
        #expect(app.setting("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.SpyAgency")
        #expect(app.files == ["SpyAgency/AppDelegate.swift"])
        let ext = try #require(project.target(named: "Custom UI"))
        #expect(ext.isAppExtension && !ext.isApplication)
        #expect(ext.setting("INFOPLIST_FILE") == "./CustomUI/Info.plist")
        #expect(ext.files == ["CustomUI/NotificationViewController.swift", "CustomUI/Base.lproj/MainInterface.storyboard"])
    }

    @Test func expandsSettingsWithBracesOperatorsBuiltinsAndSelfReference() {
        let expander = BuildSettingExpander(settings: ["A": "x$(B)", "B": "${TARGET_NAME:lower}", "LOOP": "$(LOOP)y", "P": "$(PRODUCT_NAME:rfc1034identifier)",
                                                       "PRODUCT_NAME": "My App"],
                                            targetName: "Widget")
        #expect(expander.expand("$(A)") == "xwidget")
        #expect(expander.expand("$(SRCROOT)/$(P)") == "./My-App")
        #expect(expander.expand("$(inherited) $A") == " xwidget")
        #expect(expander.expand("$(LOOP)").hasSuffix("y"))
    }

    @Test func readsASynchronizedFolderWithItsExceptions() throws {
        let project = try PBXProjectReader.read(Array(Fixture.synchronizedProject.utf8), file: "p")
        let target = try #require(project.targets.first)
        #expect(project.objectVersion == 77)
        #expect(target.synchronizedFolders == [SynchronizedFolder(path: "Alerts", exceptions: ["Info.plist"])])
        #expect(target.setting("INFOPLIST_KEY_CFBundleDisplayName") == "Alerts!")
    }
}
