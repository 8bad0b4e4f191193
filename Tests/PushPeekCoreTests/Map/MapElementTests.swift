import Testing
@testable import PushPeekCore

@Suite("MapElement decoding")
struct MapElementTests {
    func decode(_ json: String) throws -> MapElement {
        try MapElement.decode(try JSONParser.parse(json), path: "extensions[0].view[0].map")
    }

    func error(_ json: String) throws -> MapSpecError {
        let node = try JSONParser.parse(json)
        do {
            _ = try MapElement.decode(node, path: "extensions[0].view[0].map")
        } catch {
            return error
        }
        Issue.record("expected an error for \(json)")
        return MapSpecError(path: "", location: .start, message: "")
    }

    @Test func defaultsMatchTheSpyAgencyExample() throws {
        let element = try decode("{}")
        #expect(element == MapElement())
        #expect(element.latitude == "latitude" && element.longitude == "longitude" && element.radius == "radius")
        #expect(element.style == .ascii)
        #expect(element.showsScale && !element.showsCoordinates && element.pin)
    }

    @Test func everyKey() throws {
        let element = try decode("""
            {"latitude": "location.lat", "longitude": "location.lon", "radius": "zoom.meters",
             "style": "braille", "showsScale": false, "showsCoordinates": true, "pin": false}
            """)
        #expect(element == MapElement(latitude: "location.lat", longitude: "location.lon", radius: "zoom.meters",
                                      style: .braille, showsScale: false, showsCoordinates: true, pin: false))
        #expect(try decode(#"{"style": "blocks"}"#).style == .blocks)
    }

    @Test func wrongTypesNameThePathAndPosition() throws {
        let latitude = try error("{\n  \"latitude\": 5\n}")
        #expect(latitude.path == "extensions[0].view[0].map.latitude")
        #expect(latitude.location.line == 2 && latitude.location.column == 15)
        #expect(latitude.message == "expected a key path string, found a number")
        #expect(latitude.description == "2:15: extensions[0].view[0].map.latitude: expected a key path string, found a number")

        let flag = try error(#"{"showsScale": "yes"}"#)
        #expect(flag.path.hasSuffix(".showsScale"))
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
        #expect(unknown.location.column == 2)

        let notObject = try error(#"["latitude"]"#)
        #expect(notObject.path == "extensions[0].view[0].map")
        #expect(notObject.message == "expected an object, found an array")
    }
}
