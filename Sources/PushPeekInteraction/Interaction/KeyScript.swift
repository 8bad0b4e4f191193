import PushPeekJSON
import PushPeekPresentation

/// Parses `--keys` scripts: key names separated by spaces, and double-quoted strings typed as text
/// (`tab enter "Looks great" enter`). Inside quotes, `\"` and `\\` escape.
public enum KeyScript {
    public static func parse(_ script: String) throws(InputError) -> [Key] {
        try scriptedKeys(script).map(\.key)
    }

    /// The keys of `script`, each typed character marked with the quoted text it belongs to.
    public static func scriptedKeys(_ script: String) throws(InputError) -> [ScriptedKey] {
        var keys: [ScriptedKey] = []
        var characters = Array(script)[...]
        var column = 1
        func next() -> Character? {
            guard let character = characters.popFirst() else { return nil }
            column += 1
            return character
        }
        while let character = characters.first {
            if character == " " || character == "\t" || character == "\n" || character == "," {
                _ = next()
                continue
            }
            let start = column
            if character == "\"" {
                _ = next()
                var closed = false
                var typedKeys: [Key] = []
                var text = ""
                while let typed = next() {
                    if typed == "\"" { closed = true; break }
                    var literal = typed
                    if typed == "\\", let escaped = next() { literal = escaped }
                    if literal.unicodeScalars.contains(where: TerminalSafeText.isUnsafe) {
                        throw InputError(.usage, location: SourceLocation(line: 1, column: column - 1, offset: column - 2),
                                         path: "--keys", message: "control characters cannot be typed; use key names")
                    }
                    typedKeys.append(literal == " " ? .space : .character(literal))
                    text.append(literal)
                }
                if !closed {
                    throw InputError(.usage, location: SourceLocation(line: 1, column: start, offset: start - 1), path: "--keys", message: "unterminated quoted text")
                }
                let typed = ScriptedKey.TypedText(text: text, column: start)
                keys += typedKeys.map { ScriptedKey($0, typed: typed) }
                continue
            }
            var token = ""
            while let more = characters.first, more != " ", more != "\t", more != "\n", more != ",", more != "\"" {
                token.append(more)
                _ = next()
            }
            guard let key = Key(name: token) else {
                throw InputError(.usage, location: SourceLocation(line: 1, column: start, offset: start - 1), path: "--keys",
                                 message: "unknown key \"\(token)\" (keys: \(Key.scriptSyntax))")
            }
            keys.append(ScriptedKey(key))
        }
        return keys
    }
}
