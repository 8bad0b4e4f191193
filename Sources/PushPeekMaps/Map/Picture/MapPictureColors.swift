import PushPeekModel
import PushPeekCanvas

/// The colours a map is drawn in pixels with, from the theme's map roles (a map app's light
/// colours where the theme has none, as `mono` has none).
public struct MapPictureColors: Hashable, Sendable {
    public var land: RGB
    public var water: RGB
    public var park: RGB
    public var building: RGB
    public var road: RGB
    /// The edge of a road, drawn under it a little wider.
    public var casing: RGB
    public var rail: RGB
    public var overlay: RGB
    public var pin: RGB
    public var grid: RGB
    public var text: RGB
    public var secondaryText: RGB
    /// Around labels and pins.
    public var halo: RGB
    /// Where there is no map data (the card).
    public var unknown: RGB

    public init(theme: Theme) {
        func color(_ role: Role, _ fallback: RGB) -> RGB { theme.rgb(for: .role(role)) ?? fallback }
        land = color(.mapLand, RGB(242, 239, 233))
        water = color(.mapWater, RGB(170, 211, 223))
        park = color(.mapPark, RGB(200, 230, 190))
        grid = color(.mapGrid, RGB(160, 160, 160))
        road = color(.mapRoad, RGB(255, 255, 255))
        rail = color(.secondaryText, RGB(120, 120, 120))
        overlay = color(.mapOverlay, RGB(175, 82, 222))
        pin = color(.mapPin, RGB(255, 59, 48))
        text = color(.text, RGB(0, 0, 0))
        secondaryText = color(.secondaryText, RGB(90, 90, 90))
        unknown = color(.card, RGB(255, 255, 255))
        building = PicturePalette.mix(land, grid)
        casing = PicturePalette.mix(land, grid)
        halo = land
    }
}
