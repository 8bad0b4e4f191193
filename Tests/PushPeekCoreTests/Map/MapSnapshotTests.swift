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

/// Golden text snapshots of rendered maps. The map area of a card `width` columns wide is
/// `width` × round(width × ratio 1.0 × cellAspect 0.5) cells.
@Suite("Map snapshots")
struct MapSnapshotTests {
    static let sydney = #"{"aps": {"alert": {"title": "The Sydney Observatory"}, "category": "ShowMap"}, "latitude": -33.859574, "longitude": 151.204576, "radius": 500}"#

    static func mapSize(cardWidth: Int) -> Size {
        Size(width: cardWidth, height: Int((Double(cardWidth) * 1.0 * 0.5).rounded()))
    }

    /// Every opt-in on (pin, scale, compass, grid): the snapshots show each layer where it lands.
    static func all(style: MapStyle = .ascii, showsCoordinates: Bool = false) -> MapElement {
        MapElement(style: style, showsScale: true, showsCoordinates: showsCoordinates, pin: true, showsCompass: true, grid: true)
    }

    static func render(_ payload: String, width: Int, element: MapElement = all(), overlays: [MapFeature] = []) throws -> MapRendering {
        MapRenderer.render(element: element, payload: try JSONParser.parse(payload), size: mapSize(cardWidth: width), overlays: overlays)
    }

    static func text(_ rendering: MapRendering) -> String {
        rendering.grid.lines().joined(separator: "\n")
    }

    @Test(arguments: [30, 44, 80])
    func sydneyObservatoryOfTheSpyAgencyExample(width: Int) throws {
        let rendering = try Self.render(Self.sydney, width: width)
        let info = try #require(rendering.info)
        let size = Self.mapSize(cardWidth: width)
        #expect(rendering.note == nil)
        // The pin is at the centre cell; the region is city-sized, so no land is pretended.
        #expect(info.pin == Point(x: size.width / 2, y: size.height / 2))
        #expect(rendering.grid[size.width / 2, size.height / 2].text == "@")
        #expect(!info.showsLand)
        #expect(info.scale == "100 m")
        #expect(Self.text(rendering).contains("| 100 m"))
        #expect(abs(info.center.latitude - -33.859574) < 1e-9 && abs(info.center.longitude - 151.204576) < 1e-9)
        Snapshot.assert(Self.text(rendering), named: "map/sydney-\(width)")
    }

    @Test func sydneyInfoJSON() throws {
        let info = try #require(try Self.render(Self.sydney, width: 44).info)
        #expect(info.json(offsetBy: Point(x: 2, y: 3)).serialized() == """
            {"x":2,"y":3,"width":44,"height":22,"center":[-33.859574,151.204576],"latitudeSpan":0.004492,"longitudeSpan":0.005409,"pin":{"x":24,"y":14},"annotations":[],"scale":"100 m"}
            """)
    }

    @Test func sydneyWithCoordinatesAndOverlays() throws {
        let overlays = try MapDataLoader.parse(try MapDataLoaderTests.fixture("sydney-overlay.geojson"), fileName: "sydney-overlay.geojson")
        let rendering = try Self.render(Self.sydney, width: 44, element: Self.all(showsCoordinates: true), overlays: overlays)
        let text = Self.text(rendering)
        #expect(text.hasPrefix(" 33.8596°S 151.2046°E"))
        #expect(text.contains("*"))
        #expect(text.contains("%"))
        #expect(text.contains("o"))
        #expect(rendering.grid[22, 11].text == "@")
        Snapshot.assert(text, named: "map/sydney-44-overlays")
    }

    @Test func noPinNoScale() throws {
        let rendering = try Self.render(Self.sydney, width: 30, element: MapElement(showsScale: false, pin: false))
        #expect(rendering.info?.pin == nil)
        #expect(rendering.info?.json(offsetBy: .zero).serialized().contains(#""pin":null"#) == true)
        #expect(!Self.text(rendering).contains("@"))
        #expect(!Self.text(rendering).contains("100 m"))
    }

    @Test(arguments: [(80, MapStyle.ascii), (44, .ascii), (80, .braille), (44, .blocks)])
    func europe(width: Int, style: MapStyle) throws {
        let payload = #"{"latitude": 50, "longitude": 10, "radius": 3000000}"#
        let rendering = try Self.render(payload, width: width, element: Self.all(style: style))
        let info = try #require(rendering.info)
        #expect(info.showsLand)
        #expect(info.scale == "1000 km")
        // Central Europe is land, the Bay of Biscay (46°N 5°W) and the North Sea (56°N 3°E) are not.
        let viewport = try #require(MapViewport(
            fitting: CoordinateRegion(center: Coordinate(latitude: 50, longitude: 10), latitudinalMeters: 3_000_000, longitudinalMeters: 3_000_000),
            columns: info.size.width, rows: info.size.height))
        func cell(_ latitude: Double, _ longitude: Double) -> Cell? {
            let position = viewport.position(of: Coordinate(latitude: latitude, longitude: longitude))
            return viewport.cell(atX: position.x, y: position.y).map { rendering.grid[$0.x, $0.y] }
        }
        #expect(cell(51, 14)?.style.background == .role(.mapLand) || style != .ascii)
        #expect(cell(46, -5)?.text == " ")
        #expect(cell(56, 3)?.text == " ")
        #expect(cell(40, -4)?.text != " ")  // Madrid
        Snapshot.assert(Self.text(rendering), named: "map/europe-\(width)-\(style.rawValue)")
    }

    @Test func antimeridianFiji() throws {
        let payload = #"{"latitude": -17, "longitude": 179.9, "radius": 2000000}"#
        let rendering = try Self.render(payload, width: 60)
        let info = try #require(rendering.info)
        #expect(info.showsLand)
        #expect(info.longitudeSpan < 30)
        Snapshot.assert(Self.text(rendering), named: "map/antimeridian-fiji-60")
    }

    @Test func antimeridianBeringStrait() throws {
        // Chukotka (Russia, split at 180° in the data) and Alaska on both sides.
        let payload = #"{"latitude": 64, "longitude": -178, "radius": 3000000}"#
        let rendering = try Self.render(payload, width: 60, element: Self.all(showsCoordinates: true))
        Snapshot.assert(Self.text(rendering), named: "map/antimeridian-bering-60")
    }

    @Test func wholeWorld() throws {
        let payload = #"{"latitude": 0, "longitude": 0, "radius": 20000000}"#
        let rendering = try Self.render(payload, width: 80)
        #expect(rendering.info?.longitudeSpan == 360)
        Snapshot.assert(Self.text(rendering), named: "map/world-80")
    }

    @Test func polar() throws {
        let payload = #"{"latitude": 84, "longitude": -40, "radius": 1000000}"#
        let rendering = try Self.render(payload, width: 44)
        let info = try #require(rendering.info)
        #expect((info.pin?.y ?? 99) < 11)
        Snapshot.assert(Self.text(rendering), named: "map/polar-greenland-44")
    }

    @Test func overlaysAcrossTheAntimeridian() throws {
        let data = #"{"type": "LineString", "coordinates": [[175, -17], [-175, -17]]}"#
        let overlays = try MapDataLoader.parse(data, fileName: "line.geojson")
        let rendering = try Self.render(#"{"latitude": -17, "longitude": 179.9, "radius": 2000000}"#, width: 60, overlays: overlays)
        let row = rendering.grid.line(try #require(rendering.info?.pin).y)
        // One short line through the pin's row, not one around the world.
        let stars = row.filter { $0 == "*" }.count
        #expect(stars > 10 && stars < 40)
    }
}
