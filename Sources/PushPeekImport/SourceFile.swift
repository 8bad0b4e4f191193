/// One Swift or Objective-C file of a target, tokenized once.
public struct SourceFile: Sendable {
    public enum Language: Sendable { case swift, objectiveC }

    /// Relative to the imported folder.
    public var path: String
    public var language: Language
    public var tokens: [SourceToken]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.language = path.hasSuffix(".swift") ? .swift : .objectiveC
        self.tokens = SourceTokenizer.tokenize(bytes)
    }
}

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
