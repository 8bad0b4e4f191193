import PushPeekJSON
import PushPeekModel

/// What a rendered map shows, for the JSON output and for tests: the centre and spans in degrees
/// after fitting, where the pin is, and the scale bar's distance.
public struct MapInfo: Hashable, Sendable {
    /// The size of the map area in cells.
    public var size: Size
    /// The centre actually shown (differs from the requested one only near the poles).
    public var center: Coordinate
    /// Degrees shown north–south and east–west after fitting to the view.
    public var latitudeSpan: Double
    public var longitudeSpan: Double
    /// The pin's cell in the map's own coordinates; nil when no pin is drawn.
    public var pin: Point?
    /// The cells of the annotations' pins that fall inside the view, in the element's order.
    public var annotations: [Point]
    /// The scale bar's round distance, e.g. "200 m", "1 km", "500 km".
    public var scale: String
    /// Whether land from the built-in outline is drawn (false below the outline's resolution).
    public var showsLand: Bool
    /// The zoom of the vector tiles drawn, when map data archives are drawn.
    public var tileZoom: Int?

    public init(size: Size, center: Coordinate, latitudeSpan: Double, longitudeSpan: Double, pin: Point?, annotations: [Point] = [], scale: String,
                showsLand: Bool, tileZoom: Int? = nil) {
        self.tileZoom = tileZoom
        self.size = size
        self.center = center
        self.latitudeSpan = latitudeSpan
        self.longitudeSpan = longitudeSpan
        self.pin = pin
        self.annotations = annotations
        self.scale = scale
        self.showsLand = showsLand
    }

    /// `{"x","y","width","height","center":[lat,lon],"latitudeSpan","longitudeSpan","pin":{"x","y"}|null,"annotations":[{"x","y"}],"scale"}`
    /// with the map's top-left corner at `origin` (card coordinates); degrees rounded to 6 decimals.
    public func json(offsetBy origin: Point) -> OutputJSON {
        func point(_ cell: Point) -> OutputJSON { .object([("x", .int(origin.x + cell.x)), ("y", .int(origin.y + cell.y))]) }
        let pinJSON: OutputJSON = pin.map(point) ?? .null
        var members: [(String, OutputJSON)] = [
            ("x", .int(origin.x)),
            ("y", .int(origin.y)),
            ("width", .int(size.width)),
            ("height", .int(size.height)),
            ("center", .array([.double(Self.rounded(center.latitude)), .double(Self.rounded(center.longitude))])),
            ("latitudeSpan", .double(Self.rounded(latitudeSpan))),
            ("longitudeSpan", .double(Self.rounded(longitudeSpan))),
            ("pin", pinJSON),
            ("annotations", .array(annotations.map(point))),
            ("scale", .string(scale)),
        ]
        if let tileZoom { members.append(("tileZoom", .int(tileZoom))) }
        return .object(members)
    }

    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1e9 else { return value }
        let result = (value * 1_000_000).rounded() / 1_000_000
        return result == 0 ? 0 : result
    }
}
