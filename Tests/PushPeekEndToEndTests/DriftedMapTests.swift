import Foundation
import Testing

/// Map elements that `lint` used to pass and `render` refused: both now refuse them, with the same
/// message at the same position, because both read the map through one decoder.
@Suite("Drifted map app files")
struct DriftedMapTests {
    static func app(_ map: String) -> String {
        """
        {"categories":[{"identifier":"ShowMap"}],
         "extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},
           "view":[{"map":{\(map)}}]}]}
        """
    }

    static let cases: [(map: String, position: String, message: String)] = [
        (#""latitude": -33.86"#, "3:32", "extensions[0].view[0].map.latitude: expected a key path string, found a number"),
        (#""style": "fancy""#, "3:29", #"extensions[0].view[0].map.style: unknown style "fancy" (expected one of "ascii", "braille", "blocks")"#),
        (#""zoom": 3"#, "3:20", #"extensions[0].view[0].map.zoom: unknown key "zoom" (a map has latitude, longitude, radius, style, showsScale, showsCoordinates, pin, showsCompass, grid, annotations, id, align, margin, width, height)"#),
    ]

    @Test(arguments: cases.indices)
    func lintRefusesWhatRenderRefuses(index: Int) throws {
        let testCase = Self.cases[index]
        try LintCommandTests.folder(["payload.json": LintCommandTests.clean, "app.json": Self.app(testCase.map)]) { folder in
            let render = try PushPeekRunner.run(["render", "payload.json", "--app", "app.json"], in: folder)
            #expect(render.status == 65)
            #expect(render.stderrText == "pushpeek: error: app.json:\(testCase.position): \(testCase.message)\n")
            let lint = try PushPeekRunner.run(["lint", "payload.json", "--app", "app.json"], in: folder)
            #expect(lint.status == 1)
            #expect(lint.stdoutText.hasPrefix("app.json:\(testCase.position): error: \(testCase.message) ["), "\(lint.stdoutText)")
            #expect(lint.stderrText.contains("1 error"), "\(lint.stderrText)")
        }
    }
}
