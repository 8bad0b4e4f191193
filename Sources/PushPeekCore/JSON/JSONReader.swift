/// Typed reads of JSON values that fail with the value's JSON path and position
/// (`aps.alert.title: expected a string, found a number`).
public struct JSONReader: Sendable {
    public let node: JSONNode
    public let path: String

    public init(_ node: JSONNode, path: String = "") {
        self.node = node
        self.path = path
    }

    public func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    public func typeError(_ expected: String, at node: JSONNode, path: String) -> InputError {
        InputError(location: node.location, path: path, message: "expected \(expected), found \(node.value.kindDescription)")
    }

    public func object() throws(InputError) -> [JSONMember] {
        guard let members = node.members else { throw typeError("an object", at: node, path: path) }
        return members
    }

    public func optional(_ key: String) -> JSONReader? {
        guard let value = node[key], !value.isNull else { return nil }
        return JSONReader(value, path: child(key))
    }

    public func string(_ key: String) throws(InputError) -> String? {
        guard let reader = optional(key) else { return nil }
        guard let text = reader.node.string else { throw typeError("a string", at: reader.node, path: reader.path) }
        return text
    }

    public func bool(_ key: String) throws(InputError) -> Bool? {
        guard let reader = optional(key) else { return nil }
        if let flag = reader.node.bool { return flag }
        if case .number(let number) = reader.node.value, number.value == 0 || number.value == 1 { return number.value == 1 }
        throw typeError("a boolean", at: reader.node, path: reader.path)
    }

    public func number(_ key: String) throws(InputError) -> Double? {
        guard let reader = optional(key) else { return nil }
        guard let value = reader.node.number else { throw typeError("a number", at: reader.node, path: reader.path) }
        guard value.isFinite else {
            throw InputError(location: reader.node.location, path: reader.path, message: "number out of range")
        }
        return value
    }

    public func integer(_ key: String) throws(InputError) -> Int? {
        guard let value = try number(key) else { return nil }
        guard value.rounded() == value, abs(value) < 1e15 else {
            throw InputError(location: node[key]?.location, path: child(key), message: "expected a whole number, found \(value)")
        }
        return Int(value)
    }

    public func strings(_ key: String) throws(InputError) -> [String]? {
        guard let reader = optional(key) else { return nil }
        guard let elements = reader.node.elements else { throw typeError("an array of strings", at: reader.node, path: reader.path) }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            switch element.value {
            case .string(let text): result.append(text)
            case .number(let number): result.append(number.literal)
            default: throw typeError("a string", at: element, path: "\(reader.path)[\(index)]")
            }
        }
        return result
    }

    public func array(_ key: String) throws(InputError) -> [JSONReader]? {
        guard let reader = optional(key) else { return nil }
        guard let elements = reader.node.elements else { throw typeError("an array", at: reader.node, path: reader.path) }
        return elements.enumerated().map { JSONReader($1, path: "\(reader.path)[\($0)]") }
    }
}
