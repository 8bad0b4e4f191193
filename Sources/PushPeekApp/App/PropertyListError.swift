/// Why a property list could not be read, and where: the line of an XML plist, the byte offset of a
/// binary one's object (nil when the problem is the file as a whole).
public struct PropertyListError: Error, Sendable, Equatable {
    public var message: String
    /// 1-based line and column (in bytes) in an XML property list.
    public var line: Int?
    public var column: Int?
    /// Byte offset of the object in a binary property list.
    public var offset: Int?

    public init(_ message: String, line: Int? = nil, column: Int? = nil, offset: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line N: message`, `at byte N: message` or the message alone.
    public var description: String {
        if let line { return "line \(line)\(column.map { ", column \($0)" } ?? ""): \(message)" }
        if let offset { return "at byte \(offset): \(message)" }
        return message
    }
}
