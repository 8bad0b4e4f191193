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

/// Payload values the spy-agency example's `guard let ... as? CLLocationDistance else { return }`
/// would reject (or MapKit would refuse): the map stays blank, with a note naming the value.
@Suite("Bad map values")
struct MapBadValueTests {
    static let cases: [(name: String, payload: String, note: String)] = [
        ("missing-latitude", #"{"longitude": 151.2, "radius": 500}"#, "latitude: missing from the payload"),
        ("string-latitude", #"{"latitude": "-33.86", "longitude": 151.2, "radius": 500}"#, "latitude: expected a number, found a string"),
        ("null-longitude", #"{"latitude": -33.86, "longitude": null, "radius": 500}"#, "longitude: expected a number, found null"),
        ("boolean-radius", #"{"latitude": -33.86, "longitude": 151.2, "radius": true}"#, "radius: expected a number, found a boolean"),
        ("infinite-latitude", #"{"latitude": 1e400, "longitude": 151.2, "radius": 500}"#, "latitude: 1e400 is not a finite number"),
        ("latitude-out-of-range", #"{"latitude": 91, "longitude": 151.2, "radius": 500}"#, "latitude: 91 is out of range (-90 to 90)"),
        ("longitude-out-of-range", #"{"latitude": -33.86, "longitude": -180.5, "radius": 500}"#, "longitude: -180.5 is out of range (-180 to 180)"),
        ("zero-radius", #"{"latitude": -33.86, "longitude": 151.2, "radius": 0}"#, "radius: 0 is not a positive distance in metres"),
        ("negative-radius", #"{"latitude": -33.86, "longitude": 151.2, "radius": -500}"#, "radius: -500 is not a positive distance in metres"),
        ("huge-radius", #"{"latitude": -33.86, "longitude": 151.2, "radius": 3e7}"#, "radius: 3e7 metres is more than 20000 km"),
    ]

    @Test(arguments: cases.map(\.name))
    func blankMapWithANote(name: String) throws {
        let testCase = try #require(Self.cases.first { $0.name == name })
        let payload = try JSONParser.parse(testCase.payload)
        let rendering = MapRenderer.render(element: MapElement(), payload: payload, size: Size(width: 44, height: 22))
        #expect(rendering.info == nil)
        #expect(rendering.note == testCase.note)
        #expect(rendering.grid.width == 44 && rendering.grid.height == 22)
        Snapshot.assert(rendering.grid.lines().joined(separator: "\n"), named: "map/bad-\(name)")
    }

    @Test func theNoteNamesACustomKeyPath() throws {
        let payload = try JSONParser.parse(#"{"where": {"lat": "north"}, "longitude": 1, "radius": 1}"#)
        let element = MapElement(latitude: "where.lat")
        let rendering = MapRenderer.render(element: element, payload: payload, size: Size(width: 30, height: 15))
        #expect(rendering.note == "where.lat (latitude): expected a number, found a string")
        guard case .failure(let error) = MapRegionResolver.region(for: element, in: payload) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.location?.column == 19)
    }

    @Test func keyPathsResolveFromTheRootAndThroughUserInfo() throws {
        let payload = try JSONParser.parse(#"{"aps": {}, "place": {"lat": 10, "lon": 20}, "radius": 1000}"#)
        let element = MapElement(latitude: "place.lat", longitude: "userInfo.place.lon")
        guard case .success(let region) = MapRegionResolver.region(for: element, in: payload) else {
            Issue.record("expected a region")
            return
        }
        #expect(region.center == Coordinate(latitude: 10, longitude: 20))
    }

    @Test func integersAndEdgeValuesAreAccepted() throws {
        for payload in [#"{"latitude": -90, "longitude": 180, "radius": 1}"#, #"{"latitude": 0, "longitude": -180, "radius": 20000000}"#] {
            let rendering = MapRenderer.render(element: MapElement(), payload: try JSONParser.parse(payload), size: Size(width: 20, height: 10))
            #expect(rendering.note == nil)
            #expect(rendering.info != nil)
        }
    }

    @Test(arguments: [(1, 1), (0, 0), (5, 0), (0, 5), (1, 40), (200, 1), (2, 2), (3, 1)])
    func tinySizesNeverCrash(width: Int, height: Int) throws {
        let good = try JSONParser.parse(#"{"latitude": -33.859574, "longitude": 151.204576, "radius": 500}"#)
        let europe = try JSONParser.parse(#"{"latitude": 50, "longitude": 10, "radius": 3000000}"#)
        let bad = try JSONParser.parse(#"{"latitude": "x"}"#)
        for style in MapStyle.allCases {
            let element = MapElement(style: style, showsCoordinates: true)
            for payload in [good, europe, bad] {
                let rendering = MapRenderer.render(element: element, payload: payload, size: Size(width: width, height: height))
                #expect(rendering.grid.width == max(0, width) && rendering.grid.height == max(0, height))
                #expect(rendering.grid.lines().count == max(0, height))
                if width > 0, height > 0, payload.members?.count == 3 {
                    #expect(rendering.info != nil)
                } else {
                    #expect(rendering.info == nil)
                }
                if payload.members?.count == 1 {
                    #expect(rendering.note == "latitude: expected a number, found a string")
                }
            }
        }
    }

    /// A cell aspect that is not a positive number is the default (0.5); one out of 0.05…20 is clamped.
    @Test func nonsenseCellAspectsFallBackOrAreClamped() throws {
        let payload = try JSONParser.parse(#"{"latitude": 50, "longitude": 10, "radius": 3000000}"#)
        func lines(_ aspect: Double) -> [String] {
            let rendering = MapRenderer.render(element: MapElement(), payload: payload, size: Size(width: 30, height: 15), cellAspect: aspect)
            #expect(rendering.info != nil && rendering.note == nil, "aspect \(aspect)")
            #expect(rendering.grid.width == 30 && rendering.grid.height == 15)
            return rendering.grid.lines()
        }
        let standard = lines(MapViewport.defaultCellAspect)
        for aspect in [0.0, -1, .nan, .infinity, -.infinity] {
            #expect(lines(aspect) == standard, "aspect \(aspect) draws as the default")
        }
        #expect(lines(1e-300) == lines(0.05))
        #expect(lines(1e300) == lines(20))
        #expect(lines(0.05) != lines(20), "the clamped extremes differ, so the comparisons above can fail")
        let pole = try JSONParser.parse(#"{"latitude": 89.99, "longitude": -179.99, "radius": 1}"#)
        for aspect in [0.0, -1, .nan, .infinity, 1e-300, 1e300] {
            let rendering = MapRenderer.render(element: MapElement(pin: true), payload: pole, size: Size(width: 30, height: 15), cellAspect: aspect)
            // Web Mercator ends at 85.0511°: the view is as far north as it goes, the pin on the top row.
            let center = try #require(rendering.info?.center, "aspect \(aspect) by the pole")
            #expect(center.longitude == -179.99 && center.latitude > 85 && center.latitude < 85.06, "aspect \(aspect): \(center)")
            #expect(rendering.info?.pin?.y == 0)
        }
    }

    @Test func anInvalidCentreIsABlankMapWithANote() {
        let region = CoordinateRegion(center: Coordinate(latitude: .infinity, longitude: 0), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        let rendering = MapRenderer.render(region: region, size: Size(width: 10, height: 5))
        #expect(rendering.info == nil)
        #expect(rendering.note == "the region's centre is not a valid coordinate")
        #expect(rendering.grid.lines() == Array(repeating: String(repeating: " ", count: 10), count: 5))
    }
}
