import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

@Suite("Strict JSON parser")
struct JSONParserTests {
    @Test func recordsLineAndColumnOfKeysAndValues() throws {
        let node = try JSONParser.parse("{\n  \"aps\": {\n    \"badge\": 3\n  }\n}")
        let aps = try #require(node.member("aps"))
        #expect(aps.keyLocation.line == 2)
        #expect(aps.keyLocation.column == 3)
        let badge = try #require(aps.value.member("badge"))
        #expect(badge.keyLocation.description == "3:5")
        #expect(badge.value.location.description == "3:14")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let node = try JSONParser.parse("{\"é\": \"日本\", \"x\": 1}")
        let x = try #require(node.member("x"))
        #expect(x.keyLocation.column == 13)
    }

    @Test func columnsCountCharactersOnEveryLine() throws {
        // Escapes count as written, wide text on one line shifts nothing on the next, a BOM is no column.
        let node = try JSONParser.parse(Array("\u{FEFF}{\"日本\": \"\\u00e9é\", \"k\": 1,\n \"😀\": [\"ü\", 2]}".utf8))
        #expect(try #require(node.member("日本")).value.location.description == "1:8")
        #expect(try #require(node.member("k")).keyLocation.description == "1:19")
        let emoji = try #require(node.member("😀"))
        #expect(emoji.keyLocation.description == "2:2")
        #expect(emoji.value.location.description == "2:7")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "trailing comma before '}'", 1, 9),
        ("[1, 2,]", "trailing comma before ']'", 1, 7),
        ("{\"a\": 01}", "numbers may not have leading zeros", 1, 8),
        ("{\"a\": NaN}", "NaN and Infinity are not JSON numbers", 1, 7),
        ("{'a': 1}", "expected a key in double quotes, found '''", 1, 2),
        ("", "the file is empty; expected a JSON object", 1, 1),
        ("{\"a\": \"x\ny\"}", "unterminated string (raw newline)", 1, 9),
        ("{\"a\": 1} x", "unexpected 'x' after the end of the JSON value", 1, 10),
        ("{\"a\" 1}", "expected ':' after the key \"a\"", 1, 6),
        ("{\"a\": tru}", "invalid literal; expected 'true'", 1, 7),
        ("{\"a\": \"\\ud800\"}", "lone UTF-16 surrogate \\ud800", 1, 14),
    ])
    func rejectsWhatIsNotStrictJSON(source: String, message: String, line: Int, column: Int) {
        do {
            _ = try JSONParser.parse(source)
            Issue.record("accepted \(source)")
        } catch {
            #expect(error.message == message)
            #expect(error.location.line == line)
            #expect(error.location.column == column)
        }
    }

    @Test func rejectsInvalidUTF8WithItsPosition() {
        do {
            _ = try JSONParser.parse([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.message.contains("invalid UTF-8"))
            #expect(error.location.column == 7)
        }
    }

    @Test func refusesDeepNestingWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONParser.parse(deep)
            Issue.record("100,000 levels were accepted")
        } catch {
            #expect(error.message == "nesting deeper than 512 levels")
        }
    }

    @Test func keepsDuplicateKeysAndLooksUpTheLast() throws {
        let node = try JSONParser.parse("{\"a\": 1, \"a\": 2}")
        #expect(node.members?.count == 2)
        #expect(node["a"]?.number == 2)
    }

    @Test func hugeNumbersParseAsInfiniteWithTheirLiteral() throws {
        let node = try JSONParser.parse("[1e400, -0]")
        let elements = try #require(node.elements)
        guard case .number(let huge) = elements[0].value, case .number(let negativeZero) = elements[1].value else {
            Issue.record("not numbers")
            return
        }
        #expect(huge.value == .infinity)
        #expect(huge.literal == "1e400")
        #expect(negativeZero.value == 0)
    }

    @Test(arguments: [
        #""plain ascii""#, #""café 日本 🥯""#, #""mixed é then \n escape""#, #""escape first \u00e9 then é""#, #""""#,
    ])
    func stringsWithAndWithoutEscapesDecodeAlike(literal: String) throws {
        let expected = literal.dropFirst().dropLast().replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\u00e9", with: "é")
        #expect(try JSONParser.parse(literal).string == expected)
    }

    @Test func invalidUTF8AfterAnEscapeKeepsItsPosition() {
        do {
            _ = try JSONParser.parse([0x22, 0x5C, 0x6E, 0x61, 0xC3, 0x28, 0x22])
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.message.contains("invalid UTF-8"))
            #expect(error.location.column == 5)
        }
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .number(let number) = try JSONParser.parse("-0").value else {
            Issue.record("not a number")
            return
        }
        #expect(number.value.sign == .minus)
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try JSONParser.parse(#"["\u00e9\ud83d\ude00\n\t\"\\\/"]"#)
        #expect(node.elements?.first?.string == "é😀\n\t\"\\/")
    }

    @Test func outputEscapesControlCharacters() {
        let json = OutputJSON.object([("t", .string("a\u{1B}[31mb\u{07}\u{202E}"))]).serialized()
        #expect(json == #"{"t":"a\u001b[31mb\u0007\u202e"}"#)
        #expect(!json.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func keyPathsReachNestedValues() throws {
        let node = try JSONParser.parse(#"{"aps": {"alert": {"title": "T"}}, "list": [10, 20]}"#)
        #expect(node.value(atPath: "aps.alert.title")?.string == "T")
        #expect(node.value(atPath: "list.1")?.number == 20)
        #expect(node.value(atPath: "aps.missing") == nil)
    }
}
