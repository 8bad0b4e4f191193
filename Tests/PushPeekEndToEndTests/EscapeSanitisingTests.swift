import Foundation
import Testing

/// Text from payloads, app files, strings files and file names carrying ESC, BEL, C1 controls and
/// bidi overrides never reaches stdout or stderr raw: `render` (text, ansi, json, svg, html; banner
/// and expanded) and `lint` (text, json), on success and on error.
@Suite("Escape sanitising")
struct EscapeSanitisingTests {
    static let evil = #"\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202eRTL\u2066\u0085"#
    static let evilFile = "evil\u{1B}[31m\u{07}\u{9B}.json"

    static let payload = #"""
    {"aps":{"alert":{"title":"T \#(evil)","subtitle":"S \#(evil)","body":"B \#(evil)","loc-key":"K"},"category":"ShowMap","thread-id":"\#(evil)"},
     "latitude":1,"longitude":2,"radius":300,"place":"P \#(evil)","\#(evil)":"\#(evil)"}
    """#

    static let app = #"""
    {"app":{"name":"App \#(evil)","icon":"\u001b"},
     "categories":[{"identifier":"ShowMap","actions":[{"identifier":"a\#(evil)","title":"Accept \#(evil)","icon":"\u0007"},
                                                 {"identifier":"b","title":"Reply \#(evil)","textInput":{"buttonTitle":"\#(evil)","placeholder":"\#(evil)"}}]}],
     "extensions":[{"name":"Ext \#(evil)","title":"Title \#(evil)",
       "attributes":{"UNNotificationExtensionCategory":["ShowMap"],"UNNotificationExtensionOverridesDefaultTitle":true},
       "view":[{"label":{"text":"{{place}} \#(evil)"}},{"map":{"latitude":"latitude","longitude":"longitude","radius":"radius"}}]}]}
    """#

    static let strings = "\"K\" = \"Localised \\U001B[5m blink \u{07}\";\n"

    static func inFolder(_ body: (URL) throws -> Void) throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(payload, evilFile, in: folder)
            try HostileCorpus.write(app, "app\u{1B}[0m.json", in: folder)
            try HostileCorpus.write(strings, "Localizable.strings", in: folder)
            try body(folder)
        }
    }

    static let inputs = [evilFile, "--app", "app\u{1B}[0m.json", "--strings", "Localizable.strings"]

    @Test(arguments: [["--format", "text"], ["--format", "json"], ["--format", "ansi"], ["--banner"], ["--format", "ansi", "--keys", "tab enter"],
                      ["--format", "svg"], ["--format", "html", "--banner"]])
    func renderPrintsNoControlFromInputs(_ options: [String]) throws {
        try EscapeSanitisingTests.inFolder { folder in
            let result = try PushPeekRunner.run(["render"] + EscapeSanitisingTests.inputs + options, in: folder)
            #expect(result.status == 0, "\(result.stderrText)")
            let ansi = options.contains("ansi")
            #expect(OutputSafety.problem(in: result.stdout, allowingSGR: ansi) == nil, "\(OutputSafety.problem(in: result.stdout, allowingSGR: ansi) ?? "")")
            #expect(OutputSafety.problem(in: result.stderr) == nil)
            if !options.contains("json") {
                #expect(result.stdoutText.contains("␛"), "the escape should show as a visible ␛")
            }
        }
    }

    @Test(arguments: [["--format", "text"], ["--format", "json"], ["--strict"]])
    func lintPrintsNoControlFromInputs(_ options: [String]) throws {
        try EscapeSanitisingTests.inFolder { folder in
            let result = try PushPeekRunner.run(["lint"] + EscapeSanitisingTests.inputs + options, in: folder)
            #expect([0, 1].contains(result.status), "\(result.stderrText)")
            #expect(OutputSafety.problem(in: result.stdout) == nil, "\(OutputSafety.problem(in: result.stdout) ?? "")")
            #expect(OutputSafety.problem(in: result.stderr) == nil)
            #expect(result.stdoutText.contains("control-character"))
        }
    }

    @Test func errorsQuotingHostileNamesAreSafe() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"aps":{"\#(EscapeSanitisingTests.evil)":1,}}"#, EscapeSanitisingTests.evilFile, in: folder)
            let runs = [
                ["render", EscapeSanitisingTests.evilFile],
                ["lint", EscapeSanitisingTests.evilFile],
                ["lint", EscapeSanitisingTests.evilFile, "--format", "json"],
                ["render", "missing\u{1B}[1m.json"],
                ["render", EscapeSanitisingTests.evilFile, "--format", "\u{1B}[31m"],
                ["render", EscapeSanitisingTests.evilFile, "--keys", "\u{1B}\u{07}"],
                ["lint", "--push-type", "\u{9B}1m", EscapeSanitisingTests.evilFile],
                ["lint", EscapeSanitisingTests.evilFile, "--\u{1B}[2J"],
            ]
            for arguments in runs {
                let result = try PushPeekRunner.run(arguments, in: folder)
                RunExpectations.survived(result, arguments.joined(separator: " "), allowed: [1, 64, 65, 66])
            }
        }
    }
}
