/// Why a document is not strict JSON, and where.
public struct JSONParseError: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
