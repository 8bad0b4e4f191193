/// Where an imported value comes from: a file and a line.
public struct SourceOrigin: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}
