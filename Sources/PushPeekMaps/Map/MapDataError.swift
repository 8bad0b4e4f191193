import PushPeekJSON

/// A `--map-data` file that is not usable GeoJSON: the file, the JSON path and line:column, and why.
public struct MapDataError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The JSON path of the offending value, e.g. `features[2].geometry.coordinates[0]`; empty for the
    /// document itself.
    public var path: String
    public var location: SourceLocation
    public var message: String

    public init(file: String, path: String, location: SourceLocation, message: String) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: message (at path)`.
    public var description: String {
        let at = path.isEmpty ? "" : " (at \(path))"
        return "\(file):\(location.line):\(location.column): \(message)\(at)"
    }
}
