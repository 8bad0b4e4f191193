/// Why a document is not strict JSON, and where.
public struct JSONParseError: Error, Sendable, Equatable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

extension JSONParser {
    /// Parses a file's bytes, turning a syntax error into an `InputError` that names the file.
    public static func parse(_ bytes: [UInt8], file: String?) throws(InputError) -> JSONNode {
        do {
            return try parse(bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: error.message)
        }
    }
}
