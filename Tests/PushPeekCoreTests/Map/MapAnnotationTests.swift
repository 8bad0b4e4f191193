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

/// `annotations`: pins at the payload's coordinates, as `addAnnotation(_:)` puts them.
@Suite("Map annotations")
struct MapAnnotationTests {
    static let payload = #"{"latitude": 50, "longitude": 10, "radius": 3000000, "meet": {"lat": 52.52, "lon": 13.4}, "bad": {"lat": 95, "lon": 0}}"#

    static func decode(_ json: String, log: DecodingLog? = nil) throws -> (MapElement, [ViewBinding]) {
        var bindings: [ViewBinding] = []
        let element = try MapElement.decode(JSONReader(try JSONParser.parse(json), path: "map", log: log), kindLocation: .start, bindings: &bindings)
        return (element, bindings)
    }

    @Test func annotationsDecodeWithTheirBindings() throws {
        let (element, bindings) = try Self.decode(#"{"annotations": [{"latitude": "meet.lat", "longitude": "meet.lon"}]}"#)
        #expect(element.annotations == [MapAnnotation(latitude: "meet.lat", longitude: "meet.lon")])
        let annotationBindings = bindings.filter { $0.elementKind == "map annotation" }
        #expect(annotationBindings.map(\.path) == ["meet.lat", "meet.lon"])
        #expect(annotationBindings.allSatisfy { !$0.isEssential })
        #expect(annotationBindings.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (1, 31))
    }

    @Test func anAnnotationNeedsBothKeyPaths() throws {
        do {
            _ = try Self.decode(#"{"annotations": [{"latitude": "meet.lat"}]}"#)
            Issue.record("accepted an annotation without a longitude")
        } catch let error as InputError {
            #expect(error.description.contains("map.annotations[0].longitude: an annotation needs a longitude key path"), "\(error.description)")
        }
        do {
            _ = try Self.decode(#"{"annotations": [{"latitude": "a", "longitude": "b", "title": "x"}]}"#)
            Issue.record("accepted an unknown annotation key")
        } catch let error as InputError {
            #expect(error.description.contains(#"unknown key "title" (an annotation has latitude, longitude)"#), "\(error.description)")
        }
    }

    @Test func eachAnnotationIsAPinAtItsCoordinate() throws {
        let element = MapElement(annotations: [MapAnnotation(latitude: "meet.lat", longitude: "meet.lon"),
                                               MapAnnotation(latitude: "bad.lat", longitude: "bad.lon"),
                                               MapAnnotation(latitude: "missing.lat", longitude: "meet.lon")])
        let rendering = MapRenderer.render(element: element, payload: try JSONParser.parse(Self.payload), size: MapDefaultsTests.size)
        let info = try #require(rendering.info)
        // Only Berlin's annotation is added: the others have a latitude out of range or missing.
        #expect(info.annotations.count == 1)
        let berlin = try #require(info.annotations.first)
        #expect(rendering.grid[berlin.x, berlin.y].text == "@")
        #expect(info.pin == nil, "no centre pin unless `pin`")
        #expect(rendering.grid.lines().joined().filter { $0 == "@" }.count == 1)
        // North-east of the centre (50°N 10°E): right of and above the middle cell.
        #expect(berlin.x > MapDefaultsTests.size.width / 2 && berlin.y < MapDefaultsTests.size.height / 2)
        #expect(info.json(offsetBy: .zero).serialized().contains(#""annotations":[{"x":\#(berlin.x),"y":\#(berlin.y)}]"#))
    }

    /// Lint: a missing or wrong annotation value is a warning (the pin is left out; the map shows).
    @Test func lintWarnsAboutAnAnnotationsValues() throws {
        let app = """
            {"categories": [{"identifier": "M"}],
             "extensions": [{"name": "Map", "attributes": {"UNNotificationExtensionCategory": "M"},
               "view": [{"map": {"annotations": [{"latitude": "meet.lat", "longitude": "meet.lon"}]}}]}]}
            """
        let missing = try LintTestSupport.lint(#"{"aps":{"alert":"x","category":"M"},"latitude":1,"longitude":2,"radius":9}"#, app: app)
        let found = missing.filter { $0.rule == .viewKeyMissing }
        #expect(found.count == 2 && found.allSatisfy { $0.severity == .warning && $0.message.hasSuffix("the annotation is not added") },
                "\(missing.map(\.textLine))")
        let payload = #"{"aps":{"alert":"x","category":"M"},"latitude":1,"longitude":2,"radius":9,"meet":{"lat":"52","lon":13}}"#
        let wrong = try LintTestSupport.lint(payload, app: app).filter { $0.rule == .viewKeyType }
        #expect(wrong.count == 1 && wrong.first?.severity == .warning)
        #expect(wrong.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (1, 89))
    }
}
