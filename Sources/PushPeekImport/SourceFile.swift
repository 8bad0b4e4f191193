/// One Swift or Objective-C file of a target, tokenized once.
public struct SourceFile: Sendable {
    /// Which scanner rules apply (Objective-C covers `.m`, `.mm` and `.h`).
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
