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

/// `liveActivities` in the app description: the types as the Codable structs declare them, the
/// views, and every bad value reported where it is written.
@Suite("Live Activity in the app description")
struct LiveActivityDecoderTests {
    static func decode(_ text: String) throws -> AppDescription {
        try AppDescriptionDecoder.decode(Array(text.utf8), file: "app.json") { path throws(InputError) in
            throw InputError(.missingInput, file: path, message: "no files here")
        }
    }

    static func issues(_ text: String) throws -> [DecodingIssue] {
        AppDescriptionDecoder.decodeAll(try JSONParser.parse(Array(text.utf8)), file: "app.json") { path throws(InputError) in
            throw InputError(.missingInput, file: path, message: "no files here")
        }.issues
    }

    @Test func everyTypeAsSwiftDeclaresIt() throws {
        let app = try Self.decode("""
        {"liveActivities": [{"attributesType": "DeliveryAttributes",
          "attributes": {"orderNumber": "int", "restaurant": "string"},
          "contentState": {"status": {"enum": ["preparing", "onTheWay"]}, "level": {"enum": [1, 2], "optional": true},
            "eta": "date", "progress": "double", "live": "bool", "link": "url?", "courierName": "string?",
            "stops": ["string"], "legs": {"array": {"object": {"km": "double"}}},
            "courier": {"object": {"name": "string", "phone": "string?"}, "optional": true}}}]}
        """)
        let activity = try #require(app.liveActivity("DeliveryAttributes"))
        #expect(activity.attributes == [ActivityField(name: "orderNumber", type: .int), ActivityField(name: "restaurant", type: .string)])
        let types = Dictionary(uniqueKeysWithValues: activity.contentState.map { ($0.name, $0.type) })
        #expect(types["status"] == .enumeration(["preparing", "onTheWay"], numeric: false))
        #expect(types["level"] == .optional(.enumeration(["1", "2"], numeric: true)))
        #expect(types["eta"] == .date && types["progress"] == .double && types["live"] == .bool)
        #expect(types["link"] == .optional(.url) && types["courierName"] == .optional(.string))
        #expect(types["stops"] == .array(.string))
        #expect(types["legs"] == .array(.object([ActivityField(name: "km", type: .double)])))
        #expect(types["courier"] == .optional(.object([ActivityField(name: "name", type: .string),
                                                      ActivityField(name: "phone", type: .optional(.string))])))
        #expect(activity.contentState.map(\.name) == ["status", "level", "eta", "progress", "live", "link", "courierName", "stops", "legs", "courier"])
    }

    @Test func viewsOfTheLockScreenAndTheDynamicIsland() throws {
        let app = try Self.decode(try Fixtures.read(Fixtures.packageRoot.appendingPathComponent("Examples/delivery/app.json").path))
        let activity = try #require(app.liveActivities.first)
        #expect(activity.lockScreen.map(\.kind) == ["stack", "label", "progress"])
        #expect(activity.staleLockScreen?.count == 3)
        #expect(activity.dynamicIsland.compactLeading.map(\.kind) == ["label"])
        #expect(activity.dynamicIsland.compactTrailing.map(\.kind) == ["timer"])
        #expect(activity.dynamicIsland.minimal.count == 1)
        #expect(activity.dynamicIsland.expandedBottom.map(\.kind) == ["progress", "label"])
        guard case .timer(let timer) = activity.dynamicIsland.compactTrailing.first?.content else {
            Issue.record("compactTrailing is not a timer")
            return
        }
        #expect(timer == TimerElement(date: "state.eta", style: .timer, color: Color(parsing: "orange")))
    }

    @Test(arguments: [
        (#"{"liveActivities": [{"attributesType": "A", "contentState": {"eta": "datetime"}}]}"#, "unknown type \"datetime\""),
        (#"{"liveActivities": [{"contentState": {}}]}"#, "liveActivities[0].attributesType: missing"),
        (#"{"liveActivities": [{"attributesType": "A", "contentState": {"s": {"enum": ["a", 1]}}}]}"#, "expected a string like the first raw value"),
        (#"{"liveActivities": [{"attributesType": "A", "contentState": {"s": {"enum": []}}}]}"#, "an enum lists its raw values"),
        (#"{"liveActivities": [{"attributesType": "A", "contentState": {"s": ["int", "string"]}}]}"#, "names its element type once"),
        (#"{"liveActivities": [{"attributesType": "A", "contentState": {"s": {"object": {}, "array": "int"}}}]}"#, "exactly one of object, array, enum"),
        (#"{"liveActivities": [{"attributesType": "A"}, {"attributesType": "A"}]}"#, "\"A\" is declared twice"),
        (#"{"liveActivities": [{"attributesType": "A", "lockScreen": [{"progress": {"total": 0}}]}]}"#, "the key path of the value"),
    ])
    func refusesWhatSwiftWouldNotDeclare(text: String, message: String) throws {
        do {
            _ = try Self.decode(text)
            Issue.record("accepted \(text)")
        } catch let error as InputError {
            #expect(error.description.contains(message), "\(error.description)")
        }
        let issues = try Self.issues(text)
        #expect(issues.contains { $0.error.description.contains(message) }, "\(issues.map(\.error.description))")
    }

    @Test func anUnknownTypeIsReportedAtItsValue() throws {
        let text = """
        {"liveActivities": [{"attributesType": "A",
          "contentState": {"eta": "Date"}}]}
        """
        let issue = try #require(try Self.issues(text).first)
        #expect(issue.error.location?.line == 2 && issue.error.location?.column == 27, "\(issue.error.description)")
        #expect(issue.error.description.contains("did you mean \"date\""), "\(issue.error.description)")
    }

    @Test func nestingHasALimit() throws {
        var type = #""int""#
        for _ in 0..<40 { type = #"{"array": \#(type)}"# }
        let text = #"{"liveActivities": [{"attributesType": "A", "contentState": {"deep": \#(type)}}]}"#
        #expect(try Self.issues(text).contains { $0.error.description.contains("nested deeper than") })
    }
}
