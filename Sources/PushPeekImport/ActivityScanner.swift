import PushPeekJSON

/// Finds ActivityKit's `struct X: ActivityAttributes` in the sources and writes each as a
/// `liveActivities` entry: its stored properties and its `ContentState`'s, typed as `JSONDecoder`
/// decodes them (String, Int, Double, Bool, Date, URL, optionals, arrays, nested Codable structs,
/// enums with raw values), keys renamed by a `CodingKeys` enum.
public struct ActivityScanner {
    /// How deeply nested struct types are followed (a type that holds itself stops there).
    static let maximumDepth = 8

    struct Declaration {
        var name: String
        var source: SourceFile
        /// The token index of the `{` opening the body.
        var body: Int
        var isEnum: Bool
        var conformances: [String]
    }

    private var declarations: [String: Declaration] = [:]
    private let table: SymbolTable
    public private(set) var notes: [ImportNote] = []

    /// `table` holds the enums' raw values (`Enum.case`), from every file.
    public init(files: [SourceFile], table: SymbolTable) {
        self.table = table
        for source in files {
            let tokens = source.tokens
            for index in tokens.indices where tokens[index].isIdentifier && (tokens[index].text == "struct" || tokens[index].text == "enum") {
                guard index + 1 < tokens.count, tokens[index + 1].isIdentifier else { continue }
                var cursor = index + 2
                var conformances: [String] = []
                while cursor < tokens.count, !tokens[cursor].isPunctuation("{"), cursor - index < 24 {
                    if tokens[cursor].isIdentifier { conformances.append(tokens[cursor].text) }
                    cursor += 1
                }
                guard cursor < tokens.count, tokens[cursor].isPunctuation("{") else { continue }
                let name = tokens[index + 1].text
                if declarations[name] == nil {
                    declarations[name] = Declaration(name: name, source: source, body: cursor, isEnum: tokens[index].text == "enum", conformances: conformances)
                }
            }
        }
    }

    /// Every `ActivityAttributes` struct as a `liveActivities` entry, in name order.
    public mutating func activities() -> [OutputJSON] {
        var result: [OutputJSON] = []
        for (name, declaration) in declarations.sorted(by: { $0.key < $1.key }) where declaration.conformances.contains("ActivityAttributes") {
            let path = "liveActivities[\(result.count)]"
            notes.append(.value(path, SourceOrigin(file: declaration.source.path, line: declaration.source.tokens[declaration.body].line),
                                "struct \(name): ActivityAttributes"))
            var members: [(String, OutputJSON)] = [("attributesType", .string(name))]
            members.append(("attributes", fields(of: declaration, depth: 0, path: path + ".attributes")))
            if let state = nestedState(in: declaration) {
                members.append(("contentState", fields(of: state, depth: 0, path: path + ".contentState")))
            } else {
                notes.append(.gap(path + ".contentState", nil, "\(name) has no ContentState struct the import can find", fill: "\"contentState\": {…}"))
            }
            result.append(.object(members))
        }
        return result
    }

    /// `struct ContentState` inside the attributes' body (or a top-level one, as a fallback).
    private func nestedState(in declaration: Declaration) -> Declaration? {
        let tokens = declaration.source.tokens
        guard let close = SourceExpression.matching(tokens, declaration.body, tokens.count) else { return nil }
        for index in declaration.body..<close where tokens[index].isIdentifier && tokens[index].text == "ContentState" {
            if index > 0, tokens[index - 1].text == "struct" || tokens[index - 1].text == "typealias" {
                return declarations["ContentState"].flatMap { $0.body > index - 1 && $0.body < close ? $0 : nil } ?? declarations["ContentState"]
            }
        }
        return nil
    }

    /// The stored properties directly in a struct's body, with their JSON keys.
    private func fields(of declaration: Declaration, depth: Int, path: String) -> OutputJSON {
        let tokens = declaration.source.tokens
        guard let close = SourceExpression.matching(tokens, declaration.body, tokens.count) else { return .object([]) }
        let keys = codingKeys(in: declaration, close: close)
        var members: [(String, OutputJSON)] = []
        var depthInBody = 0
        var index = declaration.body + 1
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation, ["{", "(", "["].contains(token.text) { depthInBody += 1 }
            if token.kind == .punctuation, ["}", ")", "]"].contains(token.text) { depthInBody -= 1 }
            if depthInBody == 0, token.isIdentifier, token.text == "var" || token.text == "let", index + 2 < close,
               tokens[index + 1].isIdentifier, tokens[index + 2].isPunctuation(":") {
                var cursor = index + 3
                let type = readType(tokens, &cursor, close: close)
                // A computed property (`{ … }` after the type) is not decoded.
                if cursor < close, tokens[cursor].isPunctuation("{") { index = cursor; continue }
                let name = tokens[index + 1].text
                members.append((keys[name] ?? name, json(type, depth: depth, path: path + "." + name, origin: SourceOrigin(file: declaration.source.path, line: token.line))))
                index = cursor
                continue
            }
            index += 1
        }
        return .object(members)
    }

    /// `case eta = "eta_time", name` in an `enum CodingKeys`.
    private func codingKeys(in declaration: Declaration, close: Int) -> [String: String] {
        let tokens = declaration.source.tokens
        var keys: [String: String] = [:]
        for index in declaration.body..<close where tokens[index].isIdentifier && tokens[index].text == "CodingKeys" && index > 0 && tokens[index - 1].text == "enum" {
            guard let body = (index..<close).first(where: { tokens[$0].isPunctuation("{") }),
                  let end = SourceExpression.matching(tokens, body, close + 1) else { continue }
            var cursor = body
            while cursor < end {
                if tokens[cursor].isIdentifier, cursor > 0, tokens[cursor - 1].text == "case" || tokens[cursor - 1].isPunctuation(",") {
                    let name = tokens[cursor].text
                    if cursor + 2 < end, tokens[cursor + 1].isPunctuation("="), let raw = tokens[cursor + 2].literal { keys[name] = raw } else { keys[name] = name }
                }
                cursor += 1
            }
        }
        return keys
    }

    /// A type as written: `[String]`, `Foo.Bar?`, `Array<Int>` (its generic arguments skipped).
    private func readType(_ tokens: [SourceToken], _ cursor: inout Int, close: Int) -> (name: String, array: Bool, optional: Bool) {
        var array = false
        var name = ""
        if cursor < close, tokens[cursor].isPunctuation("[") {
            array = true
            cursor += 1
            if cursor < close, tokens[cursor].isIdentifier { name = tokens[cursor].text; cursor += 1 }
            while cursor < close, !tokens[cursor].isPunctuation("]") { cursor += 1 }
            cursor += 1
        } else {
            while cursor < close, tokens[cursor].isIdentifier {
                name = tokens[cursor].text
                cursor += 1
                guard cursor + 1 < close, tokens[cursor].isPunctuation("."), tokens[cursor + 1].isIdentifier else { break }
                cursor += 1
            }
        }
        var optional = false
        while cursor < close, tokens[cursor].isPunctuation("?") || tokens[cursor].isPunctuation("!") { optional = true; cursor += 1 }
        return (name, array, optional)
    }

    private func json(_ type: (name: String, array: Bool, optional: Bool), depth: Int, path: String, origin: SourceOrigin) -> OutputJSON {
        let simple: [String: String] = ["String": "string", "Int": "int", "Int64": "int", "Int32": "int", "UInt": "int", "Double": "double",
                                        "Float": "double", "CGFloat": "double", "Decimal": "double", "Bool": "bool", "Date": "date", "URL": "url"]
        var base: OutputJSON
        if let name = simple[type.name] {
            base = .string(name)
        } else if let declaration = declarations[type.name], depth < Self.maximumDepth {
            if declaration.isEnum {
                base = .object([("enum", .array(enumValues(declaration).map { .string($0) }))])
            } else {
                base = .object([("object", fields(of: declaration, depth: depth + 1, path: path))])
            }
        } else {
            base = .string("string")
        }
        if type.array { base = .array([base]) }
        guard type.optional else { return base }
        if case .string(let name) = base { return .string(name + "?") }
        if case .object(let members) = base { return .object(members + [("optional", .bool(true))]) }
        return .object([("array", base.arrayElement ?? .string("string")), ("optional", .bool(true))])
    }

    /// A String enum's raw values (the case names when none is written).
    private func enumValues(_ declaration: Declaration) -> [String] {
        let tokens = declaration.source.tokens
        let name = declaration.name
        guard let close = SourceExpression.matching(tokens, declaration.body, tokens.count) else { return [] }
        var values: [String] = []
        for index in declaration.body..<close where tokens[index].isIdentifier && index > 0 && (tokens[index - 1].text == "case" || tokens[index - 1].isPunctuation(",")) {
            if let (value, _) = table.lookup([name, tokens[index].text]), !values.contains(value) { values.append(value) }
        }
        return values
    }
}

extension OutputJSON {
    /// The single element of a one-element array.
    var arrayElement: OutputJSON? {
        if case .array(let elements) = self, elements.count == 1 { return elements[0] }
        return nil
    }
}
