/// The format strings of grouped notifications: a category's `categorySummaryFormat` ("%u more
/// messages from %@": the number, then the list of `summary-arg`s) and `hiddenPreviewsBodyPlaceholder`
/// ("%u new messages": the number of notifications in the group). Their specifiers are read here for
/// both filling and lint.
public enum SummaryFormat {
    /// One `%…` specifier: its conversion (`u`, `d`, `@`, …), its explicit `n$` position, and the
    /// text as written (`%lu`, `%2$@`).
    public struct Specifier: Sendable, Equatable {
        public var conversion: Character
        public var position: Int?
        public var text: String

        /// `%u`, `%lu`, `%d`, `%ld`, `%i`: a whole number.
        public var isNumber: Bool { "udi".contains(conversion) }
        public var isObject: Bool { conversion == "@" }
    }

    package static let lengthModifiers: Set<Character> = ["l", "h", "q", "z", "t", "j"]

    /// The specifiers of `format` in order (`%%` is a literal percent sign, not a specifier). A `%`
    /// at the end or before an unknown character counts as a specifier with that character.
    public static func specifiers(in format: String) -> [Specifier] {
        var result: [Specifier] = []
        var characters = Array(format)[...]
        while let character = characters.popFirst() {
            guard character == "%" else { continue }
            if characters.first == "%" {
                characters.removeFirst()
                continue
            }
            var text = "%"
            var digits = ""
            var lookahead = characters
            while let digit = lookahead.first, digit.isASCII, digit.isNumber {
                digits.append(digit)
                lookahead.removeFirst()
            }
            var position: Int?
            if !digits.isEmpty, lookahead.first == "$" {
                lookahead.removeFirst()
                position = Int(digits.prefix(6))
                text += digits + "$"
                characters = lookahead
            }
            while let modifier = characters.first, lengthModifiers.contains(modifier) {
                text.append(modifier)
                characters.removeFirst()
            }
            let conversion = characters.popFirst() ?? " "
            text.append(conversion)
            result.append(Specifier(conversion: conversion, position: position, text: text))
        }
        return result
    }

    /// `format` with each number specifier replaced by `count` and each `%@` by `list` (`%%` is `%`);
    /// other specifiers are left as written, as Foundation shows nothing sensible for them either.
    public static func fill(_ format: String, count: Int, list: String) -> String {
        var result = ""
        var characters = Array(format)[...]
        let specifiers = specifiers(in: format)
        var index = 0
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                result.append("%")
                continue
            }
            guard index < specifiers.count else { break }
            let specifier = specifiers[index]
            index += 1
            characters = characters.dropFirst(specifier.text.count - 1)
            if specifier.isNumber {
                result += String(count)
            } else if specifier.isObject {
                result += list
            } else {
                result += specifier.text
            }
        }
        return result
    }

    /// Names joined as iOS lists them in a summary: "Anna", "Anna and Bob", "Anna, Bob and Carl".
    public static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// Why `placeholder` is not a valid `hiddenPreviewsBodyPlaceholder` (at most one `%u`, nothing
    /// else), or nil.
    public static func placeholderProblem(_ placeholder: String) -> String? {
        let found = specifiers(in: placeholder)
        if let other = found.first(where: { !$0.isNumber }) {
            return "\"\(other.text)\" is not filled: the only argument is the number of notifications in the group (%u)"
        }
        if found.count > 1 {
            return "\(found.count) number specifiers; the placeholder gets one number (%u)"
        }
        return nil
    }

    /// Why `format` is not a valid `categorySummaryFormat` (a number `%u`, then optionally the list
    /// `%@`; each at most once, in that order unless positioned), or nil.
    public static func summaryFormatProblem(_ format: String) -> String? {
        let found = specifiers(in: format)
        if let other = found.first(where: { !$0.isNumber && !$0.isObject }) {
            return "\"\(other.text)\" matches no argument: the arguments are the number (%u) and the list of summary-arg (%@)"
        }
        if found.filter(\.isNumber).count > 1 || found.filter(\.isObject).count > 1 {
            return "each argument can be used once: one %u for the number, one %@ for the list"
        }
        if let first = found.first, first.isObject, first.position == nil, found.count == 2 {
            return "%@ comes before %u: the number is the first argument; write %2$@ … %1$u to change the order"
        }
        if let object = found.first(where: \.isObject), found.filter(\.isNumber).isEmpty, object.position == nil {
            return "%@ without %u receives the number, not the list; add %u or write %2$@"
        }
        for specifier in found {
            if let position = specifier.position, position != (specifier.isNumber ? 1 : 2) {
                return "\"\(specifier.text)\": the number is argument 1 (%1$u) and the list argument 2 (%2$@)"
            }
        }
        return nil
    }
}
