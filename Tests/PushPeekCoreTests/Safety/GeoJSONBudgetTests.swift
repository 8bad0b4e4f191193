import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps

/// `--map-data` GeoJSON keeps what a map can draw: a line's positions that fall in the same cell
/// as the one before are dropped as it is read, and reading stops at a budget of features and
/// positions, with a note the map shows.
@Suite("GeoJSON budgets")
struct GeoJSONBudgetTests {
    static func line(_ count: Int, step: Double) -> [UInt8] {
        var text = #"{"type":"LineString","coordinates":["#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += "[\(24.9 + Double(index) * step),\(60.17 + Double(index % 7) * step)]"
        }
        return Array((text + "]}").utf8)
    }

    static func positions(_ features: [MapFeature]) -> Int {
        features.reduce(0) { sum, feature in
            switch feature.geometry {
            case .point: return sum + 1
            case .lineString(let points): return sum + points.count
            case .polygon(let rings): return sum + rings.reduce(0) { $0 + $1.count }
            }
        }
    }

    @Test func aLongLineStopsAtThePositionBudget() throws {
        let read = try MapDataLoader.read(Self.line(300_000, step: 1e-5), fileName: "line.geojson")
        #expect(Self.positions(read.features) == MapDataLoader.maximumPositions)
        #expect(read.note == "line.geojson: the budget of \(MapDataLoader.maximumPositions) positions per file is spent; the rest is not drawn")
    }

    /// 30,000 features of five positions: the document is cut inside the one that passes the budget,
    /// before it is parsed, and the features before it are drawn.
    @Test func aCollectionIsCutBeforeItIsParsed() throws {
        let feature = #"{"type":"Feature","properties":{"name":"n"},"geometry":{"type":"LineString","coordinates":[[1,1],[1,2],[2,2],[2,3],[3,3]]}}"#
        let text = #"{"type":"FeatureCollection","features":["# + Array(repeating: feature, count: 30_000).joined(separator: ",") + "]}"
        let read = try MapDataLoader.read(Array(text.utf8), fileName: "lines.geojson")
        #expect(read.features.count == MapDataLoader.maximumPositions / 5)
        #expect(Self.positions(read.features) == MapDataLoader.maximumPositions)
        #expect(read.note?.hasPrefix("lines.geojson: ") == true && read.note?.contains("positions per file is spent") == true, "\(read.note ?? "")")
        let prefix = try #require(GeoJSONPrefix.cut(Array(text.utf8), afterPositions: MapDataLoader.maximumPositions))
        #expect(prefix.bytes.count < text.utf8.count * 3 / 4)
    }

    /// A mistake before the cut is still an error.
    @Test func aMistakeBeforeTheCutIsStillAnError() throws {
        let bad = #"{"type":"Feature","geometry":{"type":"Nope","coordinates":[0,0]}}"#
        let feature = #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[1,1],[1,2],[2,2],[2,3],[3,3]]}}"#
        let text = #"{"type":"FeatureCollection","features":["# + ([bad] + Array(repeating: feature, count: 30_000)).joined(separator: ",") + "]}"
        #expect(throws: MapDataError.self) { try MapDataLoader.read(Array(text.utf8), fileName: "bad.geojson") }
    }

    @Test func positionsInOneCellAreOne() throws {
        // 100,000 positions a thousandth of a cell apart: about a hundred cells.
        let read = try MapDataLoader.read(Self.line(100_000, step: MapDataLoader.positionCell / 1_000), fileName: "dense.geojson")
        #expect(read.note == nil)
        #expect(Self.positions(read.features) < 150, "\(Self.positions(read.features))")
        #expect(Self.positions(read.features) >= 2)
    }

    @Test func manyPointsStopAtTheFeatureBudget() throws {
        let points = (0..<60_000).map { "[\(Double($0) * 1e-4),0]" }.joined(separator: ",")
        let read = try MapDataLoader.read(Array(#"{"type":"MultiPoint","coordinates":[\#(points)]}"#.utf8), fileName: "points.geojson")
        #expect(read.features.count == MapDataLoader.maximumFeatures)
        #expect(read.note?.contains("drawn up to coordinates[\(MapDataLoader.maximumFeatures)]: the budget of \(MapDataLoader.maximumFeatures) features") == true,
                "\(read.note ?? "no note")")
    }

    @Test func theMapShowsTheNote() throws {
        let payload = try JSONParser.parse(#"{"lat": 60.17, "lon": 24.94, "radius": 500}"#)
        let element = MapElement(latitude: "lat", longitude: "lon", radius: "radius")
        let plain = MapRenderer.render(element: element, payload: payload, size: Size(width: 40, height: 10))
        #expect(plain.note == nil)
        let cut = MapRenderer.render(element: element, payload: payload, size: Size(width: 40, height: 10),
                                     overlayNote: "line.geojson: drawn up to coordinates")
        #expect(cut.note == "map data: line.geojson: drawn up to coordinates")
        #expect(cut.grid.lines().first?.hasPrefix("map data cut short: line.geojson") == true)
    }
}
