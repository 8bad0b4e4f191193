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

@Suite("Embedded land outline")
struct LandOutlineTests {
    @Test func decodesTheNaturalEarthRings() {
        let land = LandOutline.naturalEarth
        #expect(land.rings.count == 288)
        let vertices = land.rings.reduce(0) { $0 + $1.count }
        #expect(vertices > 10_000 && vertices < 11_000)
        #expect(land.rings.allSatisfy { ring in ring.allSatisfy(\.isValid) })
        #expect(land.resolution == 100_000)
    }

    @Test(arguments: [
        ("Madrid", 40.42, -3.70, true), ("Berlin", 52.52, 13.40, true), ("Sydney", -33.87, 151.0, true),
        ("Lesotho (a hole in South Africa, filled again)", -29.5, 28.2, true), ("Alice Springs", -23.7, 133.9, true),
        ("Chukotka east of 180°", 65.5, -175, true), ("Bay of Biscay", 45.5, -5, false), ("North Sea", 56, 3, false),
        ("Mid-Atlantic", 30, -40, false), ("Caspian Sea", 42, 50.5, false), ("Tasman Sea", -38, 160, false),
    ])
    func knownPlaces(name: String, latitude: Double, longitude: Double, isLand: Bool) {
        #expect(LandOutline.naturalEarth.contains(Coordinate(latitude: latitude, longitude: longitude)) == isLand, "\(name)")
    }

    @Test func corruptDataDecodesToNothing() {
        #expect(LandOutline.decodeRings([]) == nil)
        #expect(LandOutline.decodeRings([2, 10, 1]) == nil)
        #expect(LandOutline.decodeRings([1, 10, 1, 5, 0x80]) == nil)
        #expect(Base64.decode("QUJD") == [65, 66, 67])
        #expect(Base64.decode("QU\nJD\n") == [65, 66, 67])
        #expect(Base64.decode("Q!") == nil)
    }

    /// The outline is one base64 string literal, which compiles in well under a second; an array
    /// literal of this many numbers would take the type checker far longer.
    @Test func generatedSourceStaysSmallAndLiteral() throws {
        let source = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/PushPeekMaps/Map/LandOutlineData.swift")
        let data = try #require(FileManager.default.contents(atPath: source.path))
        #expect(data.count < 48_000)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("Made with Natural Earth"))
        #expect(!text.contains("["))
    }

    @Test func cityScaleRegionsDrawNoLand() throws {
        // 50 km is below the outline's resolution; 200 km is not.
        for (meters, showsLand) in [(50_000.0, false), (200_000.0, true)] {
            let region = CoordinateRegion(center: Coordinate(latitude: 51.5, longitude: -0.12), latitudinalMeters: meters, longitudinalMeters: meters)
            let rendering = MapRenderer.render(region: region, size: Size(width: 44, height: 22))
            #expect(rendering.info?.showsLand == showsLand)
            let text = rendering.grid.lines().joined()
            #expect(text.contains(":") == showsLand)
        }
    }
}
