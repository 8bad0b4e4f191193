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

@Suite("setRegion fitting")
struct RegionFittingTests {
    static let metersPerDegree = CoordinateRegion.metersPerDegree

    func region(_ latitude: Double, _ longitude: Double, meters: Double) -> CoordinateRegion {
        CoordinateRegion(center: Coordinate(latitude: latitude, longitude: longitude), latitudinalMeters: meters, longitudinalMeters: meters)
    }

    @Test func pointTwoHundredFiftyMetresNorthIsOnTheTopEdgeOfAFiveHundredMetreRegion() throws {
        // 80×20 cells at aspect 0.5 are physically 80×40: wider than tall, so the height binds.
        let viewport = try #require(MapViewport(fitting: region(0, 0, meters: 500), columns: 80, rows: 20))
        let north = viewport.position(of: Coordinate(latitude: 250 / Self.metersPerDegree, longitude: 0))
        let south = viewport.position(of: Coordinate(latitude: -250 / Self.metersPerDegree, longitude: 0))
        let center = viewport.position(of: Coordinate(latitude: 0, longitude: 0))
        #expect(abs(north.y) < 1e-6)
        #expect(abs(south.y - 20) < 1e-6)
        #expect(abs(center.x - 40) < 1e-9 && abs(center.y - 10) < 1e-9)
        #expect(viewport.cell(atX: center.x, y: center.y) == Point(x: 40, y: 10))
    }

    @Test func wideViewsGrowTheLongitudeSpan() throws {
        let requested = region(0, 0, meters: 500)
        let viewport = try #require(MapViewport(fitting: requested, columns: 80, rows: 20))
        let visible = viewport.visibleRegion
        #expect(abs(visible.span.latitudeDelta - requested.span.latitudeDelta) < 1e-9)
        #expect(abs(visible.span.longitudeDelta - 2 * requested.span.longitudeDelta) < 1e-9)
        // The requested east and west edges stay inside.
        let east = viewport.position(of: Coordinate(latitude: 0, longitude: requested.span.longitudeDelta / 2))
        #expect(east.x > 40 && east.x < 80)
        #expect(abs(east.x - 60) < 1e-6)
    }

    @Test func tallViewsGrowTheLatitudeSpan() throws {
        // 20×40 cells are physically 20×80: four times as tall as wide; the width binds.
        let requested = region(0, 0, meters: 500)
        let viewport = try #require(MapViewport(fitting: requested, columns: 20, rows: 40))
        let visible = viewport.visibleRegion
        #expect(abs(visible.span.longitudeDelta - requested.span.longitudeDelta) < 1e-9)
        #expect(abs(visible.span.latitudeDelta / requested.span.latitudeDelta - 4) < 1e-6)
        let east = viewport.position(of: Coordinate(latitude: 0, longitude: requested.span.longitudeDelta / 2))
        #expect(abs(east.x - 20) < 1e-6)
    }

    @Test(arguments: [(80, 40), (44, 22), (30, 15), (10, 40), (120, 10), (1, 1)])
    func theRequestedRegionIsNeverCropped(columns: Int, rows: Int) throws {
        for (latitude, longitude, meters) in [(-33.86, 151.2, 500.0), (50.0, 10.0, 3_000_000.0), (70.0, -40.0, 800_000.0), (0.0, 179.9, 2_000_000.0)] {
            let requested = region(latitude, longitude, meters: meters)
            let viewport = try #require(MapViewport(fitting: requested, columns: columns, rows: rows))
            let half = requested.span
            let corners = [
                Coordinate(latitude: latitude + half.latitudeDelta / 2, longitude: longitude - half.longitudeDelta / 2),
                Coordinate(latitude: latitude - half.latitudeDelta / 2, longitude: longitude + half.longitudeDelta / 2),
            ]
            for corner in corners {
                let position = viewport.position(of: corner)
                #expect(position.x >= -1e-6 && position.x <= Double(columns) + 1e-6, "\(corner) x \(position.x)")
                #expect(position.y >= -1e-6 && position.y <= Double(rows) + 1e-6, "\(corner) y \(position.y)")
            }
        }
    }

    @Test func cellAspectKeepsMetresSquare() throws {
        // With square cells (aspect 1) a 44×22 view is twice as wide as tall.
        let requested = region(0, 0, meters: 1000)
        let square = try #require(MapViewport(fitting: requested, columns: 44, rows: 22, cellAspect: 1))
        #expect(abs(square.visibleRegion.span.longitudeDelta / square.visibleRegion.span.latitudeDelta - 2) < 1e-6)
        let terminal = try #require(MapViewport(fitting: requested, columns: 44, rows: 22, cellAspect: 0.5))
        #expect(abs(terminal.visibleRegion.span.longitudeDelta / terminal.visibleRegion.span.latitudeDelta - 1) < 1e-6)
        // A nonsense aspect falls back to the default.
        let fallback = try #require(MapViewport(fitting: requested, columns: 44, rows: 22, cellAspect: .nan))
        #expect(fallback.cellAspect == MapViewport.defaultCellAspect)
    }

    @Test func regionsAcrossTheAntimeridianShowBothSides() throws {
        let viewport = try #require(MapViewport(fitting: region(-17, 179.9, meters: 2_000_000), columns: 60, rows: 30))
        let west = viewport.position(of: Coordinate(latitude: -17, longitude: 178))
        let east = viewport.position(of: Coordinate(latitude: -17, longitude: -178))
        #expect(west.x < 30 && west.x > 0)
        #expect(east.x > 30 && east.x < 60)
        #expect(abs((east.x - west.x) - 4 / 360 / viewport.unitsPerColumn) < 1e-6)
        let visible = viewport.visibleRegion
        #expect(abs(visible.center.longitude - 179.9) < 1e-9)
        #expect(visible.span.longitudeDelta < 30)
        // The 180° meridian is drawn inside the view.
        let graticule = Graticule(viewport: viewport)
        let antimeridian = viewport.position(of: Coordinate(latitude: 0, longitude: 180)).x
        #expect(graticule.columns.contains(Int(antimeridian)))
    }

    @Test func polarRegionsSlideInsideTheProjectedWorld() throws {
        let requested = region(84, 0, meters: 1_000_000)
        let viewport = try #require(MapViewport(fitting: requested, columns: 44, rows: 22))
        #expect(viewport.top == 0)
        let pin = viewport.position(of: requested.center)
        #expect(pin.y > 0 && pin.y < 11)
        #expect(viewport.visibleRegion.center.latitude < 84)
        #expect(abs(viewport.visibleRegion.center.longitude) < 1e-9)
        // The north edge of the view is the edge of the Mercator world.
        #expect(abs((viewport.coordinate(atX: 22, y: 0)?.latitude ?? 0) - WebMercator.maximumLatitude) < 1e-9)
    }

    @Test func thePoleItselfStillRenders() throws {
        let requested = region(90, 0, meters: 100_000)
        let viewport = try #require(MapViewport(fitting: requested, columns: 44, rows: 22))
        let pin = viewport.position(of: requested.center)
        #expect(viewport.cell(atX: pin.x, y: pin.y)?.x == 22)
        #expect(viewport.visibleRegion.span.latitudeDelta.isFinite)
        #expect(viewport.visibleRegion.span.longitudeDelta <= 360)
    }

    @Test func worldSizedRegionsAreCentredOnTheWorld() throws {
        let viewport = try #require(MapViewport(fitting: region(0, 0, meters: 20_000_000), columns: 80, rows: 40))
        let visible = viewport.visibleRegion
        #expect(visible.span.longitudeDelta == 360)
        #expect(abs(visible.span.latitudeDelta - 2 * WebMercator.maximumLatitude) < 1e-6 || visible.span.latitudeDelta < 2 * WebMercator.maximumLatitude)
        #expect(abs(visible.center.latitude) < 1e-9)
    }

    @Test func emptyViewsAndNonFiniteRegionsHaveNoViewport() {
        #expect(MapViewport(fitting: region(0, 0, meters: 500), columns: 0, rows: 10) == nil)
        #expect(MapViewport(fitting: region(0, 0, meters: 500), columns: 10, rows: 0) == nil)
        #expect(MapViewport(fitting: region(0, 0, meters: 500), columns: -3, rows: -3) == nil)
        let bad = CoordinateRegion(center: Coordinate(latitude: .nan, longitude: 0), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        #expect(MapViewport(fitting: bad, columns: 10, rows: 10) == nil)
    }

    @Test func metersPerColumnAtTheCentre() throws {
        let viewport = try #require(MapViewport(fitting: region(60, 0, meters: 44_000), columns: 44, rows: 22))
        #expect(abs(viewport.metersPerColumn - 1000) < 10)
    }
}
