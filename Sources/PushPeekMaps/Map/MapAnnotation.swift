import PushPeekJSON
import PushPeekModel

/// An `MKPointAnnotation` the extension adds to the map: a pin at a coordinate read from the
/// payload (`{"latitude": KEYPATH, "longitude": KEYPATH}` in a map's `annotations`). An annotation
/// whose values are missing or out of range is not added, so no pin shows for it.
public struct MapAnnotation: Hashable, Sendable {
    /// Key paths into the payload, resolved like the map's own (see `MapRegionResolver`).
    public var latitude: String
    public var longitude: String

    public init(latitude: String, longitude: String) {
        self.latitude = latitude
        self.longitude = longitude
    }

    package static let keys = ["latitude", "longitude"]

    /// Decodes one entry of `annotations`; both key paths are required.
    package static func decode(_ reader: JSONReader, bindings: inout [ViewBinding]) throws(InputError) -> MapAnnotation? {
        guard reader.node.members != nil else {
            _ = try reader.object()
            return nil
        }
        try reader.checkKeys(keys, refusingAs: "an annotation")
        let latitude = try MapElement.keyPath(reader, "latitude", use: .annotationLatitude, bindings: &bindings)
        let longitude = try MapElement.keyPath(reader, "longitude", use: .annotationLongitude, bindings: &bindings)
        for (key, value) in [("latitude", latitude), ("longitude", longitude)] where value == nil && (reader.node[key]?.isNull ?? true) {
            try reader.fail(key, "an annotation needs a \(key) key path", rule: .wrongType)
        }
        guard let latitude, let longitude else { return nil }
        return MapAnnotation(latitude: latitude, longitude: longitude)
    }
}
