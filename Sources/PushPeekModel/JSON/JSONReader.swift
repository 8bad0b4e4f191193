import PushPeekJSON

/// Typed reads of JSON values that report a bad value with its JSON path and position
/// (`aps.alert.title: expected a string, found a number`).
///
/// Two modes, one set of decoders: *strict* (no log) throws the first problem — what `render`
/// does; *collecting* (with a `DecodingLog`) records every problem and goes on with the value left
/// out — what `lint` does. A decoder reports through `report`, so the first error a collecting
/// decode records is the error a strict decode of the same input throws.
public struct JSONReader {
    public let node: JSONNode
    /// The path of the object this value is in, with `key` (or this value's own path, without).
    private let parent: String
    private let key: String?
    /// Where problems go; nil for a strict reader.
    public let log: DecodingLog?

    public init(_ node: JSONNode, path: String = "", log: DecodingLog? = nil) {
        self.node = node
        parent = path
        key = nil
        self.log = log
    }

    private init(_ node: JSONNode, parent: String, key: String, log: DecodingLog?) {
        self.node = node
        self.parent = parent
        self.key = key
        self.log = log
    }

    /// This value's JSON path, joined when asked (a value read without a problem never needs it).
    public var path: String {
        guard let key else { return parent }
        return parent.isEmpty ? key : parent + "." + key
    }

    /// A reader of another value, sharing this reader's mode.
    public func reader(_ node: JSONNode, path: String) -> JSONReader {
        JSONReader(node, path: path, log: log)
    }

    /// A reader of the value of `key` in the object at path `parent`, sharing this reader's mode.
    public func reader(_ node: JSONNode, in parent: String, key: String) -> JSONReader {
        JSONReader(node, parent: parent, key: key, log: log)
    }

    public func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// Throws an error in strict mode; records it (and returns) in collecting mode. A warning is
    /// only recorded: a strict decode ignores what it would only warn about, and what does not
    /// `refuse` (an error iOS or APNs would mind, in a value pushpeek can still show).
    public func report(_ error: InputError, rule: LintRule = .appInvalid, severity: Severity = .error,
                       refusing: Bool? = nil) throws(InputError) {
        let issue = DecodingIssue(error, rule: rule, severity: severity, refuses: refusing ?? (severity == .error))
        if let log {
            log.append(issue)
        } else if issue.refuses {
            throw error
        }
    }

    /// `report` for a message about the value at `path` (written at `location`).
    public func fail(at location: SourceLocation?, path: String, _ message: String, rule: LintRule = .appInvalid) throws(InputError) {
        try report(InputError(location: location, path: path, message: message), rule: rule)
    }

    /// `fail` about the value of `key` (or this object, when `key` is missing).
    public func fail(_ key: String, _ message: String, rule: LintRule = .appInvalid) throws(InputError) {
        try fail(at: node[key]?.location ?? node.location, path: child(key), message, rule: rule)
    }

    public func typeError(_ expected: String, at node: JSONNode, path: String) -> InputError {
        InputError(location: node.location, path: path, message: "expected \(expected), found \(node.value.kindDescription)")
    }

    /// Reports a value of the wrong type (`wrong-type`).
    public func wrongType(_ expected: String, at node: JSONNode, path: String) throws(InputError) {
        try report(typeError(expected, at: node, path: path), rule: .wrongType)
    }

    /// The members of this object; not an object is reported, and reads as no members.
    public func object() throws(InputError) -> [JSONMember] {
        guard let members = node.members else {
            try wrongType("an object", at: node, path: path)
            return []
        }
        return members
    }

    public func optional(_ key: String) -> JSONReader? {
        guard let value = node[key], !value.isNull else { return nil }
        return JSONReader(value, path: child(key), log: log)
    }

    public func string(_ key: String) throws(InputError) -> String? {
        try optional(key)?.string()
    }

    /// This value as a string; another kind is reported (refusing as `refusing` says).
    public func string(refusing: Bool = true) throws(InputError) -> String? {
        guard let text = node.string else {
            try report(typeError("a string", at: node, path: path), rule: .wrongType, refusing: refusing)
            return nil
        }
        return text
    }

    /// A string that must be there: missing is reported at this object.
    public func required(_ key: String, _ why: String = "") throws(InputError) -> String? {
        if node[key] == nil || node[key]?.isNull == true {
            try fail(at: node.location, path: child(key), "missing" + why)
            return nil
        }
        return try string(key)
    }

    /// A number too large for a `Double`: a strict reader stops at it; a collecting one leaves it to
    /// `DocumentChecks`, which reports every such number of the document once, in the same words.
    public func outOfRange() throws(InputError) {
        guard log == nil else { return }
        let literal = node.numberLiteral.prefix(40)
        throw InputError(location: node.location, path: path, message: "\(literal) is out of range for a number")
    }

    public func bool(_ key: String) throws(InputError) -> Bool? {
        guard let reader = optional(key) else { return nil }
        if let flag = reader.node.bool { return flag }
        if case .number(let number) = reader.node.value, number.value == 0 || number.value == 1 { return number.value == 1 }
        try wrongType("a boolean", at: reader.node, path: reader.path)
        return nil
    }

    public func number(_ key: String) throws(InputError) -> Double? {
        try optional(key)?.number()
    }

    /// This value as a finite number.
    public func number(refusing: Bool = true) throws(InputError) -> Double? {
        guard let value = node.number else {
            try report(typeError("a number", at: node, path: path), rule: .wrongType, refusing: refusing)
            return nil
        }
        guard value.isFinite else {
            try outOfRange()
            return nil
        }
        return value
    }

    public func integer(_ key: String) throws(InputError) -> Int? {
        try optional(key)?.integer()
    }

    /// This value as a whole number.
    public func integer(refusing: Bool = true) throws(InputError) -> Int? {
        guard let value = try number(refusing: refusing) else { return nil }
        guard abs(value) < 1e15, let whole = WholeNumber.exact(value) else {
            try report(InputError(location: node.location, path: path, message: "expected a whole number, found \(value)"),
                       rule: .wrongType, refusing: refusing)
            return nil
        }
        return whole
    }

    /// An array of strings; numbers are taken as their literal (with a warning).
    public func strings(_ key: String) throws(InputError) -> [String]? {
        try optional(key)?.strings()
    }

    /// This value as an array of strings.
    public func strings(refusing: Bool = true) throws(InputError) -> [String]? {
        guard let elements = node.elements else {
            try report(typeError("an array of strings", at: node, path: path), rule: .wrongType, refusing: refusing)
            return nil
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            switch element.value {
            case .string(let text): result.append(text)
            case .number(let number):
                try report(typeError("a string", at: element, path: "\(path)[\(index)]"), rule: .wrongType, severity: .warning)
                result.append(number.literal)
            default:
                try report(typeError("a string", at: element, path: "\(path)[\(index)]"), rule: .wrongType, refusing: refusing)
            }
        }
        return result
    }

    public func array(_ key: String) throws(InputError) -> [JSONReader]? {
        guard let reader = optional(key) else { return nil }
        guard let elements = reader.node.elements else {
            try wrongType("an array", at: reader.node, path: reader.path)
            return nil
        }
        return elements.enumerated().map { JSONReader($1, path: "\(reader.path)[\($0)]", log: log) }
    }

    /// Keys this object may hold. An unknown key close to a known one is a typo that is ignored
    /// (a warning with "did you mean"); with `refusingAs` (what the object is), every unknown key is
    /// an error instead.
    public func checkKeys(_ known: [String], refusingAs place: String? = nil) throws(InputError) {
        guard let members = node.members else { return }
        for member in members where !known.contains(member.key) {
            let key = DocumentChecks.quoted(member.key)
            let memberPath = child(member.key)
            if let place {
                try report(InputError(location: member.keyLocation, path: memberPath,
                                      message: "unknown key \"\(key)\" (\(place) has \(known.joined(separator: ", ")))"))
            } else if let suggestion = KeySuggestion.suggest(member.key, among: known) {
                try report(InputError(location: member.keyLocation, path: memberPath,
                                      message: "unknown key \"\(key)\" is ignored; did you mean \"\(suggestion)\"?"),
                           severity: .warning)
            }
        }
    }
}
