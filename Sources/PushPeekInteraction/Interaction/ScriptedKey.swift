import PushPeekPresentation

/// One key of a `--keys` script, with the quoted text it types when it came from one.
public struct ScriptedKey: Sendable, Equatable {
    /// Quoted text in a script (`"Looks great"`) and the column its opening quote is at.
    public struct TypedText: Sendable, Equatable {
        public var text: String
        public var column: Int

        public init(text: String, column: Int) {
            self.text = text
            self.column = column
        }
    }

    public var key: Key
    /// The quoted text this key is part of; nil for a key given by name.
    public var typed: TypedText?

    public init(_ key: Key, typed: TypedText? = nil) {
        self.key = key
        self.typed = typed
    }
}
