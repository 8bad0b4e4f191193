import PushPeekJSON

/// An app description that imports a project (`"import": "../X.xcodeproj"`) over what was imported:
/// `app` key by key, `categories` by identifier and `extensions` by name (an entry's own keys over
/// the imported entry's; new ones added), any other key replaced; `import` itself dropped.
public enum AppDescriptionMerge {
    public static func merge(_ imported: OutputJSON, over own: [JSONMember]) -> OutputJSON {
        guard case .object(var result) = imported else { return imported }
        for member in own where member.key != "import" {
            let value = OutputJSON(member.value)
            let existing = result.firstIndex { $0.0 == member.key }
            switch member.key {
            case "app":
                if let existing { result[existing].1 = mergeObjects(result[existing].1, value) } else { result.append((member.key, value)) }
            case "categories":
                result = set(result, member.key, mergeLists(existing.map { result[$0].1 }, value, key: "identifier", deep: false))
            case "extensions":
                result = set(result, member.key, mergeLists(existing.map { result[$0].1 }, value, key: "name", deep: true))
            default:
                result = set(result, member.key, value)
            }
        }
        return .object(result)
    }

    static func set(_ members: [(String, OutputJSON)], _ key: String, _ value: OutputJSON) -> [(String, OutputJSON)] {
        var copy = members
        if let index = copy.firstIndex(where: { $0.0 == key }) { copy[index].1 = value } else { copy.append((key, value)) }
        return copy
    }

    static func mergeObjects(_ base: OutputJSON, _ over: OutputJSON) -> OutputJSON {
        guard case .object(var members) = base, case .object(let overMembers) = over else { return over }
        for (key, value) in overMembers { members = set(members, key, value) }
        return .object(members)
    }

    static func mergeLists(_ base: OutputJSON?, _ over: OutputJSON, key: String, deep: Bool) -> OutputJSON {
        guard case .array(var list)? = base, case .array(let overList) = over else { return over }
        for entry in overList {
            let name = identity(entry, key)
            if let name, let index = list.firstIndex(where: { identity($0, key) == name }) {
                list[index] = deep ? mergeObjects(list[index], entry) : entry
            } else {
                list.append(entry)
            }
        }
        return .array(list)
    }

    static func identity(_ entry: OutputJSON, _ key: String) -> String? {
        guard case .object(let members) = entry, let value = members.first(where: { $0.0 == key })?.1, case .string(let text) = value else { return nil }
        return text
    }
}
