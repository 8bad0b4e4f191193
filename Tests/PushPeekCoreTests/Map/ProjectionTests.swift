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

@Suite("Web Mercator and MKCoordinateRegion")
struct ProjectionTests {
    @Test func mercatorKnownValues() {
        #expect(WebMercator.x(longitude: -180) == 0)
        #expect(WebMercator.x(longitude: 0) == 0.5)
        #expect(WebMercator.x(longitude: 180) == 1)
        #expect(WebMercator.y(latitude: 0) == 0.5)
        #expect(abs(WebMercator.y(latitude: WebMercator.maximumLatitude)) < 1e-9)
        #expect(abs(WebMercator.y(latitude: -WebMercator.maximumLatitude) - 1) < 1e-9)
        // Beyond ±85.0511° latitudes are clamped to the edge of the projected world.
        #expect(WebMercator.y(latitude: 89.9) == WebMercator.y(latitude: 90))
        #expect(WebMercator.y(latitude: 90) == 0)
        #expect(abs(WebMercator.y(latitude: -90) - 1) < 1e-12)
        // Mercator stretches north–south by sec(latitude): at 60° a small step is twice as tall.
        let step = 0.001
        let equator = WebMercator.y(latitude: 0) - WebMercator.y(latitude: step)
        let sixty = WebMercator.y(latitude: 60) - WebMercator.y(latitude: 60 + step)
        #expect(abs(sixty / equator - 2) < 1e-3)
    }

    @Test func mercatorRoundTrips() {
        for latitude in [-85.0, -33.859574, 0, 12.5, 51.5, 84.9] {
            #expect(abs(WebMercator.latitude(y: WebMercator.y(latitude: latitude)) - latitude) < 1e-9)
        }
        #expect(abs(WebMercator.maximumLatitude - WebMercator.latitude(y: 0)) < 1e-9)
    }

    @Test func metersPerDegreeIsTheWGS84Constant() {
        #expect(abs(CoordinateRegion.metersPerDegree - 111_319.490_793) < 1e-3)
        #expect(abs(CoordinateRegion.equatorLength - 40_075_016.686) < 1e-2)
    }

    @Test func regionMetersAreTheFullSpan() {
        let region = CoordinateRegion(center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: 500, longitudinalMeters: 500)
        #expect(abs(region.span.latitudeDelta - 500 / 111_319.490_793) < 1e-12)
        #expect(abs(region.span.longitudeDelta - region.span.latitudeDelta) < 1e-12)
    }

    @Test func aDegreeOfLongitudeAtSixtyIsHalfThatAtTheEquator() {
        let equator = CoordinateRegion(center: Coordinate(latitude: 0, longitude: 10), latitudinalMeters: 1000, longitudinalMeters: 1000)
        let sixty = CoordinateRegion(center: Coordinate(latitude: 60, longitude: 10), latitudinalMeters: 1000, longitudinalMeters: 1000)
        // The same metres need twice the degrees where a degree is half as long.
        #expect(abs(sixty.span.longitudeDelta / equator.span.longitudeDelta - 2) < 1e-9)
        #expect(sixty.span.latitudeDelta == equator.span.latitudeDelta)
    }

    @Test func spansAreCappedNearThePoles() {
        let pole = CoordinateRegion(center: Coordinate(latitude: 90, longitude: 0), latitudinalMeters: 500_000, longitudinalMeters: 500_000)
        #expect(pole.span.longitudeDelta == 360)
        let huge = CoordinateRegion(center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: 50_000_000, longitudinalMeters: 50_000_000)
        #expect(huge.span.latitudeDelta == 180)
        #expect(huge.span.longitudeDelta == 360)
    }

    @Test func longitudesNormalize() {
        #expect(Coordinate.normalize(longitude: 180) == -180)
        #expect(Coordinate.normalize(longitude: 190) == -170)
        #expect(Coordinate.normalize(longitude: -190) == 170)
        #expect(Coordinate.normalize(longitude: 540) == -180)
        #expect(Coordinate.normalize(longitude: 151.2) == 151.2)
        #expect(Coordinate(latitude: 91, longitude: 0).isValid == false)
        #expect(Coordinate(latitude: .nan, longitude: 0).isValid == false)
        #expect(Coordinate(latitude: -90, longitude: 180).isValid)
    }

    @Test func coordinatesFormatWithHemispheres() {
        #expect(CoordinateFormat.string(Coordinate(latitude: -33.859574, longitude: 151.204576)) == "33.8596°S 151.2046°E")
        #expect(CoordinateFormat.string(Coordinate(latitude: 51.5, longitude: -0.12)) == "51.5000°N 0.1200°W")
    }
}
