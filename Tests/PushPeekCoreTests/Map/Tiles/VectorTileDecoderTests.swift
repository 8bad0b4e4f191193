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

/// The MVT decoder against tiles written by the Python encoder (`mapbox-vector-tile`): every
/// geometry type, every command, every value type, both schemas; and geometry commands by hand.
@Suite("Vector tile decoder")
struct VectorTileDecoderTests {
    @Test func polygonsWithHolesAndMultiPolygons() throws {
        let water = try #require(try TileFixtures.protomaps().layer("water"))
        #expect(water.extent == 4096)
        #expect(water.features.map(\.type) == [.polygon, .polygon])
        let square = water.features[0]
        #expect(square.id == 1)
        #expect(square.string("kind") == "water")
        // MoveTo, LineTo ×3, ClosePath for the exterior; the same for the hole, wound the other way.
        #expect(square.parts == [
            [Point(x: 100, y: 100), Point(x: 500, y: 100), Point(x: 500, y: 500), Point(x: 100, y: 500)],
            [Point(x: 200, y: 200), Point(x: 200, y: 300), Point(x: 300, y: 300), Point(x: 300, y: 200)],
        ])
        #expect(VectorTileFeature.signedArea(square.parts[0]) > 0)
        #expect(VectorTileFeature.signedArea(square.parts[1]) < 0)
        let multi = water.features[1]
        #expect(multi.parts == [
            [Point(x: 600, y: 600), Point(x: 700, y: 600), Point(x: 700, y: 700)],
            [Point(x: 800, y: 800), Point(x: 900, y: 800), Point(x: 900, y: 900)],
        ])
        #expect(multi.parts.allSatisfy { VectorTileFeature.signedArea($0) > 0 })
    }

    @Test func linesAndMultiLines() throws {
        let roads = try #require(try TileFixtures.protomaps().layer("roads"))
        #expect(roads.features.map(\.type) == [.lineString, .lineString])
        #expect(roads.features[0].parts == [[Point(x: 0, y: 2048), Point(x: 1024, y: 2048), Point(x: 1024, y: 3072)]])
        #expect(roads.features[1].parts == [[Point(x: 10, y: 10), Point(x: 20, y: 20)], [Point(x: 30, y: 30), Point(x: 40, y: 40)]])
    }

    @Test func pointsAndMultiPoints() throws {
        let places = try #require(try TileFixtures.protomaps().layer("places"))
        #expect(places.features.map(\.type) == [.point, .point])
        #expect(places.features[0].parts == [[Point(x: 2048, y: 1024)]])
        // One MoveTo with count 2 is two points.
        #expect(places.features[1].parts == [[Point(x: 10, y: 4000)], [Point(x: 20, y: 4010)]])
        #expect(places.features[1].string("name") == "Kluuvi")
    }

    @Test func everyValueType() throws {
        let road = try #require(try TileFixtures.protomaps().layer("roads")?.features.first)
        #expect(road.properties["name"] == .string("Mannerheimintie"))
        #expect(road.properties["min_zoom"] == .double(7.5))
        #expect(road.properties["oneway"] == .bool(true))
        #expect(road.number("lanes") == -2)
        #expect(road.number("ref") == 12_345_678_901)
    }

    @Test func bothSchemasClassify() throws {
        let id = TileFixtures.stationTile
        let protomaps = TileSchema.shapes(of: try TileFixtures.protomaps(), at: id)
        #expect(protomaps.map(\.kind) == [.water, .water, .road(.major), .road(.path), .place, .place])
        #expect(protomaps[2].name == "Mannerheimintie")
        #expect(protomaps[4].rank > protomaps[5].rank)  // the city over the neighbourhood

        let openMapTiles = TileSchema.shapes(of: try TileFixtures.openMapTiles(), at: id)
        #expect(openMapTiles.map(\.kind) == [.water, .park, .road(.highway), .rail, .roadName(.highway), .building, .place])
        #expect(openMapTiles.first { $0.kind == .roadName(.highway) }?.name == "Kehä I")
    }

    @Test func shapesAreInWorldUnits() throws {
        let id = TileFixtures.stationTile
        let place = try #require(TileSchema.shapes(of: try TileFixtures.protomaps(), at: id).first { $0.kind == .place })
        let n = Double(id.tilesPerSide)
        #expect(place.parts == [[SIMD2((Double(id.x) + 0.5) / n, (Double(id.y) + 0.25) / n)]])
    }

    // MARK: Geometry commands by hand

    static func command(_ id: UInt32, _ count: UInt32) -> UInt32 { id | count << 3 }
    static func zigzag(_ value: Int) -> UInt32 { UInt32(bitPattern: Int32((value << 1) ^ (value >> 31))) }

    @Test func eachCommand() throws {
        // MoveTo(3, 6), LineTo(+5, +0, +0, +5), ClosePath: the specification's own example shape.
        let integers = [Self.command(1, 1), Self.zigzag(3), Self.zigzag(6),
                        Self.command(2, 2), Self.zigzag(5), Self.zigzag(0), Self.zigzag(0), Self.zigzag(5),
                        Self.command(7, 1)]
        let parts = try GeometryCommands.decode(integers, type: .polygon, layer: "test")
        #expect(parts == [[Point(x: 3, y: 6), Point(x: 8, y: 6), Point(x: 8, y: 11)]])
        // The cursor carries over between parts: a second MoveTo is relative to the last position.
        let line = try GeometryCommands.decode(integers.dropLast() + [Self.command(1, 1), Self.zigzag(-8), Self.zigzag(-11),
                                                                      Self.command(2, 1), Self.zigzag(1), Self.zigzag(1)],
                                               type: .lineString, layer: "test")
        #expect(line == [[Point(x: 3, y: 6), Point(x: 8, y: 6), Point(x: 8, y: 11)], [Point(x: 0, y: 0), Point(x: 1, y: 1)]])
    }

    @Test(arguments: [
        ([command(1, 1 << 28), 2, 2], "MoveTo with count 268435456 runs past the geometry's end"),
        ([command(2, 1), 2, 2], "LineTo before any MoveTo"),
        ([command(1, 1), 2, 2, command(7, 2)], "ClosePath with count 2"),
        ([command(7, 1)], "ClosePath before any MoveTo"),
        ([command(3, 1), 0, 0], "unknown command 3"),
        ([command(1, 0)], "count 0"),
        ([command(1, 1), zigzag(1 << 25), 0], "a coordinate beyond"),
    ] as [([UInt32], String)])
    func badCommandsAreRefused(integers: [UInt32], message: String) {
        #expect {
            try GeometryCommands.decode(integers, type: .lineString, layer: "roads")
        } throws: { error in
            (error as? ProtobufReader.Failure)?.message.contains(message) == true
        }
    }

    /// Work grows with the geometry, not with what a command claims: a line of n vertices takes
    /// 2n + 2 integers and yields n points, for n and 10 n alike.
    @Test func commandWorkIsLinear() throws {
        for n in [1_000, 10_000] {
            let integers = [Self.command(1, 1), 0, 0, Self.command(2, UInt32(n - 1))]
                + [UInt32](repeating: Self.zigzag(1), count: 2 * (n - 1))
            let parts = try GeometryCommands.decode(integers, type: .lineString, layer: "roads")
            #expect(integers.count == 2 * n + 2)
            #expect(parts.map(\.count) == [n])
        }
    }
}
