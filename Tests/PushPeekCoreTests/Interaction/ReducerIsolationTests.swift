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

/// The update never calls the view: no reducer names a type that draws or lays the screen out, so
/// scrolling works from the metrics of the frame drawn (`Event.frameDrawn`) and a click from the
/// frame's hit map.
@Suite("Reducers never lay the screen out")
struct ReducerIsolationTests {
    typealias Scanner = LayoutReferenceScanner

    /// The library targets' sources, keyed by their path inside their target.
    static func core() throws -> [String: String] {
        let targets = ["PushPeekJSON", "PushPeekModel", "PushPeekCanvas", "PushPeekMaps", "PushPeekApp", "PushPeekSend",
                       "PushPeekPresentation", "PushPeekLint", "PushPeekInteraction", "PushPeekSession"]
        var files: [String: String] = [:]
        for target in targets {
            let folder = Fixtures.packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
            files.merge(try Scanner.sources(under: folder)) { first, _ in first }
        }
        return files
    }

    /// Every `…Reducer` and the player's update (its drawing is in `ActivityPlayer+Screen.swift`).
    static func reducerFiles(_ files: [String: String]) -> [String] {
        files.keys.filter { $0.hasSuffix("Reducer.swift") || $0.hasSuffix("/ActivityPlayer.swift") }.sorted()
    }

    @Test func noReducerNamesADrawingType() throws {
        let files = try Self.core()
        let drawing = Scanner.drawingTypes(in: files)
        let reducers = Self.reducerFiles(files)
        #expect(reducers.count >= 12, "reducers found: \(reducers)")
        #expect(reducers.contains("Interaction/ViewportReducer.swift") && reducers.contains("LockScreen/LockScreenReducer.swift"))
        let findings = reducers.flatMap { Scanner.scan(files[$0] ?? "", file: $0, drawingTypes: drawing) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test func theDrawingTypesAreFoundNotListed() throws {
        let drawing = Scanner.drawingTypes(in: try Self.core())
        for type in ["PreviewScreen", "CardRenderer", "ClassicCardRenderer", "ModernCardRenderer", "KeyHelpView", "LockScreenScreen",
                     "LockScreenRenderer", "ActivityScreen", "ActivityPlayer", "PreviewModel"] {
            #expect(drawing.contains(type), "\(type) draws but was not found")
        }
        for type in ["PreviewState", "ViewportReducer", "ViewportMetrics", "CardViewport", "Size", "LogPlacement"] {
            #expect(!drawing.contains(type), "\(type) does not draw")
        }
    }

    @Test func aPlantedLayoutCallIsFoundWithItsLine() {
        let planted = """
            /// Scrolls with `PreviewScreen` in a comment, which is fine.
            enum PlantedReducer {
                static func scroll(_ state: inout PreviewState) {
                    let card = PreviewScreen.layout(state, size: Size(width: 80, height: 24)).1
                    state.scrollOffset = card.layout.height
                }
            }
            """
        let findings = Scanner.scan(planted, file: "Interaction/PlantedReducer.swift", drawingTypes: ["PreviewScreen", "CardLayout"])
        #expect(findings == [Scanner.Finding(file: "Interaction/PlantedReducer.swift", line: 4, problem: Scanner.problem(naming: "PreviewScreen"))])
        let nested = "    public var moment: ActivityScreen.Moment\n    let rows = ActivityScreen.render(timeline).grid.height"
        #expect(Scanner.scan(nested, file: "Activity/ActivityPlayer.swift", drawingTypes: ["ActivityScreen"]).map(\.line) == [2])
        #expect(Scanner.draws("    static func frame(_ state: PreviewState, size: Size) -> ScreenFrame {"))
        #expect(Scanner.draws("    static func draw(into grid: inout CellGrid, area: Rect) {"))
        #expect(!Scanner.draws("    static func revealFocus(_ state: inout PreviewState) {"))
        #expect(Scanner.primaryType(ofFile: "ActivityPlayer+Screen.swift") == "ActivityPlayer")
    }
}
