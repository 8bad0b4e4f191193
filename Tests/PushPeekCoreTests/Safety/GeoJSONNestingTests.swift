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

/// GeoJSON's one recursive structure, the GeometryCollection, nests to a limit with a clear error.
@Suite("GeoJSON nesting")
struct GeoJSONNestingTests {
    static let opening = #"{"type":"GeometryCollection","geometries":["#

    static func nested(_ depth: Int) -> String {
        String(repeating: opening, count: depth) + #"{"type":"Point","coordinates":[1,2]}"#
            + String(repeating: "]}", count: depth)
    }

    @Test("collections nested to the limit read; one more is an error naming the path and line")
    func collectionDepth() throws {
        let limit = MapDataLoader.maximumCollectionDepth
        #expect(try MapDataLoader.parse(Self.nested(limit), fileName: "deep.geojson").count == 1)
        do {
            _ = try MapDataLoader.parse(Self.nested(limit + 1), fileName: "deep.geojson")
            Issue.record("read collections nested \(limit + 1) deep")
        } catch {
            #expect(error.message == "GeometryCollections nested deeper than \(limit) levels")
            #expect(error.path == Array(repeating: "geometries[0]", count: limit).joined(separator: "."))
            #expect(error.location.line == 1 && error.location.column == 1 + Self.opening.count * limit)
        }
    }

    @Test("JSON nested 100,000 deep as map data is a JSON error, not a crash")
    func jsonDepth() {
        #expect(throws: MapDataError.self) { try MapDataLoader.parse(Self.nested(50_000), fileName: "deep.geojson") }
    }
}
