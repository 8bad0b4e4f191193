import PushPeekApp
import PushPeekJSON
import PushPeekModel
import PushPeekImport
import Testing

/// ActivityKit: an `ActivityAttributes` struct with nested state, an enum with raw values, an
/// optional nested struct, an array, a computed property and custom `CodingKeys`.
@Suite("Live Activity import")
struct ActivityImportTests {
    static let delivery = """
    import ActivityKit

    enum Status: String, Codable { case preparing, onTheWay = "on_the_way", delivered }

    struct Courier: Codable, Hashable {
        var name: String
        var phone: String?
    }

    struct DeliveryAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var status: Status
            var eta: Date
            var progress: Double
            var courier: Courier?
            var stops: [String]
            var label: String { "computed" }

            enum CodingKeys: String, CodingKey {
                case status, eta = "eta_date", progress, courier, stops
            }
        }

        var orderNumber: Int
        let restaurant: String
        var menu: URL?
    }
    """

    @Test func theStructsBecomeALiveActivityTheDecoderReads() throws {
        let result = try AppImporter.importApp(ProjectFiles(root: "Widget", files: ["Widget/Delivery.swift": Array(Self.delivery.utf8)]))
        let app = try AppDescriptionDecoder.decode(Array(result.json.utf8), file: "imported.json", readFile: { _ throws(InputError) in [] })
        let activity = try #require(app.liveActivity("DeliveryAttributes"))
        #expect(activity.attributes.map(\.name) == ["orderNumber", "restaurant", "menu"])
        #expect(activity.contentState.map(\.name) == ["status", "eta_date", "progress", "courier", "stops"],
                "CodingKeys rename eta; the computed label is not decoded")
        let json = result.description.serialized()
        #expect(json.contains(#""status":{"enum":["preparing","on_the_way","delivered"]}"#))
        #expect(json.contains(#""courier":{"object":{"name":"string","phone":"string?"},"optional":true}"#))
        #expect(json.contains(#""stops":["string"]"#) && json.contains(#""menu":"url?""#))
        #expect(result.notes.contains { $0.path == "liveActivities[0]" && $0.origin?.line == 10 })
    }
}
