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

/// An app description's `mapData`: GeoJSON files beside it, drawn on every map like `--map-data`.
@Suite("app mapData")
struct AppMapDataTests {
    static let geoJSON = #"{"type": "FeatureCollection", "features": [{"type": "Feature", "properties": {"name": "A street"}, "geometry": {"type": "LineString", "coordinates": [[151.2, -33.86], [151.21, -33.85]]}}]}"#

    static func reader(_ files: [String: String]) -> AppDescriptionDecoder.FileReader {
        { path throws(InputError) in
            guard let text = files[path] else { throw InputError(.missingInput, file: path, message: "no such file") }
            return Array(text.utf8)
        }
    }

    @Test func featuresAreReadBesideTheAppFile() throws {
        let app = try AppDescriptionDecoder.decode(Array(#"{"mapData": ["area.geojson"]}"#.utf8), file: "apps/app.json",
                                                   readFile: Self.reader(["apps/area.geojson": Self.geoJSON]))
        #expect(app.mapFeatures.map(\.name) == ["A street"])
    }

    @Test func theDemoDrawsTheSpyAgencyMapData() throws {
        let template = try SessionTemplate(.demo)
        #expect(template.mapOverlays.contains { $0.name == "Bradfield Highway" && $0.kind == .road(.highway) })
        #expect(template.mapOverlays == template.app.mapFeatures)
        let state = try SessionLoader.load(.demo, options: CardOptions(), stage: .expanded)
        #expect(state.mapOverlays.count == template.mapOverlays.count)
    }

    @Test func problemsNameTheAppFileAndTheKey() {
        let cases: [(String, [String: String], String)] = [
            (#"{"mapData": ["../outside.geojson"]}"#, [:], "lies outside the app description's folder"),
            (#"{"mapData": ["missing.geojson"]}"#, [:], "no such file"),
            (#"{"mapData": ["bad.geojson"]}"#, ["bad.geojson": #"{"type": "Nope"}"#], "bad.geojson:1:"),
            (#"{"mapData": "area.geojson"}"#, [:], "mapData"),
        ]
        for (text, files, message) in cases {
            do {
                _ = try AppDescriptionDecoder.decode(Array(text.utf8), file: "app.json", readFile: Self.reader(files))
                Issue.record("\(text) decoded")
            } catch {
                #expect(error.description.hasPrefix("app.json:1:"), "\(error.description)")
                #expect(error.description.contains(message), "\(error.description)")
            }
        }
    }

    @Test func lintKnowsTheKeyAndReportsABadFile() throws {
        let clean = LintTestSupport.cleanApp.replacingOccurrences(of: #""extensions""#, with: #""mapData": ["area.geojson"], "extensions""#)
        let (_, ok) = try LintTestSupport.app(clean, plists: ["area.geojson": Self.geoJSON])
        #expect(ok.filter { $0.severity == .error || $0.severity == .warning }.isEmpty, "\(ok)")
        let (_, missing) = try LintTestSupport.app(clean)
        #expect(missing.contains { $0.rule == .appInvalid && $0.message.contains("area.geojson") && $0.message.contains("no such file") }, "\(missing)")
        let typo = LintTestSupport.cleanApp.replacingOccurrences(of: #""extensions""#, with: #""mapDta": [], "extensions""#)
        let (_, typoed) = try LintTestSupport.app(typo)
        #expect(typoed.contains { $0.message.contains("did you mean \"mapData\"") }, "\(typoed)")
    }
}
