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

/// Lint of the critical-alert sound dictionary: `critical` the number 0 or 1, `name` a string,
/// `volume` a number from 0.0 to 1.0, each reported at its value's line and column — with the same
/// message `render` refuses a wrong type with — and what the dictionary means beside an
/// interruption level, for iOS 15 and for iOS 14.
@Suite("Lint of critical sounds")
struct CriticalSoundLintTests {
    static func diagnostics(_ payload: String, era: PresentationEra? = nil) throws -> [Diagnostic] {
        var options = LintOptions()
        options.presentationEra = era
        return try LintTestSupport.lint(payload, options: options)
    }

    /// Each bad value: the payload, the text it starts with, the rule, the severity, the message.
    @Test(arguments: [
        (#"{"aps":{"alert":"x","sound":{"critical":"yes","name":"a.caf"}}}"#, #""yes""#, LintRule.wrongType, Severity.error,
         "aps.sound.critical: expected the number 0 or 1, found a string"),
        (#"{"aps":{"alert":"x","sound":{"critical":2,"name":"a.caf"}}}"#, "2,", .wrongType, .error,
         "aps.sound.critical: expected the number 0 or 1, found a number"),
        (#"{"aps":{"alert":"x","sound":{"critical":true,"name":"a.caf"}}}"#, "true", .wrongType, .warning,
         "aps.sound.critical: expected the number 0 or 1, found a boolean"),
        (#"{"aps":{"alert":"x","sound":{"critical":1,"name":5}}}"#, "5}", .wrongType, .error,
         "aps.sound.name: expected a string, found a number"),
        (#"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf","volume":1.5}}}"#, "1.5", .criticalSound, .error,
         "aps.sound.volume: 1.5 is outside 0…1"),
        (#"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf","volume":-0.1}}}"#, "-0.1", .criticalSound, .error,
         "aps.sound.volume: -0.1 is outside 0…1"),
        (#"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf","volume":"loud"}}}"#, #""loud""#, .wrongType, .error,
         "aps.sound.volume: expected a number, found a string"),
    ])
    func eachValueIsCheckedWhereItIs(_ payload: String, _ at: String, _ rule: LintRule, _ severity: Severity, _ message: String) throws {
        let found = try Self.diagnostics(payload).with(rule)
        let position = try #require(LintTestSupport.position(of: at, in: payload))
        let diagnostic = try #require(found.first { $0.message == message }, "\(found.map(\.textLine))")
        #expect(diagnostic.location.line == position.line && diagnostic.location.column == position.column, "\(diagnostic.textLine)")
        #expect(diagnostic.severity == severity)
    }

    /// What lint calls a wrong type, render refuses with the same words at the same place; what it
    /// accepts (with a warning, or a range error that changes nothing drawn), render draws.
    @Test func renderAgrees() throws {
        do {
            _ = try PayloadDecoder.decode(Array(#"{"aps":{"alert":"x","sound":{"critical":"yes"}}}"#.utf8))
            Issue.record("render accepted critical: \"yes\"")
        } catch {
            #expect(error.description == "1:41: aps.sound.critical: expected the number 0 or 1, found a string")
        }
        let boolean = try PayloadDecoder.decode(Array(#"{"aps":{"alert":"x","sound":{"critical":true}}}"#.utf8))
        #expect(boolean.aps.sound?.isCritical == true)
    }

    @Test func theGoodDictionaryGetsOnlyTheEntitlementNote() throws {
        let found = try Self.diagnostics(#"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf","volume":0.0}}}"#)
        #expect(found.map(\.rule) == [.criticalSound] && found.first?.severity == .note, "\(found.map(\.textLine))")
    }

    /// From iOS 15 another level beside a critical sound says two things; pushpeek presents the
    /// critical alert and lint says so at the level (instead of that level's own notes).
    @Test func anotherLevelBesideTheCriticalSound() throws {
        let payload = #"{"aps":{"alert":"x","sound":{"critical":1},"interruption-level":"passive"}}"#
        let found = try Self.diagnostics(payload)
        let position = try #require(LintTestSupport.position(of: #""passive""#, in: payload))
        let note = try #require(found.first { $0.location.column == position.column }, "\(found.map(\.textLine))")
        #expect(note.rule == .criticalSound && note.severity == .note)
        #expect(note.message == #"aps.interruption-level "passive" beside a critical sound: pushpeek presents a critical alert, "#
            + #"as the sound asks; say one thing ("critical", or a plain sound name)"#)
        #expect(found.with(.noBanner).isEmpty, "render shows the card, so no no-banner note")
    }

    /// For iOS 14 the level is ignored, but the critical sound is iOS 12's: the warning says the
    /// notification is still a critical alert, and the sound's entitlement note stays.
    @Test func forIOS14TheSoundStillCounts() throws {
        let found = try Self.diagnostics(#"{"aps":{"alert":"x","sound":{"critical":1},"interruption-level":"passive"}}"#, era: .classic)
        #expect(found.with(.apsAvailability).map(\.message) == [
            #"aps.interruption-level "passive": iOS 14 and earlier ignore it (interruption levels arrived in iOS 15); "#
                + "the critical sound (iOS 12) still makes it a critical alert",
        ])
        #expect(found.with(.criticalSound).map(\.message) == [
            "a critical sound needs the com.apple.developer.usernotifications.critical-alerts entitlement; without it iOS plays it as a normal sound",
        ])
    }
}
