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

@Suite("Localization")
struct LocalizationTests {
    let strings: LocalizedStrings

    init() throws {
        strings = try LocalizedStrings.parse(Array("""
        /* Spy messages */
        "TARGET_TITLE" = "Target: %@";
        // positional
        "MEET_BODY" = "Meet %2$@ at %1$@ (100%%)";
        "ESCAPED" = "Line\\nTwo \\"quoted\\" \\U00e9";
        unquoted_key = "ok";
        """.utf8))
    }

    @Test func parsesStringsFiles() {
        #expect(strings["TARGET_TITLE"] == "Target: %@")
        #expect(strings["ESCAPED"] == "Line\nTwo \"quoted\" é")
        #expect(strings["unquoted_key"] == "ok")
    }

    @Test func parsesUTF16StringsFiles() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"K\" = \"Wert\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try LocalizedStrings.parse(bytes)["K"] == "Wert")
    }

    @Test func reportsWhereAStringsFileIsBroken() {
        do {
            _ = try LocalizedStrings.parse(Array("\"A\" = \"1\";\n\"B\" \"2\";".utf8), file: "L.strings")
            Issue.record("accepted a missing '='")
        } catch {
            #expect(error.description == "L.strings:2:5: expected '=' after \"B\"")
        }
    }

    @Test func fillsSequentialAndPositionalArguments() {
        #expect(LocalizedStrings.format("Target: %@", ["Shai"]) == "Target: Shai")
        #expect(LocalizedStrings.format("Meet %2$@ at %1$@ (100%%)", ["noon", "M"]) == "Meet M at noon (100%)")
        #expect(LocalizedStrings.format("%@ and %@", ["a"]) == "a and ")
        #expect(LocalizedStrings.placeholderCount("Meet %2$@ at %1$@") == 2)
        #expect(LocalizedStrings.placeholderCount("%@ %@ %%") == 2)
    }

    @Test func locKeysResolveThroughTheTable() throws {
        let payload = try PayloadDecoder.decode(Array(#"""
        {"aps": {"alert": {"title-loc-key": "TARGET_TITLE", "title-loc-args": ["Shai"], "loc-key": "MEET_BODY", "loc-args": ["noon", "M"], "title": "plain"}}}
        """#.utf8))
        let content = NotificationContent(payload: payload, strings: strings)
        #expect(content.title == "Target: Shai")
        #expect(content.body == "Meet M at noon (100%)")
    }

    @Test func missingTableShowsTheKeyAsIOSDoes() throws {
        let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": {"loc-key": "NO_SUCH_KEY"}}}"#.utf8))
        #expect(NotificationContent(payload: payload).body == "NO_SUCH_KEY")
        #expect(NotificationContent(payload: payload, strings: strings).body == "NO_SUCH_KEY")
    }

    /// The texts the lock screen's list takes without a content made are the content's own.
    @Test func textsAloneAreTheContentsTexts() throws {
        let payloads = [
            #"{"aps": {"alert": "just a body"}}"#,
            #"{"aps": {"badge": 3}}"#,
            #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B"}}}"#,
            #"{"aps": {"alert": {"title-loc-key": "TARGET_TITLE", "title-loc-args": ["Shai"], "subtitle-loc-key": "ESCAPED", "loc-key": "NO_SUCH_KEY"}}}"#,
        ]
        for json in payloads {
            let payload = try PayloadDecoder.decode(Array(json.utf8))
            for table in [nil, strings] {
                let content = NotificationContent(payload: payload, strings: table)
                let texts = NotificationContent.texts(payload.aps.alert, strings: table)
                #expect([texts.title, texts.subtitle, texts.body] == [content.title, content.subtitle, content.body], "\(json)")
            }
        }
    }
}

/// Every specifier takes an argument in order, so one written as `%d` does not shift the rest.
@Suite("Format specifiers")
struct FormatSpecifierTests {
    @Test func everySpecifierConsumesOneArgumentInOrder() {
        #expect(LocalizedStrings.format("%d new from %@", ["3", "Ann"]) == "%d new from Ann")
        #expect(LocalizedStrings.format("%@ owes %.2f to %@", ["Bo", "4", "Cy"]) == "Bo owes %.2f to Cy")
        #expect(LocalizedStrings.format("%ld%% of %s", ["40", "disk"]) == "%ld% of %s")
        #expect(LocalizedStrings.placeholderCount("%d new from %@") == 2)
        #expect(LocalizedStrings.placeholderCount("%2$d %1$@") == 2)
        #expect(LocalizedStrings.placeholderCount("100%% sure, 50%") == 0, "a % with no conversion after it is text")
        #expect(LocalizedStrings.format("50%", []) == "50%")
    }

    @Test func specifiersAreReadWhole() {
        let specifiers = LocalizedStrings.specifiers("%1$@ %-05.2lf %x %%")
        #expect(specifiers.map(\.text) == ["%1$@", "%-05.2lf", "%x"])
        #expect(specifiers.map(\.argument) == [1, 2, 3])
        #expect(specifiers.map(\.takesString) == [true, false, false])
    }
}
