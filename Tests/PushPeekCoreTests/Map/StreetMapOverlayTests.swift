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

/// GeoJSON features tagged as OpenStreetMap tags them are drawn as a street map (the demo's
/// `millers-point.geojson`: the harbour as water, the park, the streets in braille, their names);
/// untagged ones stay overlays. The scale bar keeps clear of the roads, and an archive's land reaches
/// as far as the roads drawn from its tiles.
@Suite("Street-map overlays")
struct StreetMapOverlayTests {
    static let sydney = Coordinate(latitude: -33.859574, longitude: 151.204576)

    static func feature(_ properties: String, _ geometry: String) throws -> MapFeature {
        let text = #"{"type": "Feature", "properties": \#(properties), "geometry": \#(geometry)}"#
        return try #require(try MapDataLoader.parse(text, fileName: "area.geojson").first)
    }

    @Test func tagsSayWhatAFeatureIs() throws {
        let square = #"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]}"#
        let line = #"{"type": "LineString", "coordinates": [[0, 0], [1, 1]]}"#
        let point = #"{"type": "Point", "coordinates": [0, 0]}"#
        let cases: [(String, String, MapShape.Kind?)] = [
            (#"{"natural": "water"}"#, square, .water), (#"{"leisure": "park"}"#, square, .park),
            (#"{"building": "yes"}"#, square, .building), (#"{"highway": "motorway_link"}"#, line, .road(.highway)),
            (#"{"highway": "secondary"}"#, line, .road(.major)), (#"{"highway": "residential"}"#, line, .road(.minor)),
            (#"{"highway": "footway"}"#, line, .road(.path)), (#"{"railway": "rail"}"#, line, .rail),
            (#"{"waterway": "river"}"#, line, .waterway), (#"{"name": "Church", "amenity": "place_of_worship"}"#, point, .place),
            // Untagged, or a tag that does not fit the geometry: an overlay as before.
            (#"{"name": "A street"}"#, line, nil), (#"{"highway": "primary"}"#, square, nil), (#"{"amenity": "bench"}"#, point, nil),
            (#"{"highway": "bus_stop"}"#, line, nil),
        ]
        for (properties, geometry, kind) in cases {
            #expect(try Self.feature(properties, geometry).kind == kind, "\(properties) \(geometry)")
        }
    }

    @Test func theDemosMapIsAStreetMapNotAsterisks() throws {
        // The demo's full interface 78 columns wide (`--width fit` at 80): its map.
        let state = try SessionLoader.load(.demo, options: CardOptions(width: 78), stage: .expanded)
        let card = CardRenderer.render(state, width: 78)
        let map = try #require(card.layout.sections.first { $0.name == .custom }).rect
        let rows = (map.y..<map.maxY).map { y in (map.x..<map.maxX).map { card.grid[$0, y] } }
        let text = rows.map { $0.map(\.text).joined() }.joined(separator: "\n")
        #expect(!text.contains("*") && !text.contains("%"), "no overlay lines or fills: \(text)")
        #expect(text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "the streets in braille: \(text)")
        #expect(text.contains("~"), "the harbour as water: \(text)")
        #expect(text.contains("\""), "Observatory Hill's park: \(text)")
        #expect(text.contains("Argyle Street") && text.contains("Millers Point"), "names: \(text)")
        let overlay = rows.joined().filter { $0.style.foreground == .role(.mapOverlay) }
        #expect(overlay.map(\.text) == ["o"], "only the untagged church is an overlay: \(overlay.map(\.text))")
        #expect(rows.joined().contains { $0.style.foreground == .role(.mapRoad) })
    }

    @Test func anUntaggedFeatureStaysAnOverlay() throws {
        let street = try Self.feature(#"{"name": "A street"}"#, #"{"type": "LineString", "coordinates": [[151.2, -33.8596], [151.21, -33.8596]]}"#)
        let map = MapRenderer.render(region: CoordinateRegion(center: Self.sydney, latitudinalMeters: 1000, longitudinalMeters: 1000),
                                     size: Size(width: 40, height: 10), overlays: [street])
        #expect(map.grid.lines().joined().contains("*"))
    }

    @Test func theScaleBarKeepsAClearCellEachSide() throws {
        let state = try SessionLoader.load(.demo, options: CardOptions(), stage: .expanded)
        let map = MapRenderer.render(region: CoordinateRegion(center: Self.sydney, latitudinalMeters: 1000, longitudinalMeters: 1000),
                                     element: MapElement(style: .braille, showsScale: true, pin: true), size: Size(width: 42, height: 20),
                                     overlays: state.mapOverlays)
        let bottom = map.grid.line(map.grid.height - 1)
        let bar = try #require(bottom.range(of: "├"))
        let label = try #require(bottom.range(of: " m"))
        #expect(bottom[..<bar.lowerBound].allSatisfy { $0 == " " }, "\(bottom)")
        #expect(bottom[label.upperBound...].first == " ", "a blank after the label: \(bottom)")
    }

    @Test func helsinkisLandReachesAsFarAsItsRoads() throws {
        let map = TileMapRenderingTests.map(radius: 500, tiles: try TileMapRenderingTests.helsinki())
        let grid = map.grid
        // Every cell a road is drawn in lies on the archive's land (none on the blank outside it).
        var roadCells = 0
        for y in 0..<grid.height {
            for x in 0..<grid.width where TileMapRenderingTests.roadGlyphs.contains(Character(grid[x, y].text)) {
                roadCells += 1
                #expect(grid[x, y].style.background == .role(.mapLand) || grid[x, y].style.background == .role(.mapWater),
                        "road at (\(x), \(y)) off the land:\n\(TileMapRenderingTests.text(map))")
            }
        }
        #expect(roadCells > 50)
    }
}
