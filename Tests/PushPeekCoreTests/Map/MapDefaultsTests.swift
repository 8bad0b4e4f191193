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

/// A map with no opt-ins looks like the seed's `MKMapView` after `setRegion`: no pin, no scale bar,
/// no compass at heading 0, no graticule; each comes back when the element asks for it.
@Suite("Map defaults")
struct MapDefaultsTests {
    static let europe = #"{"latitude": 50, "longitude": 10, "radius": 3000000}"#
    static let size = Size(width: 44, height: 22)

    static func render(_ element: MapElement, payload: String = europe) throws -> MapRendering {
        MapRenderer.render(element: element, payload: try JSONParser.parse(payload), size: size)
    }

    static func text(_ rendering: MapRendering) -> String {
        rendering.grid.lines().joined(separator: "\n")
    }

    @Test func noPinScaleCompassOrGridByDefault() throws {
        let rendering = try Self.render(MapElement())
        let text = Self.text(rendering)
        #expect(rendering.info?.pin == nil)
        #expect(!text.contains("@"), "no pin")
        #expect(!text.contains("N^"), "no compass")
        #expect(!text.contains("km"), "no scale bar")
        #expect(!text.contains("|") && !text.contains("+"), "no meridians or crossings")
        #expect(!text.contains("-"), "no parallels")
        // The land is still drawn: the map is not simply empty.
        #expect(rendering.info?.showsLand == true)
        #expect(rendering.grid.lines().contains { $0.contains { $0 != " " } })
    }

    @Test func eachOptInDrawsItsLayer() throws {
        let pinned = Self.text(try Self.render(MapElement(pin: true)))
        #expect(pinned.contains("@"))
        let scaled = Self.text(try Self.render(MapElement(showsScale: true)))
        #expect(scaled.contains("| 1000 km"))
        let compass = try Self.render(MapElement(showsCompass: true))
        #expect(compass.grid.line(0).contains("N^"))
        let gridded = Self.text(try Self.render(MapElement(grid: true)))
        #expect(gridded.contains("+") && gridded.contains("|") && gridded.contains("-"))
        // Only the asked-for layer changes the picture.
        let plain = Self.text(try Self.render(MapElement()))
        for other in [pinned, scaled, Self.text(compass), gridded] {
            #expect(other != plain)
        }
    }

    /// A bad value's note keeps a column clear on each side: it never touches the card's border.
    @Test func aNoteKeepsASpaceFromTheBorder() throws {
        let rendering = try Self.render(MapElement(), payload: #"{"latitude": "north", "longitude": 1, "radius": 1}"#)
        #expect(rendering.note != nil)
        let lines = rendering.grid.lines().filter { $0.contains { $0 != " " } }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.first == " " && line.last == " ", "\(line)")
        }
        let narrow = MapRenderer.render(element: MapElement(), payload: try JSONParser.parse(#"{"latitude": "north"}"#), size: Size(width: 12, height: 6))
        for line in narrow.grid.lines() where line.contains(where: { $0 != " " }) {
            #expect(line.first == " " && line.last == " ", "\(line)")
        }
    }
}
