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

    /// The keys of a `map` object besides those every element takes.
    public static let keys = ["latitude", "longitude", "radius", "style", "showsScale", "showsCoordinates", "pin"]

    /// Decodes the inner object of `{"map": {...}}`. Every key is optional; unknown keys and values
    /// of the wrong type are errors. `bindings` gets the three payload values the map reads (at
    /// `kindLocation` when one is left to its default name).
    static func decode(_ reader: JSONReader, kindLocation: SourceLocation, bindings: inout [ViewBinding]) throws(InputError) -> MapElement {
        var element = MapElement()
        guard reader.node.members != nil else {
            _ = try reader.object()
            return element
        }
        try reader.checkKeys(keys + ViewElementDecoder.commonKeys, refusingAs: "a map")
        func keyPath(_ key: String, default fallback: String, use: ViewBinding.Use) throws(InputError) -> String {
            guard let value = reader.node[key], !value.isNull else {
                bindings.append(ViewBinding(path: fallback, use: use, elementKind: "map", location: kindLocation))
                return fallback
            }
            guard let text = value.string else {
                try reader.fail(key, "expected a key path string, found \(value.value.kindDescription)", rule: .wrongType)
                return fallback
            }
            guard !text.isEmpty, !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
                try reader.fail(key, "\"\(text)\" is not a key path (expected names separated by dots, e.g. \"latitude\" or \"location.lat\")")
                return fallback
            }
            bindings.append(ViewBinding(path: text, use: use, elementKind: "map", location: value.location))
            return text
        }
        func flag(_ key: String, default fallback: Bool) throws(InputError) -> Bool {
            guard let value = reader.node[key] else { return fallback }
            guard let flag = value.bool else {
                try reader.fail(key, "expected true or false, found \(value.value.kindDescription)", rule: .wrongType)
                return fallback
            }
            return flag
        }
        element.latitude = try keyPath("latitude", default: element.latitude, use: .latitude)
        element.longitude = try keyPath("longitude", default: element.longitude, use: .longitude)
        element.radius = try keyPath("radius", default: element.radius, use: .radius)
        if let value = reader.node["style"] {
            let choices = MapStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            if let text = value.string {
                if let style = MapStyle(rawValue: text) {
                    element.style = style
                } else {
                    try reader.fail("style", "unknown style \"\(DocumentChecks.quoted(text))\" (expected one of \(choices))")
                }
            } else {
                try reader.fail("style", "expected one of \(choices), found \(value.value.kindDescription)", rule: .wrongType)
            }
        }
        element.showsScale = try flag("showsScale", default: element.showsScale)
        element.showsCoordinates = try flag("showsCoordinates", default: element.showsCoordinates)
        element.pin = try flag("pin", default: element.pin)
        return element
    }
}
