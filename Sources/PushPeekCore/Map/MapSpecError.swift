/// A `map` element in the app description that cannot be used: where it is (JSON path and
/// line:column) and why.
public struct MapSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value, e.g. `extensions[0].view[0].map.style`.
    public var path: String
    public var location: SourceLocation
    public var message: String

    public init(path: String, location: SourceLocation, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    /// `line:column: path: message`.
    public var description: String { "\(location.description): \(path): \(message)" }
}
