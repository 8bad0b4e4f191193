import PushPeekJSON
import PushPeekModel

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
    /// `MKMapView.showsScale`: off by default, as on MKMapView.
    public var showsScale: Bool
    /// The centre's coordinates in a corner (pushpeek's own; MapKit has no such control).
    public var showsCoordinates: Bool
    /// A pin at the region's centre, as an `MKPointAnnotation` the extension adds; MKMapView shows
    /// none unless one is added.
    public var pin: Bool
    /// The north indicator. MKMapView's compass shows only while the map is rotated (heading ≠ 0),
    /// and the spy-agency example's map never is, so pushpeek draws it only when asked.
    public var showsCompass: Bool
    /// Meridians and parallels. Apple's maps never draw them; an opt-in for orientation on the
    /// coarse land outline.
    public var grid: Bool
    /// Pins at coordinates the payload gives, as the extension's `addAnnotation(_:)` calls.
    public var annotations: [MapAnnotation]

    public init(
        latitude: String = "latitude", longitude: String = "longitude", radius: String = "radius",
        style: MapStyle = .ascii, showsScale: Bool = false, showsCoordinates: Bool = false, pin: Bool = false,
        showsCompass: Bool = false, grid: Bool = false, annotations: [MapAnnotation] = []
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.radius = radius
        self.style = style
        self.showsScale = showsScale
        self.showsCoordinates = showsCoordinates
        self.pin = pin
        self.showsCompass = showsCompass
        self.grid = grid
        self.annotations = annotations
    }

    /// The keys of a `map` object besides those every element takes.
    public static let keys = ["latitude", "longitude", "radius", "style", "showsScale", "showsCoordinates", "pin", "showsCompass", "grid", "annotations"]

    /// Decodes the inner object of `{"map": {...}}`. Every key is optional; unknown keys and values
    /// of the wrong type are errors. `bindings` gets the three payload values the map reads (at
    /// `kindLocation` when one is left to its default name).
    package static func decode(_ reader: JSONReader, kindLocation: SourceLocation, bindings: inout [ViewBinding]) throws(InputError) -> MapElement {
        var element = MapElement()
        guard reader.node.members != nil else {
            _ = try reader.object()
            return element
        }
        try reader.checkKeys(keys + ViewElementKeys.common, refusingAs: "a map")
        func keyPath(_ key: String, default fallback: String, use: ViewBinding.Use) throws(InputError) -> String {
            guard let value = reader.node[key], !value.isNull else {
                bindings.append(ViewBinding(path: fallback, use: use, elementKind: "map", location: kindLocation))
                return fallback
            }
            return try MapElement.keyPath(reader, key, use: use, bindings: &bindings) ?? fallback
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
            func choices() -> String { MapStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
            if let text = value.string {
                if let style = MapStyle(rawValue: text) {
                    element.style = style
                } else {
                    try reader.fail("style", "unknown style \"\(DocumentChecks.quoted(text))\" (expected one of \(choices()))")
                }
            } else {
                try reader.fail("style", "expected one of \(choices()), found \(value.value.kindDescription)", rule: .wrongType)
            }
        }
        element.showsScale = try flag("showsScale", default: element.showsScale)
        element.showsCoordinates = try flag("showsCoordinates", default: element.showsCoordinates)
        element.pin = try flag("pin", default: element.pin)
        element.showsCompass = try flag("showsCompass", default: element.showsCompass)
        element.grid = try flag("grid", default: element.grid)
        for annotationReader in try reader.array("annotations") ?? [] {
            if let annotation = try MapAnnotation.decode(annotationReader, bindings: &bindings) { element.annotations.append(annotation) }
        }
        return element
    }

    /// The key path written at `key` (names separated by dots), recorded in `bindings` where it is
    /// written; nil when the key is absent, null or not a key path (reported through `reader`).
    package static func keyPath(_ reader: JSONReader, _ key: String, use: ViewBinding.Use, bindings: inout [ViewBinding]) throws(InputError) -> String? {
        guard let value = reader.node[key], !value.isNull else { return nil }
        guard let text = value.string else {
            try reader.fail(key, "expected a key path string, found \(value.value.kindDescription)", rule: .wrongType)
            return nil
        }
        guard !text.isEmpty, !text.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else {
            try reader.fail(key, "\"\(text)\" is not a key path (expected names separated by dots, e.g. \"latitude\" or \"location.lat\")")
            return nil
        }
        let kind = use == .annotationLatitude || use == .annotationLongitude ? "map annotation" : "map"
        bindings.append(ViewBinding(path: text, use: use, elementKind: kind, location: value.location))
        return text
    }
}
