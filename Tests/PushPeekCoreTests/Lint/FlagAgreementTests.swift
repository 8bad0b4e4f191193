import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekLint

/// `content-available`, `mutable-content` and `aps.sound.critical` are read one way: `render` and
/// `lint` agree on every spelling — on, off, or refused with the same words at the same place.
@Suite("Flags read one way")
struct FlagAgreementTests {
    /// What a spelling means: on, off, or refused (nil); and whether lint warns about it.
    static let spellings: [(text: String, reading: Bool?, warns: Bool)] = [
        ("0", false, false), ("1", true, false), ("2", nil, false), ("true", true, true), ("false", false, true), (#""1""#, nil, false),
    ]

    /// A flag in a payload, how render reads it, and how lint shows it read it (a rule that fires
    /// only when the flag is on).
    struct Flag: Sendable, CustomTestStringConvertible {
        var path: String
        var template: String
        var renderReads: @Sendable (Payload) -> Bool
        var lintSeesOn: @Sendable ([Diagnostic]) -> Bool
        var testDescription: String { path }
    }

    static let flags: [Flag] = [
        Flag(path: "aps.content-available", template: #"{"aps":{"alert":"x","content-available":FLAG}}"#,
             renderReads: { $0.aps.contentAvailable }, lintSeesOn: { !$0.with(.silentWithAlert).isEmpty }),
        Flag(path: "aps.mutable-content", template: #"{"aps":{"badge":1,"mutable-content":FLAG}}"#,
             renderReads: { $0.aps.mutableContent }, lintSeesOn: { !$0.with(.mutableContentWithoutAlert).isEmpty }),
        Flag(path: "aps.sound.critical", template: #"{"aps":{"alert":"x","sound":{"critical":FLAG,"name":"a.caf"}}}"#,
             renderReads: { $0.aps.sound?.isCritical == true },
             lintSeesOn: { $0.with(.criticalSound).contains { $0.message.contains("needs the com.apple.developer.usernotifications.critical-alerts entitlement") } }),
    ]

    @Test(arguments: flags)
    func renderAndLintAgreeOnEverySpelling(_ flag: Flag) throws {
        for spelling in Self.spellings {
            let payload = flag.template.replacingOccurrences(of: "FLAG", with: spelling.text)
            let key = "\"\(flag.path.split(separator: ".").last ?? "")\":"
            let keyAt = try #require(LintTestSupport.position(of: key + spelling.text, in: payload))
            let at = (line: keyAt.line, column: keyAt.column + key.unicodeScalars.count)
            let diagnostics = try LintTestSupport.lint(payload)
            let atValue = diagnostics.filter { $0.rule == .wrongType && $0.location.line == at.line && $0.location.column == at.column }
            let rendered: Result<Payload, InputError>
            do { rendered = .success(try PayloadDecoder.decode(Array(payload.utf8), file: "payload.json")) } catch { rendered = .failure(error) }
            switch rendered {
            case .success(let decoded):
                #expect(spelling.reading == flag.renderReads(decoded), "render read \(flag.path): \(spelling.text)")
                #expect(flag.lintSeesOn(diagnostics) == flag.renderReads(decoded), "\(spelling.text): \(diagnostics.map(\.textLine))")
                #expect(!atValue.contains { $0.severity == .error }, "\(spelling.text): \(diagnostics.map(\.textLine))")
                #expect(atValue.contains { $0.severity == .warning } == spelling.warns, "\(spelling.text): \(diagnostics.map(\.textLine))")
            case .failure(let error):
                #expect(spelling.reading == nil, "render refused \(flag.path): \(spelling.text): \(error.description)")
                #expect(error.description == "payload.json:\(at.line):\(at.column): \(flag.path): expected the number 0 or 1, found \(spelling.text == "2" ? "a number" : "a string")")
                #expect(atValue.contains { $0.severity == .error && "payload.json:\($0.location.description): \($0.message)" == error.description },
                        "\(spelling.text): \(diagnostics.map(\.textLine))")
                #expect(!flag.lintSeesOn(diagnostics), "\(spelling.text): lint read a refused flag as on")
            }
        }
    }
}
