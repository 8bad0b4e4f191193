import PushPeekJSON

/// Reads the old-style property-list syntax of `.strings` files.
package struct StringsScanner {
    package let scalars: [Unicode.Scalar]
    package let file: String?
    package var index = 0
    package var line = 1
    package var column = 1

    package init(_ scalars: [Unicode.Scalar], file: String?) {
        self.scalars = scalars
        self.file = file
    }

    package mutating func fail(_ message: String) -> InputError {
        InputError(file: file, location: SourceLocation(line: line, column: column, offset: index), message: message)
    }

    package mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    package mutating func skipTrivia() throws(InputError) {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                advance(); advance()
                while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                    advance()
                }
                guard index < scalars.count else { throw fail("unterminated comment") }
                advance(); advance()
            } else {
                return
            }
        }
    }

    package mutating func parse() throws(InputError) -> [String: String] {
        var table: [String: String] = [:]
        while true {
            try skipTrivia()
            guard index < scalars.count else { return table }
            let key = try parseToken()
            try skipTrivia()
            guard index < scalars.count, scalars[index] == "=" else { throw fail("expected '=' after \"\(key)\"") }
            advance()
            try skipTrivia()
            let value = try parseToken()
            try skipTrivia()
            guard index < scalars.count, scalars[index] == ";" else { throw fail("expected ';' after the value of \"\(key)\"") }
            advance()
            table[key] = value
        }
    }

    package mutating func parseToken() throws(InputError) -> String {
        guard index < scalars.count else { throw fail("unexpected end of file") }
        if scalars[index] != "\"" {
            var word = String.UnicodeScalarView()
            while index < scalars.count, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
                    || scalars[index] == "_" || scalars[index] == "." {
                word.append(scalars[index])
                advance()
            }
            guard !word.isEmpty else { throw fail("expected a quoted string") }
            return String(word)
        }
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard index < scalars.count else { throw fail("unterminated string") }
            let scalar = scalars[index]
            advance()
            if scalar == "\"" { return String(text) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard index < scalars.count else { throw fail("unterminated escape") }
            let escaped = scalars[index]
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard index < scalars.count, let digit = Int(String(scalars[index]), radix: 16) else {
                        throw fail("expected four hex digits after \\\(escaped)")
                    }
                    value = value * 16 + UInt32(digit)
                    advance()
                }
                text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: text.append(escaped)
            }
        }
    }
}
