/// Where something starts in a source file: 1-based line and column (columns count Unicode scalars),
/// and the 0-based byte offset.
public struct SourceLocation: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}
