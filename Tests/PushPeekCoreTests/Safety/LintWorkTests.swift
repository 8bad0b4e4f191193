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

/// `lint` does work in proportion to what it reads: 10× the keys, actions, categories, view bindings
/// or array elements cost about 10× the counted work (`WorkCounter`), not 100×. The counted loops are
/// the document walk (one per value, and the characters of every path written into a message), each
/// diagnostic, each action, category and binding checked, each key-path step and object indexed, and
/// each candidate a "did you mean" compares.
@Suite("Linear work: lint")
struct LintWorkTests {
    /// A payload with `count` unknown `aps` keys, unknown alert keys, app keys, loc-args and a
    /// `loc-key` missing from a strings file of `count` entries.
    static func crowdedPayload(_ count: Int) -> (payload: String, strings: String) {
        let apsKeys = (0..<count).map { #""aps-key-\#($0)":1"# }.joined(separator: ",")
        let alertKeys = (0..<count).map { #""titel\#($0)":"x""# }.joined(separator: ",")
        let appKeys = (0..<count).map { #""mutable_content\#($0)":1"# }.joined(separator: ",")
        let arguments = (0..<count).map { #""argument \#($0)""# }.joined(separator: ",")
        let payload = #"{"aps":{"alert":{"title":"T","loc-key":"GREETINGS","loc-args":[\#(arguments)],\#(alertKeys)},\#(apsKeys)},\#(appKeys)}"#
        let strings = (0..<count).map { #""GREETING\#($0)" = "Hello %@";"# }.joined(separator: "\n")
        return (payload, strings)
    }

    /// An app with `count` categories of three actions (one identifier twice), an extension covering
    /// `count` categories no one registers, and a view of `count` labels, each reading its own key.
    static func crowdedApp(_ count: Int) -> String {
        let categories = (0..<count).map { index in
            #"{"identifier":"category\#(index)","actions":[{"identifier":"a","title":"A"},{"identifier":"b","title":"B"},{"identifier":"a","title":"A again"}]}"#
        }.joined(separator: ",")
        let covered = (0..<count).map { #""categry\#($0)""# }.joined(separator: ",") + #","ShowMap""#
        let labels = (0..<count).map { #"{"label":{"text":"{{key\#($0)}}"}}"# }.joined(separator: ",")
        return #"{"categories":[{"identifier":"ShowMap"},\#(categories)],"extensions":[{"name":"E","attributes":{"UNNotificationExtensionCategory":[\#(covered)]},"view":[\#(labels)]}]}"#
    }

    /// A payload for `crowdedApp` with `count` keys, half of them the ones the labels read.
    static func payloadForApp(_ count: Int) -> String {
        let keys = (0..<count).map { #""\#($0 % 2 == 0 ? "key" : "other")\#($0)":\#($0)"# }.joined(separator: ",")
        return #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap"},\#(keys)}"#
    }

    static func expectLinear(_ small: Int, _ large: Int, atLeast floor: Int, _ what: String,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(small >= floor, "\(what): 1× → \(small)", sourceLocation: sourceLocation)
        #expect(Double(large) / Double(small) < 11, "\(what): 1× → \(small), 10× → \(large)", sourceLocation: sourceLocation)
    }

    @Test("a payload with 10× the unknown keys, loc-args and strings is about 10× the work")
    func crowdedPayloadIsLinear() throws {
        func work(_ count: Int) throws -> Int {
            let (payload, strings) = Self.crowdedPayload(count)
            var options = LintOptions()
            options.strings = try LocalizedStrings.parse(Array(strings.utf8), file: "Localizable.strings")
            var diagnostics: [Diagnostic] = []
            let work = WorkCounter.measure {
                diagnostics = PayloadLinter.lint(Array(payload.utf8), file: "payload.json", options: options) ?? []
            }
            #expect(diagnostics.filter { $0.rule == .unknownAlertKey }.count == count)
            #expect(diagnostics.contains { $0.rule == .apsKeyOutsideAPS } == false)  // "mutable_content7" is no aps key
            return work
        }
        Self.expectLinear(try work(300), try work(3_000), atLeast: 3 * 300, "payload keys")
    }

    @Test("an app with 10× the categories, actions and unregistered categories is about 10× the work")
    func crowdedAppIsLinear() throws {
        func work(_ count: Int) throws -> Int {
            let text = Self.crowdedApp(count)
            var diagnostics: [Diagnostic] = []
            let work = try WorkCounter.measure { diagnostics = try LintTestSupport.app(text).1 }
            #expect(diagnostics.filter { $0.rule == .duplicateActionIdentifier }.count == count)
            let unregistered = diagnostics.filter { $0.rule == .categoryNotRegistered }
            #expect(unregistered.count == count)
            #expect(unregistered.first?.message.contains(#"did you mean "category0"?"#) == true)
            return work
        }
        Self.expectLinear(try work(300), try work(3_000), atLeast: 3 * 300, "app categories")
    }

    @Test("10× the view bindings against a payload of 10× the keys is about 10× the work")
    func bindingsAreLinear() throws {
        func work(_ count: Int) throws -> Int {
            let (app, _) = try LintTestSupport.app(Self.crowdedApp(count))
            let payload = Self.payloadForApp(count)
            var diagnostics: [Diagnostic] = []
            let work = WorkCounter.measure {
                diagnostics = PayloadLinter.lint(Array(payload.utf8), file: "payload.json", app: app) ?? []
            }
            // The labels reading the odd keys find nothing.
            #expect(diagnostics.filter { $0.rule == .viewKeyMissing }.count == count / 2)
            return work
        }
        Self.expectLinear(try work(300), try work(3_000), atLeast: 300, "bindings")
    }

    @Test("a long key over 10× the array elements, each with a control character, is about 10× the work")
    func longPathsAreLinear() throws {
        func work(_ count: Int) throws -> Int {
            let key = String(repeating: "k", count: count)
            let elements = Array(repeating: #""\u0007""#, count: count).joined(separator: ",")
            let payload = #"{"aps":{"alert":"x"},"\#(key)":[\#(elements)]}"#
            var diagnostics: [Diagnostic] = []
            let work = WorkCounter.measure {
                diagnostics = PayloadLinter.lint(Array(payload.utf8), file: "payload.json") ?? []
            }
            let bells = diagnostics.filter { $0.rule == .controlCharacter }
            #expect(bells.count == count)
            #expect(bells.last?.message.hasPrefix(String(repeating: "k", count: 60) + "…[\(count - 1)]: ") == true)
            return work
        }
        Self.expectLinear(try work(1_000), try work(10_000), atLeast: 1_000, "paths")
    }
}
