/// One `key = value;` of an ASCII property list dictionary.
public struct ASCIIPropertyListEntry: Sendable, Equatable {
    public var key: String
    public var value: ASCIIPropertyList
    public var line: Int

    public init(key: String, value: ASCIIPropertyList, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
