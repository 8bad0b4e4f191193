import Testing
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekPresentation
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The banner's work ahead: the expanded card's map, drawn on another thread while the banner waits
/// for Enter, is the map Enter shows, and the frame after Enter neither decodes a tile nor draws a
/// map again (counted), whether the drawing ahead has finished or is still under way.
@Suite("Work ahead of the next frame")
struct WorkAheadTests {
    static let size = Size(width: 100, height: 40)

    /// The Helsinki courier's banner as the preview opens it (the first frame drawn).
    static func banner() throws -> PreviewModel {
        let sources = SessionSources(payloadPath: Fixtures.example("helsinki-courier/payload.json"),
                                     appPath: Fixtures.example("helsinki-courier/app.json"))
        let state = try SessionLoader.load(sources, options: CardOptions(), stage: .banner, mapSupport: TileFixtures.support)
        var model = PreviewModel(state: state)
        FrameCycle.apply(.resize(size), to: &model, size: size)
        return model
    }

    /// The frame Enter shows on the banner, drawn without any work ahead.
    static func expandedWithoutWorkAhead() throws -> CellGrid {
        var model = try banner()
        return try #require(FrameCycle.apply(.key(.enter), to: &model, size: size).frame).grid
    }

    @Test("the map drawn ahead is the one Enter shows, and Enter decodes and draws nothing more")
    func enterFindsTheMapDrawn() throws {
        let expected = try Self.expandedWithoutWorkAhead()
        var model = try Self.banner()
        let tiles = try #require(model.state.mapTiles)
        let work = try #require(model.workAhead(size: Self.size))
        #expect(tiles.counts.decodedTiles == 0 && tiles.counts.renderedMaps == 0, "\(tiles.counts)")
        work()
        let ahead = tiles.counts
        #expect(ahead.decodedTiles > 0 && ahead.renderedMaps == 1, "\(ahead)")
        let frame = try #require(FrameCycle.apply(.key(.enter), to: &model, size: Self.size).frame)
        #expect(tiles.counts == ahead, "after Enter: \(tiles.counts), drawn ahead: \(ahead)")
        #expect(frame.grid == expected)
    }

    @Test("Enter while the map is still being drawn ahead waits for it instead of drawing it too")
    func enterWaitsForTheDrawingUnderWay() throws {
        let expected = try Self.expandedWithoutWorkAhead()
        var model = try Self.banner()
        let tiles = try #require(model.state.mapTiles)
        let work = try #require(model.workAhead(size: Self.size))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            work()
            done.signal()
        }
        // Enter comes once the drawing ahead is under way (or, on a slow start, already done).
        while tiles.renderingsInProgress == 0 && tiles.counts.renderedMaps == 0 { sched_yield() }
        let frame = try #require(FrameCycle.apply(.key(.enter), to: &model, size: Self.size).frame)
        done.wait()
        #expect(tiles.counts.renderedMaps == 1, "\(tiles.counts)")
        #expect(frame.grid == expected)
    }

    @Test("nothing is done ahead without street tiles, nor once the card is expanded")
    func noWorkAheadWithoutTiles() throws {
        var demo = PreviewModel(state: try InteractionFixtures.example("spy-agency", payload: "payload.apns", app: "app.json", stage: .banner))
        FrameCycle.apply(.resize(Self.size), to: &demo, size: Self.size)
        #expect(demo.workAhead(size: Self.size) == nil, "the demo's map is its overlays alone")
        var courier = try Self.banner()
        FrameCycle.apply(.key(.enter), to: &courier, size: Self.size)
        #expect(courier.workAhead(size: Self.size) == nil)
    }
}
