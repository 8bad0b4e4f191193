import Foundation
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

@Suite("GeoJSON map data")
struct MapDataLoaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixture(_ name: String) throws -> [UInt8] {
        let data = try #require(FileManager.default.contents(atPath: fixtures.appendingPathComponent(name).path))
        return Array(data)
    }

    func parseError(_ text: String) -> MapDataError? {
        do {
            _ = try MapDataLoader.parse(text, fileName: "data.geojson")
        } catch {
            return error
        }
        return nil
    }

    @Test func featureCollection() throws {
        let features = try MapDataLoader.parse(try Self.fixture("sydney-overlay.geojson"), fileName: "sydney-overlay.geojson")
        #expect(features.count == 3)
        #expect(features.map(\.name) == ["Observatory Hill", "Bradfield Highway", "Bridge stairs"])
        guard case .polygon(let rings) = features[0].geometry else {
            Issue.record("expected a polygon")
            return
        }
        #expect(rings.count == 1 && rings[0].count == 4)  // the closing position is dropped
        #expect(rings[0][0] == Coordinate(latitude: -33.8604, longitude: 151.2036))
        #expect(features[2].geometry == .point(Coordinate(latitude: -33.8578, longitude: 151.2060)))
    }

    @Test func bareGeometriesAndMultiParts() throws {
        let point = try MapDataLoader.parse(#"{"type": "Point", "coordinates": [2.35, 48.85, 35]}"#, fileName: "p.json")
        #expect(point == [MapFeature(.point(Coordinate(latitude: 48.85, longitude: 2.35)))])
        let multi = try MapDataLoader.parse("""
            {"type": "MultiPolygon", "coordinates": [
              [[[0, 0], [1, 0], [1, 1], [0, 0]]],
              [[[5, 5], [6, 5], [6, 6]], [[5.2, 5.1], [5.8, 5.1], [5.8, 5.7]]]]}
            """, fileName: "m.json")
        #expect(multi.count == 2)
        if case .polygon(let rings) = multi[1].geometry { #expect(rings.count == 2) }
        let lines = try MapDataLoader.parse(#"{"type": "MultiLineString", "coordinates": [[[0, 0], [1, 1]], [[2, 2], [3, 3], [4, 4]]]}"#, fileName: "l.json")
        #expect(lines.count == 2)
        let collection = try MapDataLoader.parse("""
            {"type": "Feature", "properties": {"title": "both"}, "geometry": {"type": "GeometryCollection", "geometries": [
              {"type": "Point", "coordinates": [1, 2]}, {"type": "LineString", "coordinates": [[0, 0], [1, 1]]}]}}
            """, fileName: "c.json")
        #expect(collection.count == 2 && collection.allSatisfy { $0.name == "both" })
        let points = try MapDataLoader.parse(#"{"type": "MultiPoint", "coordinates": [[1, 2], [3, 4]]}"#, fileName: "mp.json")
        #expect(points.count == 2)
    }

    @Test func syntaxErrorsGiveLineAndColumn() throws {
        let error = try #require(parseError("{\n  \"type\": \"Point\",\n  \"coordinates\": [1, 2,]\n}"))
        #expect(error.file == "data.geojson")
        #expect(error.location.line == 3)
        #expect(error.description.hasPrefix("data.geojson:3:"))
    }

    @Test func errorsNameTheJSONPath() throws {
        let text = """
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {}, "geometry": {"type": "Point", "coordinates": [0, 0]}},
              {"type": "Feature", "properties": {}, "geometry": {"type": "LineString",
                "coordinates": [[0, 0], [151.2, -95]]}}
            ]}
            """
        let error = try #require(parseError(text))
        #expect(error.path == "features[1].geometry.coordinates[1][1]")
        #expect(error.location.line == 4 && error.location.column == 37)
        #expect(error.message == "latitude -95 is out of range (-90 to 90); positions are [longitude, latitude]")
        #expect(error.description == "data.geojson:4:37: latitude -95 is out of range (-90 to 90); positions are [longitude, latitude] (at features[1].geometry.coordinates[1][1])")
    }

    @Test(arguments: [
        (#"{"type": "Circle", "coordinates": [0, 0]}"#, "type", "unknown geometry type \"Circle\""),
        (#"{"coordinates": [0, 0]}"#, "", "missing \"type\""),
        (#"[1, 2]"#, "", "expected a GeoJSON object, found an array"),
        (#"{"type": "Point", "coordinates": ["0", 0]}"#, "coordinates[0]", "expected a number, found a string"),
        (#"{"type": "Point", "coordinates": [1]}"#, "coordinates", "a position needs a longitude and a latitude"),
        (#"{"type": "Point", "coordinates": [1e400, 0]}"#, "coordinates[0]", "1e400 is not a finite number"),
        (#"{"type": "Point", "coordinates": [400, 0]}"#, "coordinates[0]", "longitude 400 is out of range"),
        (#"{"type": "LineString", "coordinates": [[0, 0]]}"#, "coordinates", "a line needs at least two positions"),
        (#"{"type": "Polygon", "coordinates": [[[0, 0], [1, 1], [0, 0]]]}"#, "coordinates[0]", "a polygon ring needs at least three distinct positions"),
        (#"{"type": "Polygon", "coordinates": []}"#, "coordinates", "a polygon needs at least one ring"),
        (#"{"type": "FeatureCollection", "features": {}}"#, "features", "expected an array of features"),
        (#"{"type": "FeatureCollection", "features": [{"type": "Point", "coordinates": [0, 0]}]}"#, "features[0]", "expected a Feature"),
        (#"{"type": "Feature", "properties": 3, "geometry": null}"#, "properties", "expected an object or null"),
        (#"{"type": "Feature", "properties": {}}"#, "", "missing \"geometry\""),
    ])
    func invalidGeoJSON(text: String, path: String, message: String) throws {
        let error = try #require(parseError(text))
        #expect(error.path == path)
        #expect(error.message.hasPrefix(message), "\(error.message)")
    }

    @Test func antimeridianHeuristic() {
        let unsplit = [Coordinate(latitude: 0, longitude: 170), Coordinate(latitude: 0, longitude: -170), Coordinate(latitude: 10, longitude: -170)]
        let split = [Coordinate(latitude: 0, longitude: 170), Coordinate(latitude: 0, longitude: 180), Coordinate(latitude: 10, longitude: 180)]
        #expect(MapCanvas.crossesAntimeridian(unsplit))
        #expect(!MapCanvas.crossesAntimeridian(split))
    }
}
