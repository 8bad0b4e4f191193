import PushPeekJSON

/// A payload value that cannot place the map: the spy-agency example's extension would hit its
/// `guard ... else { return }` (or MapKit would reject the region) and leave the map blank.
public struct MapValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input: "latitude", "longitude" or "radius".
    public var field: String
    /// The key path that was looked up in the payload.
    public var keyPath: String
    /// Where the offending value is in the payload; nil when it is missing.
    public var location: SourceLocation?
    /// What is wrong, e.g. "expected a number, found a string".
    public var message: String

    public init(field: String, keyPath: String, location: SourceLocation?, message: String) {
        self.field = field
        self.keyPath = keyPath
        self.location = location
        self.message = message
    }

    /// One line naming the value: `latitude: expected a number, found a string`, or with a key path
    /// that differs from the field, `location.lat (latitude): ...`.
    public var description: String {
        let name = keyPath == field ? field : "\(keyPath) (\(field))"
        return "\(name): \(message)"
    }
}
