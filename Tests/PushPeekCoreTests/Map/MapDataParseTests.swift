import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekMaps
@testable import PushPeekApp

/// GeoJSON parsed on a thread of its own (`MapDataParse`) while the app description is decoded: the
/// same features and the same errors, in the same order, as when it was parsed where it was read.
@Suite("GeoJSON parsed beside the app description")
struct MapDataParseTests {
    static let broken = #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [10]}}]}"#

    static func outcome(_ parse: MapDataParse) -> Result<[MapFeature], MapDataError> {
        do throws(MapDataError) {
            return .success(try parse.features())
        } catch {
            return .failure(error)
        }
    }

    static func inPlace(_ text: String) -> Result<[MapFeature], MapDataError> {
        do throws(MapDataError) {
            return .success(try MapDataLoader.parse(text, fileName: "area.geojson"))
        } catch {
            return .failure(error)
        }
    }

    @Test func aThreadGivesWhatTheParserGives() throws {
        for text in [AppMapDataTests.geoJSON, Self.broken, "{", "[]"] {
            let background = MapDataParse(Array(text.utf8), fileName: "area.geojson")
            let here = MapDataParse(Array(text.utf8), fileName: "area.geojson", onThread: false)
            #expect(Self.outcome(background) == Self.inPlace(text), "\(text)")
            #expect(Self.outcome(here) == Self.inPlace(text), "\(text)")
            // Asked again, the same answer without parsing again.
            #expect(Self.outcome(background) == Self.inPlace(text), "\(text)")
        }
    }

    @Test func anAbandonedParseEndsOnItsOwn() {
        for _ in 0..<20 {
            _ = MapDataParse(Array(AppMapDataTests.geoJSON.utf8), fileName: "area.geojson")
        }
    }

    @Test func errorsBeforeTheMapDataStillComeFirst() {
        let files = ["area.geojson": Self.broken]
        let text = #"{"categories": [{"identifier": 3}], "mapData": ["area.geojson"]}"#
        do {
            _ = try AppDescriptionDecoder.decode(Array(text.utf8), file: "app.json", readFile: AppMapDataTests.reader(files))
            Issue.record("decoded")
        } catch {
            #expect(error.description.contains("identifier"), "\(error.description)")
            #expect(!error.description.contains("area.geojson"), "\(error.description)")
        }
    }

    @Test func aBrokenFileAfterAGoodOneIsTheErrorAndTheFirstIsParsedOnce() {
        let files = ["a.geojson": AppMapDataTests.geoJSON, "b.geojson": Self.broken]
        let text = #"{"mapData": ["tiles.pmtiles", "a.geojson", "b.geojson"]}"#
        do {
            _ = try AppDescriptionDecoder.decode(Array(text.utf8), file: "app.json", readFile: AppMapDataTests.reader(files))
            Issue.record("decoded")
        } catch {
            #expect(error.description.contains("mapData[2]"), "\(error.description)")
            #expect(error.description.contains("b.geojson"), "\(error.description)")
        }
        let good = #"{"mapData": ["a.geojson", "tiles.pmtiles", "a.geojson"]}"#
        let app = try? AppDescriptionDecoder.decode(Array(good.utf8), file: "app.json", readFile: AppMapDataTests.reader(files))
        #expect(app?.mapFeatures.map(\.name) == ["A street", "A street"])
        #expect(app?.mapArchives.map(\.file) == ["tiles.pmtiles"])
    }
}
