import PushPeekJSON
import PushPeekModel

/// Checks a JSON value against the fields of a `Codable` struct as `JSONDecoder` with its default
/// strategies would decode it: `keyDecodingStrategy = .useDefaultKeys` (keys exactly as the
/// properties are named), `dateDecodingStrategy = .deferredToDate` (seconds since 2001-01-01).
///
/// Visits each JSON value once (object keys through one dictionary per object, the type prepared
/// once as an `ActivityShape`), and stops after `maximumIssues` undecodable values, so the work
/// grows with the payload, not with the payload times the type; types nest no deeper than
/// `LiveActivityDecoder.maximumDepth`.
public enum ActivityStateChecker {
    /// Numbers of reference-date seconds at or above this read as after 2039 — a Unix timestamp.
    package static let unixLooking = 1.2e9
    /// At or above this, milliseconds since 1970.
    package static let millisecondsLooking = 1e11
    /// How many issues of each kind are reported at most. `JSONDecoder` stops at the first error;
    /// listing more helps, listing every one of 10,000 array elements does not. Once this many
    /// undecodable values are found, the rest of the value is not looked at.
    public static let maximumIssues = 50

    public static func check(_ node: JSONNode, fields: [ActivityField], path: String = "") -> [ActivityDecodingIssue] {
        check(node, shape: ActivityShape(fields: fields), path: path)
    }

    /// Checks `node` against a struct's prepared shape (`LiveActivity.attributesShape`, `.contentStateShape`).
    public static func check(_ node: JSONNode, shape: ActivityShape, path: String = "") -> [ActivityDecodingIssue] {
        var issues = Issues()
        checkObject(node, shape: shape, path: path, into: &issues)
        return issues.list
    }

    /// The issues found so far, at most `maximumIssues` of each kind.
    package struct Issues {
        package var list: [ActivityDecodingIssue] = []
        package var counts: [ActivityDecodingIssue.Kind: Int] = [:]

        /// Enough undecodable values were found: stop looking.
        package var isFull: Bool { (counts[.undecodable] ?? 0) >= maximumIssues }

        package func accepts(_ kind: ActivityDecodingIssue.Kind) -> Bool { (counts[kind] ?? 0) < maximumIssues }

        package mutating func append(_ issue: ActivityDecodingIssue) {
            guard accepts(issue.kind) else { return }
            list.append(issue)
            counts[issue.kind, default: 0] += 1
        }
    }

    package static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    package static func checkObject(_ node: JSONNode, shape: ActivityShape, path: String, into issues: inout Issues) {
        guard !issues.isFull else { return }
        guard let members = node.members else {
            issues.append(mismatch(node, expected: "an object (a keyed container)", path: path))
            return
        }
        WorkCounter.add(members.count)
        var byKey: [String: JSONMember] = [:]
        for member in members { byKey[member.key] = member }
        let fields = shape.fields
        var explained: Set<String> = []
        if byKey.keys.filter(shape.required.contains).count == shape.required.count {
            // Nothing required is missing: check the fields present, in declaration order.
            let present = byKey.values.compactMap { member in shape.indexByName[member.key].map { ($0, member) } }.sorted { $0.0 < $1.0 }
            for (index, member) in present {
                guard !issues.isFull else { return }
                checkValue(member.value, shape: shape.fieldShapes[index], path: join(path, fields[index].name), into: &issues)
            }
        } else {
            // Some required key is missing: each yields an issue, so this walk over the fields is
            // done at most `maximumIssues` times.
            WorkCounter.add(fields.count)
            for (index, field) in fields.enumerated() {
                guard !issues.isFull else { return }
                let fieldPath = join(path, field.name)
                if let member = byKey[field.name] {
                    checkValue(member.value, shape: shape.fieldShapes[index], path: fieldPath, into: &issues)
                    continue
                }
                guard !field.type.isOptional else { continue }
                let snake = snakeCase(field.name)
                if snake != field.name, let written = byKey[snake] {
                    explained.insert(snake)
                    issues.append(ActivityDecodingIssue(kind: .undecodable, location: written.keyLocation, path: join(path, snake),
                        message: "key \"\(DocumentChecks.quoted(snake))\" is snake_case; the property is \(field.name) and the default keyDecodingStrategy keeps keys as written (keyNotFound \"\(field.name)\")"))
                } else {
                    issues.append(ActivityDecodingIssue(kind: .undecodable, location: node.location, path: fieldPath,
                        message: "missing key \"\(field.name)\" (\(field.type.swiftName), not optional): keyNotFound"))
                }
            }
        }
        for member in members where shape.indexByName[member.key] == nil && !explained.contains(member.key) {
            guard issues.accepts(.ignoredKey) else { break }
            let message: String
            if let property = shape.nameBySnakeCase[member.key] {
                message = "key \"\(DocumentChecks.quoted(member.key))\" is snake_case: the decoder ignores it and the optional \(property) stays nil"
            } else {
                let hint = KeySuggestion.suggest(member.key, among: fields.lazy.map(\.name)).map { "; did you mean \"\($0)\"?" } ?? ""
                message = "key \"\(DocumentChecks.quoted(member.key))\" is no property: the decoder ignores it\(hint)"
            }
            issues.append(ActivityDecodingIssue(kind: .ignoredKey, location: member.keyLocation, path: join(path, member.key), message: message))
        }
    }

    package static func checkValue(_ node: JSONNode, shape: ActivityShape, path: String, into issues: inout Issues) {
        let type = shape.type
        if case .optional = type, let wrapped = shape.inner {
            if !node.isNull { checkValue(node, shape: wrapped, path: path, into: &issues) }
            return
        }
        if node.isNull {
            issues.append(ActivityDecodingIssue(kind: .undecodable, location: node.location, path: path,
                                                message: "null for \(type.swiftName), which is not optional: valueNotFound"))
            return
        }
        switch type {
        case .string:
            if node.string == nil { issues.append(mismatch(node, expected: "String", path: path)) }
        case .int:
            guard case .number(let number) = node.value else { return issues.append(mismatch(node, expected: "Int", path: path)) }
            if !number.isInteger || abs(number.value) >= 9.2e18 {
                issues.append(ActivityDecodingIssue(kind: .undecodable, location: node.location, path: path,
                    message: "\(number.literal.prefix(24)) does not fit in Int: dataCorrupted"))
            }
        case .double:
            if node.number == nil { issues.append(mismatch(node, expected: "Double", path: path)) }
        case .bool:
            if node.bool == nil { issues.append(mismatch(node, expected: "Bool (true or false; JSONDecoder takes no 0 or 1)", path: path)) }
        case .url:
            guard let text = node.string else { return issues.append(mismatch(node, expected: "URL (a string)", path: path)) }
            if text.isEmpty || text.contains(" ") {
                issues.append(ActivityDecodingIssue(kind: .undecodable, location: node.location, path: path,
                    message: "\"\(DocumentChecks.quoted(text))\" is no URL: dataCorrupted \"Invalid URL string.\""))
            }
        case .date:
            checkDate(node, path: path, into: &issues)
        case .object:
            checkObject(node, shape: shape, path: path, into: &issues)
        case .array:
            guard let elements = node.elements, let element = shape.inner else {
                return issues.append(mismatch(node, expected: "an array (\(type.swiftName))", path: path))
            }
            for (index, item) in elements.enumerated() {
                guard !issues.isFull else { return }
                WorkCounter.add(1)
                checkValue(item, shape: element, path: path + "[\(index)]", into: &issues)
            }
        case .enumeration(let cases, let numeric):
            let raw: String?
            if numeric, case .number(let number) = node.value, number.isInteger { raw = number.literal } else { raw = numeric ? nil : node.string }
            guard let raw else { return issues.append(mismatch(node, expected: numeric ? "an Int raw value" : "a String raw value", path: path)) }
            if !shape.cases.contains(raw) {
                let hint = numeric ? "" : (KeySuggestion.suggest(raw, among: cases).map { "; did you mean \"\($0)\"?" } ?? "")
                issues.append(ActivityDecodingIssue(kind: .undecodable, location: node.location, path: path,
                    message: "\(numeric ? raw : "\"" + DocumentChecks.quoted(raw) + "\"") is not a raw value of the enum (\(cases.joined(separator: ", "))): dataCorrupted\(hint)"))
            }
        case .optional:
            break
        }
    }

    /// A `Date` under `.deferredToDate`: a number of seconds since 2001-01-01.
    package static func checkDate(_ node: JSONNode, path: String, into issues: inout Issues) {
        guard let number = node.number else {
            let hint = node.string.map { ActivityTime.parse($0) == nil ? "" : " (\"\(DocumentChecks.quoted($0))\" would need .iso8601)" } ?? ""
            issues.append(mismatch(node, expected: "Date: a number of seconds since 2001-01-01 (the default dateDecodingStrategy)\(hint)", path: path))
            return
        }
        let shown = ActivityTime.format(ActivityTime.unix(fromReference: number))
        if number >= millisecondsLooking {
            issues.append(ActivityDecodingIssue(kind: .suspiciousDate, location: node.location, path: path,
                message: "\(node.numberLiteral) looks like Unix time in milliseconds, but a Date is decoded as seconds since 2001-01-01: the device shows \(shown); meant \(ActivityTime.format(number / 1000))? send \(reference(number / 1000))"))
        } else if number >= unixLooking {
            issues.append(ActivityDecodingIssue(kind: .suspiciousDate, location: node.location, path: path,
                message: "\(node.numberLiteral) looks like a Unix timestamp, but a Date is decoded as seconds since 2001-01-01: the device shows \(shown); meant \(ActivityTime.format(number))? send \(reference(number))"))
        }
    }

    /// The reference-date number for Unix seconds, as written in JSON.
    package static func reference(_ unix: Double) -> String {
        let value = unix - ActivityTime.referenceOffset
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    package static func mismatch(_ node: JSONNode, expected: String, path: String) -> ActivityDecodingIssue {
        ActivityDecodingIssue(kind: .undecodable, location: node.location, path: path,
                              message: "expected \(expected), found \(node.value.kindDescription): typeMismatch")
    }

    /// `courierName` → `courier_name` (what `.convertFromSnakeCase` would have mapped).
    public static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty {
                result += "_" + character.lowercased()
            } else {
                result += character.lowercased()
            }
        }
        return result
    }
}
