import PushPeekJSON

/// Reads the map's centre and radius from a payload, as the spy-agency example's `didReceive(_:)` does:
/// `userInfo["latitude"] as? CLLocationDistance` and so on, then
/// `MKCoordinateRegion(center:latitudinalMeters: radius, longitudinalMeters: radius)`.
public enum MapRegionResolver {
    /// The largest radius accepted, in metres (about half the equator; more has no meaning on a map).
    public static let maximumRadius = 20_000_000.0

    /// The region the payload asks for, or the first value that is missing or wrong (checked in the
    /// order latitude, longitude, radius).
    public static func region(for element: MapElement, in payload: JSONNode) -> Result<CoordinateRegion, MapValueError> {
        let latitude: Double
        let longitude: Double
        let radius: Double
        switch number("latitude", element.latitude, in: payload, range: -90...90) {
        case .success(let value): latitude = value
        case .failure(let error): return .failure(error)
        }
        switch number("longitude", element.longitude, in: payload, range: -180...180) {
        case .success(let value): longitude = value
        case .failure(let error): return .failure(error)
        }
        switch number("radius", element.radius, in: payload, range: nil) {
        case .success(let value): radius = value
        case .failure(let error): return .failure(error)
        }
        return .success(CoordinateRegion(
            center: Coordinate(latitude: latitude, longitude: longitude),
            latitudinalMeters: radius, longitudinalMeters: radius))
    }

    /// Where an annotation goes, or nil when a value is missing or out of range (it is not added).
    public static func coordinate(of annotation: MapAnnotation, in payload: JSONNode) -> Coordinate? {
        guard case .success(let latitude) = number("latitude", annotation.latitude, in: payload, range: -90...90),
              case .success(let longitude) = number("longitude", annotation.longitude, in: payload, range: -180...180) else { return nil }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// The payload value at a dotted key path, from the root. The whole payload is the extension's
    /// `userInfo`, so a leading `userInfo.` is accepted too when the payload has no such key.
    public static func value(atKeyPath keyPath: String, in payload: JSONNode) -> JSONNode? {
        if let node = payload.value(atPath: keyPath) { return node }
        let prefix = "userInfo."
        if keyPath.hasPrefix(prefix), payload["userInfo"] == nil {
            return payload.value(atPath: String(keyPath.dropFirst(prefix.count)))
        }
        return nil
    }

    private static func number(
        _ field: String, _ keyPath: String, in payload: JSONNode, range: ClosedRange<Double>?
    ) -> Result<Double, MapValueError> {
        guard let node = value(atKeyPath: keyPath, in: payload) else {
            return .failure(MapValueError(field: field, keyPath: keyPath, location: nil, message: "missing from the payload"))
        }
        func fail(_ message: String) -> Result<Double, MapValueError> {
            .failure(MapValueError(field: field, keyPath: keyPath, location: node.location, message: message))
        }
        guard case .number(let number) = node.value else {
            return fail("expected a number, found \(node.value.kindDescription)")
        }
        let value = number.value
        guard value.isFinite else { return fail("\(number.literal) is not a finite number") }
        if let range {
            guard range.contains(value) else {
                return fail("\(number.literal) is out of range (\(Int(range.lowerBound)) to \(Int(range.upperBound)))")
            }
        } else {
            guard value > 0 else { return fail("\(number.literal) is not a positive distance in metres") }
            guard value <= maximumRadius else {
                return fail("\(number.literal) metres is more than \(Int(maximumRadius / 1000)) km")
            }
        }
        return .success(value)
    }
}
