/// One `"key": value` of a JSON object, with where its key starts.
public struct JSONMember: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONNode

    public init(key: String, keyLocation: SourceLocation = .start, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
