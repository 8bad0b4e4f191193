/// One printf-style conversion in a localized format string (`%@`, `%2$@`, `%d`, `%05.2f`, `%ld` …),
/// as `String(format:)` reads it: each specifier takes the next argument, or the one its `n$`
/// names. `loc-args` are always strings, so only `%@` shows them as written.
public struct FormatSpecifier: Sendable, Equatable {
    /// The specifier as written (`%d`, `%1$@`).
    public var text: String
    /// The 1-based argument it takes.
    public var argument: Int
    /// The conversion character (`@`, `d`, `f`, `s` …).
    public var conversion: Character

    /// Whether it prints an object (`%@`), the only conversion that shows a string argument as it is.
    public var takesString: Bool { conversion == "@" }

    /// A piece of a format string: text to copy, or a specifier to fill.
    public enum Piece: Sendable, Equatable {
        case text(String)
        case specifier(FormatSpecifier)
    }

    package static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    package static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    package static let conversions: Set<Character> = ["@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G",
                                              "c", "C", "s", "S", "p", "a", "A"]

    /// Splits `template` into text and specifiers in one pass (`%%` is a literal `%`; an incomplete
    /// specifier is kept as text). Sequential specifiers count on from the last argument taken.
    public static func pieces(_ template: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var next = 1
        let characters = Array(template)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if index < characters.count, characters[index] == "%" {
                literal.append("%")
                index += 1
                continue
            }
            guard let (specifier, end) = parse(characters, from: index, next: next) else {
                literal.append("%")
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.specifier(specifier))
            next = specifier.argument + 1
            index = end
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    /// Reads the specifier after a `%` at `start`; returns it and the index after it.
    package static func parse(_ characters: [Character], from start: Int, next: Int) -> (FormatSpecifier, Int)? {
        var index = start
        var position: Int?
        var digits = 0
        var number = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue, characters[index].isASCII {
            number = min(number * 10 + digit, 1000)
            digits += 1
            index += 1
        }
        if digits > 0, index < characters.count, characters[index] == "$", number >= 1 {
            position = number
            index += 1
        } else {
            index = start
        }
        while index < characters.count, flags.contains(characters[index]) { index += 1 }
        while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "*" { index += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        }
        while index < characters.count, lengthModifiers.contains(characters[index]) { index += 1 }
        guard index < characters.count, conversions.contains(characters[index]) else { return nil }
        let conversion = characters[index]
        let text = "%" + String(characters[start...index])
        return (FormatSpecifier(text: text, argument: position ?? next, conversion: conversion), index + 1)
    }
}
