/// Finds a file's string constants for the `SymbolTable`: `let`/`static let`/`var` set to a string
/// literal or to another name, enum cases with their raw values, Objective-C `const` strings and
/// `#define`s. One pass over the tokens, tracking which type's braces it is in.
public enum ConstantScanner {
    private struct OpenType {
        var name: String
        var depth: Int
        var isEnum: Bool
        var isStringEnum: Bool
    }

    public static func scan(_ source: SourceFile, into table: inout SymbolTable) {
        let tokens = source.tokens
        var types: [OpenType] = []
        var pending: OpenType?
        var depth = 0
        var index = 0
        func origin(_ at: Int) -> SourceOrigin { SourceOrigin(file: source.path, line: tokens[at].line) }
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") {
                depth += 1
                if var opened = pending { opened.depth = depth; types.append(opened); pending = nil }
            } else if token.isPunctuation("}") {
                if let last = types.last, last.depth == depth { types.removeLast() }
                depth -= 1
            } else if token.isPunctuation(";") {
                pending = nil
            } else if token.isIdentifier, ["enum", "struct", "class", "extension", "actor"].contains(token.text),
                      index + 1 < tokens.count, tokens[index + 1].isIdentifier {
                var isStringEnum = false
                if token.text == "enum", index + 3 < tokens.count, tokens[index + 2].isPunctuation(":") {
                    isStringEnum = tokens[index + 3].text == "String"
                }
                pending = OpenType(name: tokens[index + 1].text, depth: 0, isEnum: token.text == "enum", isStringEnum: isStringEnum)
                index += 2
                continue
            } else if token.isIdentifier, token.text == "let" || token.text == "var" || token.text == "const",
                      index + 1 < tokens.count, tokens[index + 1].isIdentifier {
                let name = tokens[index + 1].text
                var cursor = index + 2
                // `: String` (a type annotation) before the `=`.
                if cursor + 1 < tokens.count, tokens[cursor].isPunctuation(":"), tokens[cursor + 1].isIdentifier { cursor += 2 }
                if cursor + 1 < tokens.count, tokens[cursor].isPunctuation("="), !tokens[cursor + 1].isPunctuation("=") {
                    if let entry = value(tokens, at: cursor + 1, origin: origin(index + 1)) {
                        table.declare(name, entry)
                        if let owner = types.last, owner.depth == depth { table.declare(owner.name + "." + name, entry) }
                    }
                }
            } else if token.isIdentifier, token.text == "#define", index + 2 < tokens.count, tokens[index + 1].isIdentifier,
                      tokens[index + 2].line == token.line, let text = tokens[index + 2].literal {
                table.declare(tokens[index + 1].text, .value(text, origin(index + 1)))
            } else if token.isIdentifier, token.text == "case", let owner = types.last, owner.isEnum, owner.depth == depth {
                index = scanCases(tokens, from: index + 1, owner: owner, source: source, into: &table)
                continue
            }
            index += 1
        }
    }

    /// `case a = "x", b, `c``: each case's raw value (the name itself in a String enum without one).
    private static func scanCases(_ tokens: [SourceToken], from start: Int, owner: OpenType, source: SourceFile,
                                  into table: inout SymbolTable) -> Int {
        var index = start
        while index < tokens.count, tokens[index].isIdentifier {
            let name = tokens[index].text
            let origin = SourceOrigin(file: source.path, line: tokens[index].line)
            index += 1
            if index + 1 < tokens.count, tokens[index].isPunctuation("="), let raw = tokens[index + 1].literal {
                table.declare(owner.name + "." + name, .value(raw, origin))
                index += 2
            } else if index < tokens.count, tokens[index].isPunctuation("(") {
                return index
            } else if owner.isStringEnum {
                table.declare(owner.name + "." + name, .value(name, origin))
            }
            guard index < tokens.count, tokens[index].isPunctuation(",") else { break }
            index += 1
        }
        return index
    }

    /// A string literal, `NSLocalizedString("key", …)`, or a dotted name (an alias).
    private static func value(_ tokens: [SourceToken], at index: Int, origin: SourceOrigin) -> SymbolTable.Entry? {
        if let text = tokens[index].literal {
            // Not the start of a longer expression ("a" + b).
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation("+") { return nil }
            return .value(text, origin)
        }
        guard tokens[index].isIdentifier else { return nil }
        if SourceExpression.localizingFunctions.contains(tokens[index].text) { return nil }
        var path = [tokens[index].text]
        var cursor = index + 1
        while cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].isIdentifier, path.count < 8 {
            path.append(tokens[cursor + 1].text)
            cursor += 2
        }
        if cursor < tokens.count, tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation("[") { return nil }
        guard path.count > 1 || !["true", "false", "nil", "self", "super", "try", "await"].contains(path[0]) else { return nil }
        return .alias(path, origin)
    }
}
