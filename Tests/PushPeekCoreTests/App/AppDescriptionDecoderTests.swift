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

@Suite("App description")
struct AppDescriptionDecoderTests {
    func decode(_ json: String, file: String? = nil, plists: [String: String] = [:]) throws(InputError) -> AppDescription {
        try AppDescriptionDecoder.decode(Array(json.utf8), file: file) { path throws(InputError) in
            guard let text = plists[path] else { throw InputError(.missingInput, file: path, message: "no such file") }
            return Array(text.utf8)
        }
    }

    @Test func decodesCategoriesActionsAndOptions() throws {
        let app = try decode("""
        {"app": {"name": "Calendar", "icon": "📅"},
         "categories": [{"identifier": "event-invite", "options": ["customDismissAction"],
           "actions": [
             {"identifier": "accept", "title": "Accept"},
             {"identifier": "decline", "title": "Decline", "options": ["destructive"]},
             {"identifier": "comment", "title": "Comment", "options": ["foreground", "authenticationRequired"], "icon": "💬",
              "textInput": {"buttonTitle": "Send", "placeholder": "Type here..."}}]}]}
        """)
        #expect(app.app == AppInfo(name: "Calendar", icon: "📅"))
        let category = try #require(app.category("event-invite"))
        #expect(category.options == [.customDismissAction])
        #expect(category.actions.map(\.identifier) == ["accept", "decline", "comment"])
        #expect(category.actions[1].isDestructive)
        #expect(category.actions[2].options == [.foreground, .authenticationRequired])
        #expect(category.actions[2].textInput == TextInputOptions(buttonTitle: "Send", placeholder: "Type here..."))
        #expect(category.actions[2].icon == .text("💬"))
    }

    @Test func readsAttributesFromARealInfoPlist() throws {
        let plist = try Fixtures.read(Fixtures.path("ArrayCategories-Info.plist"))
        let app = try decode(#"{"extensions": [{"name": "UI", "infoPlist": "UI/Info.plist"}]}"#,
                             file: "app/app.json", plists: ["app/UI/Info.plist": plist])
        let attributes = try #require(app.extensions.first?.attributes)
        #expect(attributes.categories == ["event-invite", "event-update"])
        #expect(attributes.initialContentSizeRatio == 0.5)
        #expect(attributes.defaultContentHidden)
        #expect(attributes.overridesDefaultTitle)
        #expect(attributes.userInteractionEnabled)
        #expect(app.contentExtension(for: "event-update")?.name == "UI")
        #expect(app.contentExtension(for: "Event-Update") == nil)
    }

    @Test func inlineAttributesOverrideThePlist() throws {
        let plist = try Fixtures.read(Fixtures.path("ArrayCategories-Info.plist"))
        let app = try decode("""
        {"extensions": [{"infoPlist": "Info.plist", "attributes": {
          "UNNotificationExtensionCategory": "only-this", "UNNotificationExtensionInitialContentSizeRatio": 0.8,
          "UNNotificationExtensionDefaultContentHidden": false}}]}
        """, file: "a.json", plists: ["Info.plist": plist])
        let attributes = try #require(app.extensions.first?.attributes)
        #expect(attributes.categories == ["only-this"])
        #expect(attributes.initialContentSizeRatio == 0.8)
        #expect(!attributes.defaultContentHidden)
        #expect(attributes.userInteractionEnabled)
    }

    @Test func refusesAPlistOfAnotherExtensionPoint() throws {
        let plist = try Fixtures.read(Fixtures.path("WrongPoint-Info.plist"))
        do {
            _ = try decode(#"{"extensions": [{"infoPlist": "I.plist"}]}"#, file: "a.json", plists: ["I.plist": plist])
            Issue.record("accepted a service extension plist")
        } catch {
            #expect(error.path == "extensions[0].infoPlist")
            #expect(error.file == "a.json")
            #expect(error.message.hasPrefix("I.plist: NSExtension.NSExtensionPointIdentifier: is \"com.apple.usernotifications.service\""))
        }
    }

    @Test func refusesPlistPathsOutsideTheAppFolder() {
        do {
            _ = try decode(#"{"extensions": [{"infoPlist": "../../etc/passwd"}]}"#, file: "apps/a.json")
            Issue.record("followed a path outside the folder")
        } catch {
            #expect(error.path == "extensions[0].infoPlist")
            #expect(error.message.contains("outside"))
        }
    }

    @Test func wrongTypesNameTheirPath() {
        do {
            _ = try decode(#"{"categories": [{"identifier": "c", "actions": [{"identifier": 3}]}]}"#, file: "a.json")
            Issue.record("accepted a number identifier")
        } catch {
            #expect(error.description == "a.json:1:64: categories[0].actions[0].identifier: expected a string, found a number")
        }
    }

    @Test func theSpyAgencyExampleLoadsFromDisk() throws {
        let path = Fixtures.example("spy-agency/app.json")
        let app = try AppDescriptionDecoder.decode(try InputFile.read(path), file: path)
        let showMap = try #require(app.contentExtension(for: "ShowMap"))
        #expect(showMap.attributes.initialContentSizeRatio == 1)
        #expect(showMap.elements.map(\.kind) == ["map", "image"])
        #expect(showMap.notificationActions?.map(\.identifier) == ["accept", "payment"])
    }
}
