@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// A JSON Schema (draft-07) validator for the keywords `Schemas/app-description.schema.json` uses,
/// so tests can hold the schema against the decoder. A keyword it does not know is a failure
/// (recorded in `unknownKeywords`), never silently passed.
final class SchemaValidator {
    let root: JSONNode
    private(set) var unknownKeywords: Set<String> = []

    /// Keywords that only annotate.
    static let annotations: Set<String> = ["$schema", "$id", "$comment", "title", "description", "definitions", "examples",
                                           "x-counterexamples", "default", "format"]

    init(_ root: JSONNode) {
        self.root = root
    }

    /// Whether `value` satisfies `schema` (the root schema when nil).
    func validates(_ value: JSONNode, against schema: JSONNode? = nil) -> Bool {
        let schema = schema ?? root
        if let flag = schema.bool { return flag }
        guard let keywords = schema.members else { return false }
        for keyword in keywords where !check(keyword.key, keyword.value, in: schema, value) {
            return false
        }
        return true
    }

    private func check(_ keyword: String, _ argument: JSONNode, in schema: JSONNode, _ value: JSONNode) -> Bool {
        switch keyword {
        case "$ref":
            guard let reference = argument.string, reference.hasPrefix("#/definitions/"),
                  let target = root.value(atPath: "definitions." + reference.dropFirst("#/definitions/".count)) else {
                unknownKeywords.insert("$ref \(argument.string ?? "?")")
                return false
            }
            return validates(value, against: target)
        case "type":
            let types = argument.string.map { [$0] } ?? argument.elements?.compactMap(\.string) ?? []
            return types.contains { Self.has(value, type: $0) }
        case "enum":
            return argument.elements?.contains { Self.equal($0, value) } ?? false
        case "const":
            return Self.equal(argument, value)
        case "properties":
            guard let members = value.members else { return true }
            return members.allSatisfy { member in
                argument[member.key].map { validates(member.value, against: $0) } ?? true
            }
        case "additionalProperties":
            guard let members = value.members else { return true }
            let declared = Set(schema["properties"]?.members?.map(\.key) ?? [])
            return members.filter { !declared.contains($0.key) }.allSatisfy { validates($0.value, against: argument) }
        case "required":
            guard value.members != nil else { return true }
            return (argument.elements ?? []).compactMap(\.string).allSatisfy { value[$0] != nil }
        case "items":
            return (value.elements ?? []).allSatisfy { validates($0, against: argument) }
        case "minItems":
            return value.elements.map { Double($0.count) >= (argument.number ?? 0) } ?? true
        case "maxItems":
            return value.elements.map { Double($0.count) <= (argument.number ?? .infinity) } ?? true
        case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
            guard let number = value.number, let limit = argument.number else { return true }
            switch keyword {
            case "minimum": return number >= limit
            case "maximum": return number <= limit
            case "exclusiveMinimum": return number > limit
            default: return number < limit
            }
        case "oneOf":
            return (argument.elements ?? []).filter { validates(value, against: $0) }.count == 1
        case "anyOf":
            return (argument.elements ?? []).contains { validates(value, against: $0) }
        case "allOf":
            return (argument.elements ?? []).allSatisfy { validates(value, against: $0) }
        default:
            if Self.annotations.contains(keyword) { return true }
            unknownKeywords.insert(keyword)
            return false
        }
    }

    static func has(_ value: JSONNode, type: String) -> Bool {
        switch (type, value.value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number): return true
        case ("integer", .number(let number)): return number.value.isFinite && number.value.rounded() == number.value
        default: return false
        }
    }

    static func equal(_ left: JSONNode, _ right: JSONNode) -> Bool {
        switch (left.value, right.value) {
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a.value == b.value
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}
