/// The custom view of an extension: which payload keys it reads, and which controls need touches.
extension AppLinter {
    /// Element kinds that only work when the view receives touches.
    static let interactiveKinds: Set<String> = ["button", "segmented", "slider", "switch", "stepper"]
    static let containerKinds: Set<String> = ["stack", "container"]

    /// One `{"kind": {…}}` element (recursing into stacks).
    mutating func walkElement(_ element: JSONNode, path: String, into facts: inout ExtensionFacts) {
        guard let members = element.members, members.count == 1, let member = members.first else {
            reporter.report(.appInvalid, at: element.location,
                            "\(path): a view element is an object with one key naming its kind, like {\"map\": {…}}")
            return
        }
        let kind = member.key
        let elementPath = path + "." + kind
        if AppLinter.interactiveKinds.contains(kind) {
            facts.interactiveElements.append((kind, member.keyLocation))
        }
        if kind == "map" {
            walkMap(member.value, keyLocation: member.keyLocation, path: elementPath, into: &facts)
            return
        }
        guard let fields = member.value.members else {
            reporter.wrongType(member.value, path: elementPath, expected: "an object")
            return
        }
        for field in fields {
            if AppLinter.containerKinds.contains(kind), field.key == "elements" {
                for (index, child) in (reporter.array(field.value, path: elementPath + ".elements") ?? []).enumerated() {
                    walkElement(child, path: "\(elementPath).elements[\(index)]", into: &facts)
                }
            } else if field.key == "keyPath" {
                if let keyPath = reporter.string(field.value, path: elementPath + ".keyPath") {
                    facts.bindings.append(ViewBinding(path: keyPath, use: .text, elementKind: kind, location: field.value.location))
                }
            } else if let text = field.value.string {
                for keyPath in ViewBinding.templatePaths(text) {
                    facts.bindings.append(ViewBinding(path: keyPath, use: .text, elementKind: kind, location: field.value.location))
                }
            }
        }
    }

    /// `{"map": {"latitude": "lat", "longitude": "lng", "radius": "radius"}}`: each a key path
    /// (a missing one defaults to its own name) or a fixed number.
    mutating func walkMap(_ node: JSONNode, keyLocation: SourceLocation, path: String, into facts: inout ExtensionFacts) {
        let fields = node.isNull ? [] : reporter.object(node, path: path)
        guard let fields else { return }
        let uses: [(String, ViewBinding.Use)] = [("latitude", .latitude), ("longitude", .longitude), ("radius", .radius)]
        for (name, use) in uses {
            guard let field = fields.last(where: { $0.key == name }) else {
                facts.bindings.append(ViewBinding(path: name, use: use, elementKind: "map", location: keyLocation))
                continue
            }
            switch field.value.value {
            case .string(let keyPath):
                facts.bindings.append(ViewBinding(path: keyPath, use: use, elementKind: "map", location: field.value.location))
            case .number:
                break
            default:
                reporter.wrongType(field.value, path: path + "." + name, expected: "a payload key path (string) or a fixed number")
            }
        }
    }
}
