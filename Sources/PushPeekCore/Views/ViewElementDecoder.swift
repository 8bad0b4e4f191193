/// Decodes an extension's `view` entries into `ViewElement`s, failing with the JSON path and position
/// of a bad value. Kinds it does not know (`map`, drawn by the map renderer, or a typo that lint
/// reports) are kept as `.other`.
public enum ViewElementDecoder {
    public static func decode(_ specs: [ViewElementSpec]) throws(InputError) -> [ViewElement] {
        var elements: [ViewElement] = []
        for spec in specs { elements.append(try decode(spec)) }
        return elements
    }

    public static func decode(_ spec: ViewElementSpec) throws(InputError) -> ViewElement {
        let reader = JSONReader(spec.node, path: spec.path)
        let content: ViewElement.Content
        switch spec.kind {
        case "label":
            _ = try reader.object()
            content = .label(LabelElement(text: try reader.string("text"), keyPath: try reader.string("keyPath"),
                                          color: try color(reader, "color"), bold: try reader.bool("bold") ?? false,
                                          alignment: try choice(reader, "alignment", default: .leading),
                                          lines: try positive(reader, "lines")))
        case "image":
            _ = try reader.object()
            content = .image(ImageElement(attachment: try reader.integer("attachment"), name: try reader.string("name")))
        case "button":
            _ = try reader.object()
            let title = try reader.string("title") ?? ""
            content = .button(ButtonElement(title: title, selectedTitle: try reader.string("selectedTitle"),
                                            selected: try reader.bool("selected") ?? false, action: try reader.string("action"),
                                            tint: try color(reader, "tint"), onTap: try reader.string("onTap")))
        case "segmented":
            _ = try reader.object()
            guard let segments = try reader.strings("segments"), !segments.isEmpty else {
                throw InputError(location: spec.node.location, path: reader.child("segments"), message: "missing: a segmented control needs at least one segment")
            }
            let selected = try reader.integer("selected") ?? 0
            guard segments.indices.contains(selected) else {
                throw InputError(location: spec.node["selected"]?.location, path: reader.child("selected"),
                                 message: "\(selected) is not a segment index (0…\(segments.count - 1))")
            }
            content = .segmented(SegmentedElement(segments: segments, selected: selected, keyPath: try reader.string("keyPath")))
        case "stack", "container":
            _ = try reader.object()
            var children: [ViewElement] = []
            for childReader in try reader.array("elements") ?? [] {
                guard let members = childReader.node.members, members.count == 1, let member = members.first else {
                    throw InputError(location: childReader.node.location, path: childReader.path,
                                     message: "a view element is an object with one key naming its kind, like {\"label\": {…}}")
                }
                children.append(try decode(ViewElementSpec(kind: member.key, node: member.value, path: childReader.child(member.key))))
            }
            content = .stack(StackElement(children: children, axis: try choice(reader, "axis", default: .vertical),
                                          border: try reader.bool("border") ?? (spec.kind == "container"),
                                          spacing: try reader.integer("spacing").map { max(0, min($0, 20)) } ?? 0,
                                          padding: try reader.integer("padding").map { max(0, min($0, 20)) } ?? 1,
                                          borderColor: try color(reader, "borderColor")))
        default:
            return ViewElement(content: .other, spec: spec)
        }
        return ViewElement(content: content, spec: spec, id: try reader.string("id"), align: try choice(reader, "align"),
                           margin: try points(reader, "margin") ?? 0, width: try points(reader, "width"), height: try points(reader, "height"))
    }

    static func color(_ reader: JSONReader, _ key: String) throws(InputError) -> Color? {
        guard let text = try reader.string(key) else { return nil }
        guard let color = Color(parsing: text) else {
            throw InputError(location: reader.node[key]?.location, path: reader.child(key),
                             message: "\"\(text)\" is not a colour; use #RRGGBB, #RGB or a system colour name (green, red, blue …)")
        }
        return color
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ reader: JSONReader, _ key: String) throws(InputError) -> T? where T.RawValue == String {
        guard let text = try reader.string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw InputError(location: reader.node[key]?.location, path: reader.child(key),
                             message: "unknown value \"\(text)\"; expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ reader: JSONReader, _ key: String, default fallback: T) throws(InputError) -> T where T.RawValue == String {
        try choice(reader, key) ?? fallback
    }

    static func points(_ reader: JSONReader, _ key: String) throws(InputError) -> Double? {
        guard let value = try reader.number(key) else { return nil }
        guard value >= 0, value <= 10_000 else {
            throw InputError(location: reader.node[key]?.location, path: reader.child(key), message: "expected points from 0 to 10000, found \(value)")
        }
        return value
    }

    static func positive(_ reader: JSONReader, _ key: String) throws(InputError) -> Int? {
        guard let value = try reader.integer(key) else { return nil }
        guard value >= 0 else {
            throw InputError(location: reader.node[key]?.location, path: reader.child(key), message: "expected 0 or more, found \(value)")
        }
        return value == 0 ? nil : value
    }
}
