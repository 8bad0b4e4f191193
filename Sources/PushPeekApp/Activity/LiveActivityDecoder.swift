import PushPeekJSON
import PushPeekModel

/// Reads `liveActivities[]` of the app description — part of `AppDescriptionDecoder`, the one owner
/// of the format, in its strict and collecting modes.
///
/// A type is written as the Swift declaration has it: `"string"`, `"int"`, `"double"`, `"bool"`,
/// `"date"`, `"url"` (with `?` for an optional), `["string"]` for an array, or an object with one of
/// `object` (nested fields), `array` (the element type), `enum` (the raw values), and `optional`.
public enum LiveActivityDecoder {
    package static let keys = ["attributesType", "attributes", "contentState", "lockScreen", "staleLockScreen", "dynamicIsland"]
    package static let islandKeys = ["compactLeading", "compactTrailing", "minimal", "expanded"]
    package static let expandedKeys = ["leading", "trailing", "center", "bottom"]
    package static let typeKeys = ["object", "array", "enum", "optional"]
    /// Nesting deeper than this is refused (the reader recurses).
    package static let maximumDepth = 16

    public static func decode(_ reader: JSONReader) throws(InputError) -> LiveActivity? {
        _ = try reader.object()
        try reader.checkKeys(keys)
        let attributesType = try reader.required("attributesType", "; the Swift name of the ActivityAttributes struct")
        let attributes = try fields(reader.optional("attributes"), depth: 0)
        let contentState = try fields(reader.optional("contentState"), depth: 0)
        let lockScreen = try ViewElementDecoder.decode(try reader.array("lockScreen") ?? [])
        let stale = try reader.array("staleLockScreen").map { readers throws(InputError) in try ViewElementDecoder.decode(readers) }
        var island = DynamicIslandViews()
        if let islandReader = reader.optional("dynamicIsland") {
            _ = try islandReader.object()
            try islandReader.checkKeys(islandKeys)
            island.compactLeading = try ViewElementDecoder.decode(try islandReader.array("compactLeading") ?? [])
            island.compactTrailing = try ViewElementDecoder.decode(try islandReader.array("compactTrailing") ?? [])
            island.minimal = try ViewElementDecoder.decode(try islandReader.array("minimal") ?? [])
            if let expanded = islandReader.optional("expanded") {
                _ = try expanded.object()
                try expanded.checkKeys(expandedKeys)
                island.expandedLeading = try ViewElementDecoder.decode(try expanded.array("leading") ?? [])
                island.expandedTrailing = try ViewElementDecoder.decode(try expanded.array("trailing") ?? [])
                island.expandedCenter = try ViewElementDecoder.decode(try expanded.array("center") ?? [])
                island.expandedBottom = try ViewElementDecoder.decode(try expanded.array("bottom") ?? [])
            }
        }
        guard let attributesType else { return nil }
        return LiveActivity(attributesType: attributesType, attributes: attributes, contentState: contentState,
                            lockScreen: lockScreen, staleLockScreen: stale, dynamicIsland: island,
                            location: reader.node.location, path: reader.path)
    }

    /// The fields of a struct: `{"name": TYPE, …}`.
    package static func fields(_ reader: JSONReader?, depth: Int) throws(InputError) -> [ActivityField] {
        guard let reader else { return [] }
        var result: [ActivityField] = []
        for member in try reader.object() {
            let fieldReader = reader.reader(member.value, path: reader.child(member.key))
            if let type = try type(fieldReader, depth: depth + 1) {
                result.append(ActivityField(name: member.key, type: type))
            }
        }
        return result
    }

    package static func type(_ reader: JSONReader, depth: Int) throws(InputError) -> ActivityValueType? {
        guard depth <= maximumDepth else {
            try reader.fail(at: reader.node.location, path: reader.path, "types nested deeper than \(maximumDepth)")
            return nil
        }
        switch reader.node.value {
        case .string(let name):
            let optional = name.hasSuffix("?")
            let base = optional ? String(name.dropLast()) : name
            guard let scalar = ActivityValueType.scalarNames[base] else {
                let names = ActivityValueType.scalarNames.keys.sorted()
                try reader.fail(at: reader.node.location, path: reader.path,
                                "unknown type \"\(DocumentChecks.quoted(name))\"\(KeySuggestion.hint(KeySuggestion.suggest(base, among: names)))"
                                + "; expected one of \(names.joined(separator: ", ")) (with ? when optional), [TYPE] or {\"object\"|\"array\"|\"enum\": …}")
                return nil
            }
            return optional ? .optional(scalar) : scalar
        case .array(let elements):
            guard elements.count == 1, let element = elements.first else {
                try reader.fail(at: reader.node.location, path: reader.path, "an array type names its element type once, like [\"string\"]")
                return nil
            }
            return try type(reader.reader(element, path: reader.path + "[0]"), depth: depth + 1).map { .array($0) }
        case .object:
            return try structured(reader, depth: depth)
        default:
            try reader.wrongType("a type (\"string\", \"int?\", [\"string\"], {\"enum\": […]} …)", at: reader.node, path: reader.path)
            return nil
        }
    }

    /// `{"object": {…}}`, `{"array": TYPE}` or `{"enum": [raw values]}`, with `"optional": true`.
    package static func structured(_ reader: JSONReader, depth: Int) throws(InputError) -> ActivityValueType? {
        try reader.checkKeys(typeKeys, refusingAs: "a type")
        let kinds = ["object", "array", "enum"].filter { reader.node[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first, let inner = reader.optional(kind) else {
            try reader.fail(at: reader.node.location, path: reader.path, "a type object has exactly one of object, array, enum")
            return nil
        }
        let optional = try reader.bool("optional") ?? false
        var result: ActivityValueType?
        switch kind {
        case "object":
            if inner.node.members == nil {
                try inner.wrongType("an object of fields", at: inner.node, path: inner.path)
            } else {
                result = .object(try fields(inner, depth: depth))
            }
        case "array":
            result = try type(inner, depth: depth + 1).map { .array($0) }
        default:
            result = try enumeration(inner)
        }
        guard let result else { return nil }
        return optional ? .optional(result) : result
    }

    /// The raw values of an enum: all strings or all whole numbers, at least one, no repeats.
    package static func enumeration(_ reader: JSONReader) throws(InputError) -> ActivityValueType? {
        guard let elements = reader.node.elements, !elements.isEmpty else {
            try reader.fail(at: reader.node.location, path: reader.path, "an enum lists its raw values, like [\"preparing\", \"onTheWay\"]")
            return nil
        }
        let numeric = elements.first?.number != nil
        var values: [String] = []
        for (index, element) in elements.enumerated() {
            let path = reader.path + "[\(index)]"
            if numeric, case .number(let number) = element.value, number.isInteger {
                values.append(number.literal)
            } else if !numeric, let text = element.string {
                values.append(text)
            } else {
                try reader.wrongType(numeric ? "a whole number like the first raw value" : "a string like the first raw value", at: element, path: path)
                continue
            }
            if values.dropLast().contains(values[values.count - 1]) {
                try reader.fail(at: element.location, path: path, "raw value \(values[values.count - 1]) twice")
            }
        }
        return .enumeration(values, numeric: numeric)
    }
}
