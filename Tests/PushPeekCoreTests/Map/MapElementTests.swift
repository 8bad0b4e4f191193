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

@Suite("MapElement decoding")
struct MapElementTests {
    static let path = "extensions[0].view[0].map"

    func decode(_ json: String, log: DecodingLog? = nil) throws -> MapElement {
        var bindings: [ViewBinding] = []
        return try MapElement.decode(JSONReader(try JSONParser.parse(json), path: Self.path, log: log), kindLocation: .start, bindings: &bindings)
    }

    func error(_ json: String) throws -> InputError {
        do {
            _ = try decode(json)
        } catch let error as InputError {
            return error
        }
        Issue.record("expected an error for \(json)")
        return InputError(message: "")
    }

    /// The spy-agency extension adds no annotation and sets no scale: MKMapView's defaults, so no
    /// pin, scale, compass (heading 0) or grid unless the element asks.
    @Test func defaultsMatchTheSpyAgencyExample() throws {
        let element = try decode("{}")
        #expect(element == MapElement())
        #expect(element.latitude == "latitude" && element.longitude == "longitude" && element.radius == "radius")
        #expect(element.style == .ascii)
        #expect(!element.showsScale && !element.showsCoordinates && !element.pin && !element.showsCompass && !element.grid)
    }

    @Test func everyKey() throws {
        let element = try decode("""
            {"latitude": "location.lat", "longitude": "location.lon", "radius": "zoom.meters",
             "style": "braille", "showsScale": true, "showsCoordinates": true, "pin": true, "showsCompass": true, "grid": true}
            """)
        #expect(element == MapElement(latitude: "location.lat", longitude: "location.lon", radius: "zoom.meters",
                                      style: .braille, showsScale: true, showsCoordinates: true, pin: true, showsCompass: true, grid: true))
        #expect(try decode(#"{"style": "blocks"}"#).style == .blocks)
    }

    @Test func wrongTypesNameThePathAndPosition() throws {
        let latitude = try error("{\n  \"latitude\": 5\n}")
        #expect(latitude.path == "extensions[0].view[0].map.latitude")
        #expect(latitude.location?.line == 2 && latitude.location?.column == 15)
        #expect(latitude.message == "expected a key path string, found a number")
        #expect(latitude.description == "2:15: extensions[0].view[0].map.latitude: expected a key path string, found a number")

        let flag = try error(#"{"showsScale": "yes"}"#)
        #expect(flag.path?.hasSuffix(".showsScale") == true)
        #expect(flag.message == "expected true or false, found a string")

        let style = try error(#"{"style": "satellite"}"#)
        #expect(style.message == #"unknown style "satellite" (expected one of "ascii", "braille", "blocks")"#)
        let styleType = try error(#"{"style": 3}"#)
        #expect(styleType.message.hasPrefix("expected one of"))

        let emptyPath = try error(#"{"radius": "a..b"}"#)
        #expect(emptyPath.message.contains("is not a key path"))

        let unknown = try error(#"{"lattitude": "lat"}"#)
        #expect(unknown.path == "extensions[0].view[0].map.lattitude")
        #expect(unknown.message.hasPrefix(#"unknown key "lattitude""#))
        #expect(unknown.location?.column == 2)

        let notObject = try error(#"["latitude"]"#)
        #expect(notObject.path == "extensions[0].view[0].map")
        #expect(notObject.message == "expected an object, found an array")
    }

    @Test func theKeysEveryElementTakesAreAccepted() throws {
        #expect(try decode(#"{"id": "where", "align": "topLeading", "margin": 4, "width": 100, "height": 80}"#) == MapElement())
    }

    @Test func bindingsAreWhereTheKeyPathsAreWritten() throws {
        var bindings: [ViewBinding] = []
        let reader = JSONReader(try JSONParser.parse(#"{"latitude": "place.lat"}"#), path: Self.path)
        _ = try MapElement.decode(reader, kindLocation: SourceLocation(line: 7, column: 3, offset: 90), bindings: &bindings)
        #expect(bindings.map(\.path) == ["place.lat", "longitude", "radius"])
        #expect(bindings.map(\.use) == [.latitude, .longitude, .radius])
        #expect(bindings[0].location.column == 14)
        #expect(bindings[1].location.line == 7 && bindings[2].location.line == 7, "defaults point at the map key")
    }

    @Test func collectingGoesOnPastTheFirstProblem() throws {
        let log = DecodingLog()
        let element = try decode(#"{"latitude": -33.86, "style": "fancy", "zoom": 3, "pin": false}"#, log: log)
        #expect(log.issues.map(\.error.path) == ["\(Self.path).zoom", "\(Self.path).latitude", "\(Self.path).style"])
        #expect(log.issues.allSatisfy { $0.severity == .error })
        #expect(element.pin == false && element.latitude == "latitude", "good values are kept, bad ones left at their default")
        #expect(log.firstError == (try error(#"{"latitude": -33.86, "style": "fancy", "zoom": 3, "pin": false}"#)))
    }
}
