import PushPeekJSON

/// A problem `JSONDecoder` (default strategies) would have, or a value it would read other than
/// meant, found by `ActivityStateChecker`.
public struct ActivityDecodingIssue: Sendable, Equatable {
    /// What goes wrong: the value cannot be decoded, a key is ignored, or a date reads far off.
    public enum Kind: String, Sendable {
        /// `JSONDecoder` throws: the whole value cannot be decoded.
        case undecodable
        /// A key no property reads: ignored by the decoder.
        case ignoredKey
        /// A `Date` whose number reads as a date far from the one meant (a Unix timestamp, milliseconds).
        case suspiciousDate
    }

    public var kind: Kind
    public var location: SourceLocation
    /// JSON path below the checked value (`eta`, `stops[2].name`).
    public var path: String
    public var message: String

    public init(kind: Kind, location: SourceLocation, path: String, message: String) {
        self.kind = kind
        self.location = location
        self.path = path
        self.message = message
    }
}
