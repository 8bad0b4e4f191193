/// An argument's tokens read the way the code means them: a string literal, a constant or enum
/// case, `NSLocalizedString`/`String(localized:)`, an array literal (Swift `[…]`, Objective-C `@[…]`),
/// an option set (`[.foreground]`, `A | B`), or a call recorded elsewhere.
public enum SourceExpression: Sendable, Equatable {
    case string(String, SourceOrigin)
    /// A name or dotted path that is not a known constant (a variable, a leading-dot member).
    case name([String], SourceOrigin)
    case array([SourceExpression], SourceOrigin)
    /// A call at this token index (its result is looked up by the caller).
    case call(Int, SourceOrigin)
    /// What cannot be read statically, with the text it found.
    case unknown(String, SourceOrigin)

    static let localizingFunctions: Set<String> = ["NSLocalizedString", "String", "LocalizedStringKey"]
    /// How deeply array literals nest in an argument before it is left unread.
    static let maximumDepth = 16

    public var origin: SourceOrigin {
        switch self {
        case .string(_, let origin), .name(_, let origin), .array(_, let origin), .call(_, let origin), .unknown(_, let origin): return origin
        }
    }

    /// The tokens `range` of `source` as an expression.
    /// With `resolving` false a name stays a name (an array of action variables is not read as constants).
    static func read(_ source: SourceFile, _ range: Range<Int>, table: SymbolTable, depth: Int = 0, resolving: Bool = true) -> SourceExpression {
        let tokens = source.tokens
        var lower = range.lowerBound
        let upper = range.upperBound
        let origin = SourceOrigin(file: source.path, line: lower < tokens.count ? tokens[lower].line : 0)
        guard lower < upper, depth < maximumDepth else { return .unknown("", origin) }
        if tokens[lower].isPunctuation("@"), lower + 1 < upper { lower += 1 }
        let first = tokens[lower]
        if upper - lower == 1, let text = first.literal { return .string(text, origin) }
        if first.isString, upper - lower == 1 { return .unknown("\"\(first.text)\" (an interpolated string, known only at run time)", origin) }
        if first.isPunctuation("["), let close = matching(tokens, lower, upper), close == upper - 1 {
            return .array(split(tokens, lower + 1, close).map { read(source, $0, table: table, depth: depth + 1, resolving: resolving) }, origin)
        }
        if first.isIdentifier, localizingFunctions.contains(first.text), lower + 2 < upper, tokens[lower + 1].isPunctuation("(") {
            var keyIndex = lower + 2
            if keyIndex + 1 < upper, tokens[keyIndex].isIdentifier, tokens[keyIndex + 1].isPunctuation(":") { keyIndex += 2 }
            if keyIndex < upper, tokens[keyIndex].isPunctuation("@") { keyIndex += 1 }
            if keyIndex < upper, let key = tokens[keyIndex].literal {
                return .string(table.localized[key] ?? key, origin)
            }
        }
        // An Objective-C option set: A | B.
        if (lower..<upper).contains(where: { tokens[$0].isPunctuation("|") }) {
            let parts = split(tokens, lower, upper, separator: "|")
            return .array(parts.map { read(source, $0, table: table, depth: depth + 1) }, origin)
        }
        if first.isIdentifier || first.isPunctuation(".") {
            var path: [String] = []
            var cursor = lower
            if first.isPunctuation(".") { path.append(""); cursor += 1 }
            while cursor < upper, tokens[cursor].isIdentifier {
                path.append(tokens[cursor].text)
                cursor += 1
                if cursor < upper, tokens[cursor].isPunctuation(".") || tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") {
                    cursor += tokens[cursor].isPunctuation(".") ? 1 : (cursor + 1 < upper && tokens[cursor + 1].isPunctuation(".") ? 2 : 1)
                } else {
                    break
                }
            }
            if cursor == upper {
                if resolving, path.first != "", let (text, constantOrigin) = table.lookup(path) { return .string(text, constantOrigin) }
                return .name(path.filter { !$0.isEmpty }, origin)
            }
            if cursor < upper, tokens[cursor].isPunctuation("(") { return .call(lower, origin) }
        }
        return .unknown(text(tokens, lower, upper), origin)
    }

    /// The index of the bracket closing the one at `open`, within `upper`.
    static func matching(_ tokens: [SourceToken], _ open: Int, _ upper: Int) -> Int? {
        var depth = 0
        var index = open
        while index < upper {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// Splits `lower..<upper` at top-level separators (commas by default), dropping empty parts.
    static func split(_ tokens: [SourceToken], _ lower: Int, _ upper: Int, separator: String = ",") -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = lower
        for index in lower..<upper where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case separator where depth == 0:
                if index > start { parts.append(start..<index) }
                start = index + 1
            default: break
            }
        }
        if upper > start { parts.append(start..<upper) }
        return parts
    }

    /// The tokens as written, roughly (for messages).
    static func text(_ tokens: [SourceToken], _ lower: Int, _ upper: Int) -> String {
        let shown = tokens[lower..<min(upper, lower + 12)].map { $0.isString ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
        return upper - lower > 12 ? shown + " …" : shown
    }
}
