import PushPeekJSON
import PushPeekModel
import PushPeekMaps

/// Decodes an extension's `view` entries (`{"kind": {…}}`) into `ViewElement`s, once when the app
/// description is read, reporting every bad value with its JSON path and position. The one place
/// that knows each kind's keys: a new kind is a case of `ViewElement.Content`, a case here and a view.
public enum ViewElementDecoder {
    /// Each kind's own keys (`map`'s are `MapElement.keys`).
    package static let kindKeys: [String: [String]] = [
        "label": ["text", "keyPath", "color", "bold", "alignment", "lines"],
        "image": ["attachment", "name"],
        "button": ["title", "selectedTitle", "selected", "action", "tint", "onTap"],
        "segmented": ["segments", "selected", "keyPath"],
        "stack": stackKeys,
        "container": stackKeys,
        "map": MapElement.keys,
        "progress": ["value", "total", "tint"],
        "timer": ["date", "style", "color", "bold"],
    ]
    package static let stackKeys = ["elements", "axis", "border", "spacing", "padding", "borderColor"]

    /// The elements of a `view` (or a stack's `elements`) array; entries that are not elements are
    /// reported and left out.
    public static func decode(_ entries: [JSONReader]) throws(InputError) -> [ViewElement] {
        var elements: [ViewElement] = []
        for entry in entries {
            if let element = try decode(entry: entry) { elements.append(element) }
        }
        return elements
    }

    package static func decode(entry: JSONReader) throws(InputError) -> ViewElement? {
        guard let members = entry.node.members, members.count == 1, let member = members.first else {
            try entry.fail(at: entry.node.location, path: entry.path,
                           "a view element is an object with one key naming its kind, like {\"map\": {…}} or {\"label\": {…}}")
            return nil
        }
        let kind = member.key
        let reader = entry.reader(member.value, path: entry.child(kind))
        guard let ownKeys = kindKeys[kind] else {
            let kinds = kindKeys.keys.sorted()
            let suggestion = KeySuggestion.suggest(kind, among: kinds)
            let hint = suggestion == nil ? " (kinds: \(kinds.joined(separator: ", ")))" : KeySuggestion.hint(suggestion)
            try entry.report(InputError(location: member.keyLocation, path: reader.path,
                                        message: "unknown view element \"\(DocumentChecks.quoted(kind))\" is drawn as a placeholder\(hint)"),
                             severity: .warning)
            return ViewElement(content: .other, kind: kind, path: reader.path, location: member.keyLocation)
        }
        var bindings: [ViewBinding] = []
        let content: ViewElement.Content
        if kind == "map" {
            content = .map(try MapElement.decode(reader, kindLocation: member.keyLocation, bindings: &bindings))
        } else {
            _ = try reader.object()
            try reader.checkKeys(ownKeys + ViewElementKeys.common)
            content = try decodeContent(kind, reader, bindings: &bindings)
        }
        return ViewElement(content: content, kind: kind, path: reader.path, location: member.keyLocation, bindings: bindings,
                           id: try reader.string("id"), align: try choice(reader, "align"), margin: try points(reader, "margin") ?? 0,
                           width: try points(reader, "width"), height: try points(reader, "height"))
    }

    /// The content of every kind but `map`.
    package static func decodeContent(_ kind: String, _ reader: JSONReader, bindings: inout [ViewBinding]) throws(InputError) -> ViewElement.Content {
        func bind(_ key: String) throws(InputError) -> String? {
            let path = try reader.string(key)
            if let path, let node = reader.node[key] {
                bindings.append(ViewBinding(path: path, use: .text, elementKind: kind, location: node.location))
            }
            return path
        }
        switch kind {
        case "label":
            let text = try reader.string("text")
            if let text, let node = reader.node["text"] {
                bindings += ViewBinding.templatePaths(text).map { ViewBinding(path: $0, use: .text, elementKind: kind, location: node.location) }
            }
            return .label(LabelElement(text: text, keyPath: try bind("keyPath"),
                                       color: try color(reader, "color"), bold: try reader.bool("bold") ?? false,
                                       alignment: try choice(reader, "alignment", default: .leading),
                                       lines: try positive(reader, "lines")))
        case "image":
            return .image(ImageElement(attachment: try reader.integer("attachment"), name: try reader.string("name")))
        case "button":
            return .button(ButtonElement(title: try reader.string("title") ?? "", selectedTitle: try reader.string("selectedTitle"),
                                         selected: try reader.bool("selected") ?? false, action: try reader.string("action"),
                                         tint: try color(reader, "tint"), onTap: try reader.string("onTap")))
        case "segmented":
            let segments = try reader.strings("segments") ?? []
            if segments.isEmpty {
                try reader.fail(at: reader.node.location, path: reader.child("segments"), "missing: a segmented control needs at least one segment")
            }
            let selected = try reader.integer("selected") ?? 0
            if !segments.isEmpty, !segments.indices.contains(selected) {
                try reader.fail("selected", "\(selected) is not a segment index (0…\(segments.count - 1))")
            }
            return .segmented(SegmentedElement(segments: segments, selected: selected, keyPath: try bind("keyPath")))
        case "progress":
            let value = try bind("value")
            if value == nil { try reader.fail(at: reader.node.location, path: reader.child("value"), "missing: the key path of the value (state.progress)") }
            let total = try reader.number("total") ?? 1
            if total <= 0 { try reader.fail("total", "expected a total above 0, found \(total)") }
            return .progress(ProgressElement(value: value ?? "", total: total > 0 ? total : 1, tint: try color(reader, "tint")))
        case "timer":
            let date = try bind("date")
            if date == nil { try reader.fail(at: reader.node.location, path: reader.child("date"), "missing: the key path of the Date (state.eta)") }
            return .timer(TimerElement(date: date ?? "", style: try choice(reader, "style", default: .timer),
                                       color: try color(reader, "color"), bold: try reader.bool("bold") ?? false))
        default:
            let children = try decode(try reader.array("elements") ?? [])
            return .stack(StackElement(children: children, axis: try choice(reader, "axis", default: .vertical),
                                       border: try reader.bool("border") ?? (kind == "container"),
                                       spacing: try reader.integer("spacing").map { max(0, min($0, 20)) } ?? 0,
                                       padding: try reader.integer("padding").map { max(0, min($0, 20)) } ?? 1,
                                       borderColor: try color(reader, "borderColor")))
        }
    }

    package static func color(_ reader: JSONReader, _ key: String) throws(InputError) -> Color? {
        guard let text = try reader.string(key) else { return nil }
        guard let color = Color(parsing: text) else {
            try reader.fail(key, "\"\(DocumentChecks.quoted(text))\" is not a colour; use #RRGGBB, #RGB or a system colour name (green, red, blue …)")
            return nil
        }
        return color
    }

    package static func choice<T: RawRepresentable & CaseIterable>(_ reader: JSONReader, _ key: String) throws(InputError) -> T? where T.RawValue == String {
        guard let text = try reader.string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            try reader.fail(key, "unknown value \"\(DocumentChecks.quoted(text))\"; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        return value
    }

    package static func choice<T: RawRepresentable & CaseIterable>(_ reader: JSONReader, _ key: String, default fallback: T) throws(InputError) -> T where T.RawValue == String {
        try choice(reader, key) ?? fallback
    }

    package static func points(_ reader: JSONReader, _ key: String) throws(InputError) -> Double? {
        guard let value = try reader.number(key) else { return nil }
        guard value >= 0, value <= 10_000 else {
            try reader.fail(key, "expected points from 0 to 10000, found \(value)")
            return nil
        }
        return value
    }

    package static func positive(_ reader: JSONReader, _ key: String) throws(InputError) -> Int? {
        guard let value = try reader.integer(key) else { return nil }
        guard value >= 0 else {
            try reader.fail(key, "expected 0 or more, found \(value)")
            return nil
        }
        return value == 0 ? nil : value
    }
}
