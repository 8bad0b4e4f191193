/// A token of Swift or Objective-C source, as `SourceTokenizer` reads it.
public struct SourceToken: Sendable, Equatable {
    /// What the token is.
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (backticks removed), or an Objective-C `@keyword`, or `#define`.
        case identifier
        /// A string literal's value; `interpolated` when it has `\( … )` (its value is then unknown).
        case string(interpolated: Bool)
        case number
        /// One punctuation character.
        case punctuation
    }

    public var kind: Kind
    public var text: String
    public var line: Int

    public init(_ kind: Kind, _ text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }

    public func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    public var isIdentifier: Bool { kind == .identifier }
    public var isString: Bool { if case .string = kind { return true } else { return false } }
    /// A string literal whose value is known (no interpolation).
    public var literal: String? { kind == .string(interpolated: false) ? text : nil }
}
