/// The `{"map": {...}}` element of an extension's view: which payload values place the map (as the
/// spy-agency example's `ShowMap` extension reads `latitude`, `longitude` and `radius` from
/// `userInfo` and calls
/// `setRegion(MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:))`) and how it is
/// drawn.
public struct MapElement: Hashable, Sendable {
    /// Key paths into the payload (resolved from the root; see `MapRegionResolver`).
    public var latitude: String
    public var longitude: String
    public var radius: String
    public var style: MapStyle
    public var showsScale: Bool
    public var showsCoordinates: Bool
    public var pin: Bool

    public init(
        latitude: String = "latitude", longitude: String = "longitude", radius: String = "radius",
        style: MapStyle = .ascii, showsScale: Bool = true, showsCoordinates: Bool = false, pin: Bool = true
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
        self.style = style
        self.showsScale = showsScale
        self.showsCoordinates = showsCoordinates
        self.pin = pin
    }

    /// The keys a `map` object may hold.
    public static let keys = ["latitude", "longitude", "radius", "style", "showsScale", "showsCoordinates", "pin"]

    /// Decodes the inner object of `{"map": {...}}`; `path` is that object's JSON path. Every key is
    /// optional; unknown keys and values of the wrong type are errors.
    public static func decode(_ node: JSONNode, path: String) throws(MapSpecError) -> MapElement {
        guard let members = node.members else {
            throw MapSpecError(path: path, location: node.location,
                               message: "expected an object, found \(node.value.kindDescription)")
        }
        var element = MapElement()
        for member in members {
            let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            let value = member.value
            func fail(_ message: String) -> MapSpecError {
                MapSpecError(path: memberPath, location: value.location, message: message)
            }
            func keyPath() throws(MapSpecError) -> String {
                guard let text = value.string else {
                    throw fail("expected a key path string, found \(value.value.kindDescription)")
                }
                guard !text.isEmpty, !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
                    throw fail("\"\(text)\" is not a key path (expected names separated by dots, e.g. \"latitude\" or \"location.lat\")")
                }
                return text
            }
            func flag() throws(MapSpecError) -> Bool {
                guard let flag = value.bool else { throw fail("expected true or false, found \(value.value.kindDescription)") }
                return flag
            }
            switch member.key {
            case "latitude": element.latitude = try keyPath()
            case "longitude": element.longitude = try keyPath()
            case "radius": element.radius = try keyPath()
            case "style":
                let choices = MapStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                guard let text = value.string else {
                    throw fail("expected one of \(choices), found \(value.value.kindDescription)")
                }
                guard let style = MapStyle(rawValue: text) else {
                    throw fail("unknown style \"\(text)\" (expected one of \(choices))")
                }
                element.style = style
            case "showsScale": element.showsScale = try flag()
            case "showsCoordinates": element.showsCoordinates = try flag()
            case "pin": element.pin = try flag()
            default:
                throw MapSpecError(path: memberPath, location: member.keyLocation,
                                   message: "unknown key \"\(member.key)\" (a map has \(keys.joined(separator: ", ")))")
            }
        }
        return element
    }
}
