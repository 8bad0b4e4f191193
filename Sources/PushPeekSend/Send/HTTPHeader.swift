/// A header name (lower case, as HTTP/2 sends it) and value.
public struct HTTPHeader: Sendable, Equatable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
