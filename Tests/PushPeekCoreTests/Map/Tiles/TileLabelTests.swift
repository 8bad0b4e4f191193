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

/// Labels from tiles: most important first, each name once, never overlapping or touching another
/// label, the pin or the decorations.
@Suite("Map labels from tiles")
struct TileLabelTests {
    static let center = Coordinate(latitude: 60.17103, longitude: 24.94137)

    static func canvas() throws -> MapCanvas {
        let region = CoordinateRegion(center: center, latitudinalMeters: 500, longitudinalMeters: 500)
        let viewport = try #require(MapViewport(fitting: region, columns: 42, rows: 13))
        return MapCanvas(viewport: viewport, style: .ascii, showsLand: false)
    }

    /// The world position `columns` and `rows` cells away from the centre.
    static func place(_ name: String, rank: Int, columns: Double = 0, rows: Double = 0, in canvas: MapCanvas) -> MapShape {
        let viewport = canvas.viewport
        let x = viewport.centerX + columns * viewport.unitsPerColumn
        let y = viewport.top + (Double(viewport.rows) / 2 + rows) * viewport.unitsPerRow
        return MapShape(kind: .place, parts: [[SIMD2(x, y)]], name: name, rank: rank)
    }

    @Test func importantPlacesWinAndLabelsKeepApart() throws {
        var canvas = try Self.canvas()
        let shapes = [
            Self.place("Kluuvi", rank: 6, in: canvas),
            Self.place("Helsinki", rank: 11, in: canvas),
            Self.place("Kamppi", rank: 8, columns: 6, in: canvas),  // would touch Helsinki's last letter
            Self.place("Kallio", rank: 6, rows: -4, in: canvas),
            Self.place("Helsinki", rank: 11, rows: 4, in: canvas),  // the same name again
        ]
        canvas.drawTileLabels(shapes)
        let text = canvas.grid.lines().joined(separator: "\n")
        #expect(text.contains("Helsinki") && text.contains("Kallio"))
        #expect(!text.contains("Kluuvi") && !text.contains("Kamppi"))
        #expect(text.components(separatedBy: "Helsinki").count == 2)
    }

    @Test func labelsAvoidThePinAndTheDecorations() throws {
        var canvas = try Self.canvas()
        let pin = Point(x: 21, y: 6)
        canvas.drawPin(at: pin)
        canvas.drawNorth()
        canvas.drawTileLabels([Self.place("Keskusta", rank: 11, in: canvas),
                               Self.place("Top right", rank: 10, columns: 17, rows: -6.4, in: canvas)])
        #expect(canvas.grid[pin.x, pin.y].text == "@")
        let text = canvas.grid.lines().joined(separator: "\n")
        #expect(!text.contains("Keskusta") && !text.contains("Top right"))
        #expect(text.contains("N^"))
    }

    @Test func streetNamesGoAlongLongEnoughStraightStretches() throws {
        var canvas = try Self.canvas()
        let viewport = canvas.viewport
        func street(_ name: String, from: Double, to: Double, row: Double) -> MapShape {
            let y = viewport.top + row * viewport.unitsPerRow
            return MapShape(kind: .road(.major), parts: [[SIMD2(viewport.left + from * viewport.unitsPerColumn, y),
                                                          SIMD2(viewport.left + to * viewport.unitsPerColumn, y)]],
                            name: name, rank: 2)
        }
        canvas.drawTileLabels([street("Mannerheimintie", from: 2, to: 30, row: 3.5), street("Esplanadi", from: 2, to: 8, row: 9.5)])
        let text = canvas.grid.lines()
        #expect(text[3].contains("Mannerheimintie"))
        #expect(!text.joined().contains("Esplanadi"))  // six columns cannot hold nine letters
    }
}
