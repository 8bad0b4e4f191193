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

/// One payload rule: a payload that breaks it (with where the diagnostic must point) and a close
/// payload that does not.
struct PayloadRuleCase: Sendable, CustomTestStringConvertible {
    var rule: LintRule
    var bad: String
    /// Text in `bad` whose first character the diagnostic points at.
    var at: String
    var occurrence = 0
    var severity: Severity
    var good: String
    var withApp = false
    var withStrings = false
    var pushType = "alert"
    /// `--ios`: the era the payload is linted for (nil: today's).
    var era: PresentationEra?
    /// A push linted first in the same sequence (ActivityKit timestamps).
    var before: String?
    /// Tells cases of one rule apart.
    var name = ""

    var testDescription: String { name.isEmpty ? rule.rawValue : rule.rawValue + " " + name }

    static let longBody = String(repeating: "x", count: 4100)

    /// The lint options the case runs with.
    var options: LintOptions {
        var options = LintOptions(pushType: pushType)
        options.presentationEra = era
        return options
    }
}

@Suite("Payload lint rules")
struct PayloadRuleTests {
    static let cases: [PayloadRuleCase] = [
        .init(rule: .invalidJSON, bad: #"{"aps":{"badge":1,}}"#, at: "}}", severity: .error, good: #"{"aps":{"badge":1}}"#),
        .init(rule: .payloadSize, bad: #"{"aps":{"alert":"\#(PayloadRuleCase.longBody)"}}"#, at: "{", severity: .error,
              good: #"{"aps":{"alert":"\#(String(repeating: "x", count: 4000))"}}"#),
        .init(rule: .duplicateKey, bad: #"{"aps":{"badge":1,"badge":2}}"#, at: #""badge""#, occurrence: 1, severity: .error,
              good: #"{"aps":{"badge":1},"x":{"badge":2}}"#),
        .init(rule: .numberRange, bad: #"{"aps":{"badge":1e400}}"#, at: "1e400", severity: .error, good: #"{"aps":{"badge":1e2}}"#),
        .init(rule: .controlCharacter, bad: #"{"aps":{"alert":"\u001b[2Jgone"}}"#, at: #""\u"#, severity: .warning,
              good: #"{"aps":{"alert":"line\nbreak"}}"#),
        .init(rule: .missingAPS, bad: #"{"alerts":{}}"#, at: "{", severity: .error, good: #"{"aps":{"alert":"x"}}"#),
        .init(rule: .wrongType, bad: #"{"aps":{"alert":"x","badge":"3"}}"#, at: #""3""#, severity: .error, good: #"{"aps":{"alert":"x","badge":3}}"#),
        .init(rule: .wrongType, bad: #"{"aps":{"alert":"x","thread-id":7}}"#, at: "7}", severity: .error, good: #"{"aps":{"alert":"x","thread-id":"7"}}"#),
        .init(rule: .wrongType, bad: #"{"aps":{"alert":{"body":"x","summary-arg":"Anna","summary-arg-count":0}}}"#, at: "0}", severity: .error,
              good: #"{"aps":{"alert":{"body":"x","summary-arg":"Anna","summary-arg-count":2}}}"#),
        .init(rule: .wrongType, bad: #"{"aps":{"alert":{"body":"x","summary-arg-count":1.5}}}"#, at: "1.5", severity: .error,
              good: #"{"aps":{"alert":{"body":"x","summary-arg-count":1}}}"#),
        .init(rule: .customKeyInAPS, bad: #"{"aps":{"alert":"x","userId":7}}"#, at: #""userId""#, severity: .warning,
              good: #"{"aps":{"alert":"x"},"userId":7}"#),
        .init(rule: .unknownAPSKey, bad: #"{"aps":{"alert":"x","mutable_content":1}}"#, at: #""mutable_content""#, severity: .error,
              good: #"{"aps":{"alert":"x","mutable-content":1}}"#),
        .init(rule: .unknownAlertKey, bad: #"{"aps":{"alert":{"titel":"x","body":"b"}}}"#, at: #""titel""#, severity: .warning,
              good: #"{"aps":{"alert":{"title":"x","body":"b"}}}"#),
        .init(rule: .apsKeyOutsideAPS, bad: #"{"aps":{"alert":"x"},"badge":1}"#, at: #""badge""#, severity: .warning,
              good: #"{"aps":{"alert":"x","badge":1}}"#),
        .init(rule: .interruptionLevel, bad: #"{"aps":{"alert":"x","interruption-level":"urgent"}}"#, at: #""urgent""#, severity: .error,
              good: #"{"aps":{"alert":"x","interruption-level":"passive"}}"#),
        .init(rule: .relevanceScoreRange, bad: #"{"aps":{"alert":"x","relevance-score":1.5}}"#, at: "1.5", severity: .error,
              good: #"{"aps":{"alert":"x","relevance-score":1}}"#),
        .init(rule: .criticalSound, bad: #"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf","volume":0.5}}}"#, at: #"{"critical""#,
              severity: .note, good: #"{"aps":{"alert":"x","sound":"a.caf"}}"#),
        .init(rule: .timeSensitiveCapability, bad: #"{"aps":{"alert":"x","interruption-level":"time-sensitive"}}"#, at: #""time-sensitive""#,
              severity: .note, good: #"{"aps":{"alert":"x","interruption-level":"active"}}"#),
        .init(rule: .noBanner, bad: #"{"aps":{"badge":3,"sound":"default"}}"#, at: #"{"badge""#, severity: .note,
              good: #"{"aps":{"alert":"x","badge":3,"sound":"default"}}"#),
        .init(rule: .locFormatSpecifier, bad: #"{"aps":{"alert":{"title":"t","loc-key":"COUNT","loc-args":["3","Ann"]}}}"#, at: #""COUNT""#,
              severity: .warning, good: #"{"aps":{"alert":{"title":"t","loc-key":"GREETING","loc-args":["3","Ann"]}}}"#, withStrings: true),
        .init(rule: .silentWithAlert, bad: #"{"aps":{"content-available":1,"alert":"x"}}"#, at: #""content-available""#, severity: .warning,
              good: #"{"aps":{"content-available":1}}"#),
        .init(rule: .alertWithoutText, bad: #"{"aps":{"alert":{"subtitle":"only"}}}"#, at: #"{"subtitle""#, severity: .warning,
              good: #"{"aps":{"alert":{"subtitle":"s","body":"b"}}}"#),
        .init(rule: .locArgsWithoutKey, bad: #"{"aps":{"alert":{"body":"b","title-loc-args":["a"]}}}"#, at: #""title-loc-args""#, severity: .error,
              good: #"{"aps":{"alert":{"body":"b","title-loc-key":"PLAIN"}}}"#),
        .init(rule: .locKeyMissing, bad: #"{"aps":{"alert":{"title":"t","loc-key":"GREETNG"}}}"#, at: #""GREETNG""#, severity: .error,
              good: #"{"aps":{"alert":{"title":"t","loc-key":"PLAIN"}}}"#, withStrings: true),
        .init(rule: .locArgsCount, bad: #"{"aps":{"alert":{"title":"t","loc-key":"GREETING","loc-args":["a"]}}}"#, at: #""loc-args""#,
              severity: .error, good: #"{"aps":{"alert":{"title":"t","loc-key":"GREETING","loc-args":["a","b"]}}}"#, withStrings: true),
        .init(rule: .mutableContentMissing, bad: #"{"aps":{"alert":"x"},"media-url":"https://e.com/a.jpg"}"#, at: #""media-url""#,
              severity: .warning, good: #"{"aps":{"alert":"x","mutable-content":1},"media-url":"https://e.com/a.jpg"}"#),
        .init(rule: .mutableContentWithoutAlert, bad: #"{"aps":{"mutable-content":1,"badge":1}}"#, at: #""mutable-content""#, severity: .warning,
              good: #"{"aps":{"mutable-content":1,"alert":"x"}}"#),
        .init(rule: .categoryNotRegistered, bad: #"{"aps":{"alert":"x","category":"ShowMapp"},"latitude":1,"longitude":1,"radius":1}"#,
              at: #""ShowMapp""#, severity: .error, good: LintTestSupport.cleanPayload, withApp: true),
        .init(rule: .categoryWithoutExtension, bad: #"{"aps":{"alert":"x","category":"showmap"}}"#, at: #""showmap""#, severity: .warning,
              good: LintTestSupport.cleanPayload, withApp: true),
        .init(rule: .viewKeyMissing, bad: #"{"aps":{"alert":"x","category":"ShowMap"},"latitude":1,"longitude":2,"place":"p"}"#, at: "{",
              severity: .error, good: LintTestSupport.cleanPayload, withApp: true),
        .init(rule: .viewKeyType, bad: #"{"aps":{"alert":"x","category":"ShowMap"},"latitude":"-33.8","longitude":2,"radius":5,"place":"p"}"#,
              at: #""-33.8""#, severity: .error, good: LintTestSupport.cleanPayload, withApp: true),
        .init(rule: .apsAvailability, bad: #"{"aps":{"alert":"x","interruption-level":"passive"}}"#, at: #""passive""#, severity: .warning,
              good: #"{"aps":{"alert":"x"}}"#, era: .classic, name: "interruption-level"),
        .init(rule: .apsAvailability, bad: #"{"aps":{"alert":"x","relevance-score":0.8}}"#, at: "0.8", severity: .warning,
              good: #"{"aps":{"alert":"x","thread-id":"t"}}"#, era: .classic, name: "relevance-score"),
        .init(rule: .bundleMismatch, bad: #"{"Simulator Target Bundle":"com.example.Other","aps":{"alert":"x"}}"#, at: #""com.example.Other""#,
              severity: .warning, good: #"{"Simulator Target Bundle":"com.example.Spy","aps":{"alert":"x"}}"#, withApp: true),
    ]

    @Test(arguments: cases)
    func flagsTheBadPayloadAtItsPosition(_ testCase: PayloadRuleCase) throws {
        let diagnostics = try LintTestSupport.lint(testCase.bad, app: testCase.withApp ? LintTestSupport.cleanApp : nil,
                                                   strings: testCase.withStrings ? LintTestSupport.strings : nil,
                                                   options: testCase.options)
        let expected = try #require(LintTestSupport.position(of: testCase.at, in: testCase.bad, occurrence: testCase.occurrence))
        let found = diagnostics.with(testCase.rule)
        #expect(found.contains { $0.location.line == expected.line && $0.location.column == expected.column && $0.severity == testCase.severity },
                "expected \(testCase.rule.rawValue) at \(expected.line):\(expected.column), got \(diagnostics.map(\.textLine))")
    }

    @Test(arguments: cases)
    func passesTheCloseGoodPayload(_ testCase: PayloadRuleCase) throws {
        let diagnostics = try LintTestSupport.lint(testCase.good, app: testCase.withApp ? LintTestSupport.cleanApp : nil,
                                                   strings: testCase.withStrings ? LintTestSupport.strings : nil,
                                                   options: testCase.options)
        #expect(diagnostics.with(testCase.rule).isEmpty, "\(diagnostics.map(\.textLine))")
    }

    @Test func cleanPayloadAndAppHaveNoDiagnostics() throws {
        let (_, appDiagnostics) = try LintTestSupport.app()
        #expect(appDiagnostics.isEmpty, "\(appDiagnostics.map(\.textLine))")
        let diagnostics = try LintTestSupport.lint(LintTestSupport.cleanPayload, app: LintTestSupport.cleanApp)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.textLine))")
    }

    @Test func didYouMeanCoversUnderscoresAndCamelCase() throws {
        let payload = #"{"aps":{"alert":"x","mutable_content":1,"thread_id":"t","contentAvailable":1,"Category":"c"}}"#
        let messages = try LintTestSupport.lint(payload).with(.unknownAPSKey).map(\.message)
        #expect(messages.count == 4)
        for suggestion in ["mutable-content", "thread-id", "content-available", "category"] {
            #expect(messages.contains { $0.contains("did you mean \"\(suggestion)\"") }, "\(messages)")
        }
    }

    @Test func everyWrongTypeIsReported() throws {
        let payload = #"{"aps":{"alert":7,"badge":-1,"sound":[],"thread-id":1,"category":true,"content-available":"1","relevance-score":"x","interruption-level":3}}"#
        let wrong = try LintTestSupport.lint(payload).with(.wrongType)
        #expect(wrong.count == 8, "\(wrong.map(\.textLine))")
    }

    @Test func voipAllowsFiveKilobytesAndNoAPS() throws {
        let body = String(repeating: "x", count: 4500)
        let payload = #"{"aps":{"alert":"\#(body)"}}"#
        #expect(try LintTestSupport.lint(payload, options: LintOptions(pushType: "voip")).with(.payloadSize).isEmpty)
        let over = try LintTestSupport.lint(payload).with(.payloadSize)
        #expect(over.first?.message.contains("over the limit of 4096") == true)
        let noAPS = try LintTestSupport.lint(#"{"call":"x"}"#, options: LintOptions(pushType: "voip")).with(.missingAPS)
        #expect(noAPS.first?.severity == .note)
    }

    @Test func whitespaceOnlyOverflowIsAWarning() throws {
        let padded = "{\"aps\":{\"alert\":\"x\"}" + String(repeating: " ", count: 5000) + "}"
        let size = try LintTestSupport.lint(padded).with(.payloadSize)
        #expect(size.first?.severity == .warning)
        #expect(size.first?.message.contains("without whitespace") == true)
    }

    @Test func tooFewAndTooManyLocArguments() throws {
        let many = #"{"aps":{"alert":{"loc-key":"GREETING","loc-args":["a","b","c"]}}}"#
        let found = try LintTestSupport.lint(many, strings: LintTestSupport.strings).with(.locArgsCount)
        #expect(found.first?.severity == .warning)
    }
}
