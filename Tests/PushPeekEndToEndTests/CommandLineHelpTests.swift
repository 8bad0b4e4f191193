import Foundation
import Testing

/// Help that answers, and a command line that says what is wrong: `--help`, `help COMMAND`,
/// `COMMAND --help`, mistyped commands, and options a command does not take.
@Suite("command line and help")
struct CommandLineHelpTests {
    static let commands = ["preview", "render", "lint", "demo", "keytest", "completions", "help"]

    @Test func helpAndDashHPrintTheOverviewOfEveryCommand() throws {
        for flag in ["--help", "-h"] {
            let result = try Run.pushpeek([flag])
            #expect(result.status == 0, "\(flag): \(result.stderr)")
            #expect(result.stdout.hasPrefix("pushpeek — see what iOS shows"), "\(flag): \(result.stdout)")
            for command in Self.commands { #expect(result.stdout.contains("  pushpeek \(command == "preview" ? "[preview]" : command)"), "\(flag): \(command)") }
            #expect(result.stdout.contains("'pushpeek help COMMAND'"))
            #expect(result.stderr.isEmpty)
        }
        let help = try Run.pushpeek(["help"])
        let flag = try Run.pushpeek(["--help"])
        #expect(help.status == 0 && help.stdout == flag.stdout)
    }

    @Test func helpCommandAndCommandHelpAreTheSameForEveryCommand() throws {
        for command in Self.commands {
            let viaHelp = try Run.pushpeek(["help", command])
            let viaFlag = try Run.pushpeek([command, "--help"])
            #expect(viaHelp.status == 0 && viaFlag.status == 0, "\(command): \(viaHelp.stderr) \(viaFlag.stderr)")
            #expect(viaHelp.stdout == viaFlag.stdout, "\(command)")
            #expect(viaHelp.stdout.hasPrefix("Usage: pushpeek "), "\(command)")
            #expect(viaHelp.stdout.contains("  -h, --help "), "\(command)")
        }
    }

    @Test func renderHelpListsEveryRenderOption() throws {
        let result = try Run.pushpeek(["help", "render"])
        #expect(result.stdout.hasPrefix("Usage: pushpeek render PAYLOAD|DIR... [options]\n"))
        for option in ["--app FILE|PROJECT", "--strings FILE", "--width N|fit", "--banner", "--ratio R", "--hide-default", "--show-default",
                       "--cell-aspect A", "--max-actions N", "--map-data FILE", "--attachment FILE", "--theme NAME|FILE",
                       "--color auto|always|never", "--format text|ansi|json|svg|html", "--keys SCRIPT", "--log FILE"] {
            #expect(result.stdout.contains("\n  \(option) ") || result.stdout.contains("\n  \(option)\n"), "render help lacks \(option)")
        }
        #expect(!result.stdout.contains("--watch"), "render does not take --watch")
        #expect(!result.stdout.contains("plus the common options"), "every option is listed, not pointed at")
        let preview = try Run.pushpeek(["preview", "--help"])
        for option in ["--watch", "--map-data FILE", "--attachment FILE"] { #expect(preview.stdout.contains("\n  \(option) "), "\(option)") }
    }

    @Test func keytestHasHelpWithItsOwnOptions() throws {
        let result = try Run.pushpeek(["help", "keytest"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: pushpeek keytest [options]\n"))
        for option in ["--theme NAME", "--colors none|8|16|256|24bit", "--tick MS"] {
            #expect(result.stdout.contains("\n  \(option)"), "\(option)")
        }
        #expect(!result.stdout.contains("--app"))
    }

    @Test func unknownHelpTopicIsAUsageError() throws {
        let unknown = try Run.pushpeek(["help", "unknown"])
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix("pushpeek: error: unknown command \"unknown\"; the commands are preview, render, lockscreen, lint, import, activity, send, serve, demo, keytest, completions, help\n"))
        let typo = try Run.pushpeek(["help", "rendr"])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown command \"rendr\"; did you mean \"render\"?"))
    }

    @Test func mistypedCommandGetsDidYouMean() throws {
        let result = try Run.pushpeek(["rendr", "x.json"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("pushpeek: error: unknown command \"rendr\"; did you mean \"render\"?\n"), "\(result.stderr)")
        for (typo, meant) in [("lnit", "lint"), ("dmeo", "demo"), ("keytst", "keytest"), ("previw", "preview")] {
            let other = try Run.pushpeek([typo])
            #expect(other.status == 64 && other.stderr.contains("did you mean \"\(meant)\"?"), "\(typo): \(other.stderr)")
        }
    }

    @Test func aFilePathIsStillAPayloadToPreview() throws {
        try HostileCorpus.withFolder { folder in
            // Named like a typo of a command, but a file that exists: it is the payload.
            try Data(#"{"aps":{"alert":"hi"}}"#.utf8).write(to: folder.appendingPathComponent("rendr"))
            let existing = try PushPeekRunner.run(["rendr"], in: folder)
            #expect(existing.status == 74, "the preview ran and found no terminal: \(existing.stderrText)")
            #expect(!existing.stderrText.contains("unknown command"))
            // A path with an extension or a separator is a file, even when missing.
            for path in ["rendr.json", "sub/rendr", "demo.apns"] {
                let missing = try PushPeekRunner.run([path], in: folder)
                #expect(missing.status == 66, "\(path): \(missing.stderrText)")
                #expect(missing.stderrText.contains("no such file"), "\(path)")
            }
        }
    }

    @Test func eachCommandTakesOnlyItsOwnOptions() throws {
        let payload = Flow.example("spy-agency/payload.json")
        let cases: [([String], String)] = [
            (["render", payload, "--watch"], "render does not take --watch (preview, lockscreen and activity do)"),
            (["render", "x.json", "--watch"], "render does not take --watch (preview, lockscreen and activity do)"),
            (["lint", payload, "--keys", "tab"], "lint does not take --keys (render, lockscreen and demo do)"),
            (["preview", payload, "--strict"], "preview does not take --strict (lint does)"),
            (["activity", payload, "--keys", "tab"], "activity does not take --keys (render, lockscreen and demo do)"),
            (["activity", payload], "activity needs --app FILE"),
            (["keytest", "--app", "x.json"], "keytest does not take --app"),
            (["demo", "spy-agency", "--watch"], "demo does not take --watch"),
            (["demo", "spy-agency", "--keys", "tab"], "demo takes --keys only with --render"),
            (["render", payload, "--wacth"], "unknown option --wacth for render"),
            (["demo", "--variant", "comment"], "--variant needs an example NAME"),
            (["--app", Flow.example("spy-agency/app.json")], "--app needs a payload file; without one the built-in demo opens"),
            (["preview", payload, "--wacth"], "unknown option --wacth for preview; did you mean --watch?"),
        ]
        for (arguments, message) in cases {
            let result = try Run.pushpeek(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let named = try Run.pushpeek(["render", payload, "--watch"])
        #expect(named.stderr.hasSuffix("Run 'pushpeek help render' for its options.\n"))
    }

    @Test func versionIsGlobal() throws {
        for arguments in [["--version"], ["render", "--version"], ["keytest", "--version"]] {
            let result = try Run.pushpeek(arguments)
            #expect(result.status == 0 && result.stdout.hasPrefix("pushpeek "), "\(arguments)")
        }
    }
}
