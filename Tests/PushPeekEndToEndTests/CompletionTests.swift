import Foundation
import Testing
import PushPeekSession
@testable import pushpeek

/// `pushpeek completions bash|zsh|fish`: bash completes what the option table has (run in bash,
/// calling the completion function as `complete -F` does), fish answers `complete -C` from its
/// script, zsh loads its function into the completion system.
@Suite("shell completions")
struct CompletionTests {
    /// The script for `shell`, written to `folder`.
    static func script(_ shell: String, in folder: URL) throws -> URL {
        let result = try Run.pushpeek(["completions", shell])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let url = folder.appendingPathComponent("pushpeek.\(shell)")
        try Data(result.stdout.utf8).write(to: url)
        return url
    }

    /// What bash's completion offers for each command line (the last word is the one being completed),
    /// run in an empty folder but for `app.json`, so file names do not add to the words.
    static func bashCompletions(_ lines: [[String]]) throws -> [[String]] {
        try HostileCorpus.withFolder { folder in
            let script = try Self.script("bash", in: folder)
            let work = folder.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: work.appendingPathComponent("app.json"))
            var test = "cd \(CompletionModel.quoted(work.path)) && source \(CompletionModel.quoted(script.path)) || exit 9\n"
            test += "complete -p pushpeek || exit 8\n"
            for words in lines {
                test += "COMP_WORDS=(\(words.map(CompletionModel.quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1); "
                test += "COMPREPLY=(); _pushpeek; echo \"@@ ${COMPREPLY[*]}\"\n"
            }
            let result = try ExternalTool.run(["bash", "--norc", "--noprofile", "-c", test])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
            #expect(result.stdout.hasPrefix("complete -o bashdefault -o filenames -F _pushpeek pushpeek\n"), "\(result.stdout)")
            let replies = result.stdout.split(separator: "\n").filter { $0.hasPrefix("@@") }
            #expect(replies.count == lines.count)
            return replies.map { $0.dropFirst(2).split(separator: " ").map(String.init).sorted() }
        }
    }

    @Test(.enabled(if: ExternalTool.has("bash"), "needs bash"))
    func bashCompletesCommandsOptionsAndValues() throws {
        let cases: [([String], [String])] = [
            (["pushpeek", "ren"], ["render"]),
            (["pushpeek", "render", "--fo"], ["--format"]),
            (["pushpeek", "render", "--format", ""], ["ansi", "html", "json", "svg", "text"]),
            (["pushpeek", "render", "--format", "=", "j"], ["json"]),
            (["pushpeek", "lint", "--format", ""], ["checkstyle", "github", "json", "junit", "sarif", "text"]),
            (["pushpeek", "lint", "--push-type", "live"], ["liveactivity"]),
            (["pushpeek", "render", "--theme", "ios-"], ["ios-dark", "ios-light"]),
            (["pushpeek", "render", "--app", ""], ["app.json"]),
            (["pushpeek", "render", "--width", ""], ["fit"]),
            (["pushpeek", "render", "--ratio", ""], []),
            (["pushpeek", "render", "x.json", ""], ["app.json"]),
            (["pushpeek", "help", "comp"], ["completions"]),
            (["pushpeek", "completions", ""], ["bash", "fish", "zsh"]),
            (["pushpeek", "demo", "calendar/event-u"], ["calendar/event-update.json"]),
            (["pushpeek", "--wa"], ["--watch"]),
            (["pushpeek", "app.json", "--wa"], ["--watch"]),
            (["pushpeek", "keytest", ""], []),
        ]
        let replies = try Self.bashCompletions(cases.map(\.0))
        for ((line, expected), reply) in zip(cases, replies) {
            #expect(reply == expected, "\(line.joined(separator: " ")): \(reply)")
        }
    }

    /// Every command's options after `--`, and every enumerated value after its option, as the table has them.
    @Test(.enabled(if: ExternalTool.has("bash"), "needs bash"))
    func bashOffersEveryOptionAndEveryEnumeratedValue() throws {
        var cases: [([String], [String])] = []
        for command in Command.allCases {
            let options = Set(OptionTable.specs(for: command).map(\.name)).sorted()
            cases.append((["pushpeek", command.rawValue, "--"], options))
            for spec in OptionTable.specs(for: command) {
                guard case .words(let words) = CompletionModel.value(of: spec) else { continue }
                cases.append((["pushpeek", command.rawValue, spec.name, ""], words.sorted()))
            }
        }
        #expect(cases.count > 30)
        let demo = try #require(ExampleCatalog.examples.first)
        cases.append((["pushpeek", "demo", demo.name + "/"], demo.payloads.map { "\(demo.name)/\($0)" }.sorted()))
        let replies = try Self.bashCompletions(cases.map(\.0))
        for ((line, expected), reply) in zip(cases, replies) {
            #expect(reply == expected, "\(line.joined(separator: " ")): \(reply)")
        }
    }

    @Test(.enabled(if: ExternalTool.has("fish"), "needs fish"))
    func fishLoadsAndCompletes() throws {
        try HostileCorpus.withFolder { folder in
            let script = try Self.script("fish", in: folder)
            let test = """
            source \(CompletionModel.quoted(script.path)); or exit 9
            echo '@@'; complete -C'pushpeek ren'
            echo '@@'; complete -C'pushpeek render --fo'
            echo '@@'; complete -C'pushpeek render --format '
            echo '@@'; complete -C'pushpeek lint --format '
            """
            let result = try ExternalTool.run(["fish", "--no-config", "-c", test], environment: ["HOME": folder.path])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
            let blocks = result.stdout.components(separatedBy: "@@\n").dropFirst().map { block in
                block.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
            }
            #expect(blocks == [["render"], ["--format"], ["ansi", "html", "json", "svg", "text"],
                               ["checkstyle", "github", "json", "junit", "sarif", "text"]], "\(result.stdout)")
        }
    }

    @Test(.enabled(if: ExternalTool.has("zsh"), "needs zsh"))
    func zshLoadsIntoTheCompletionSystem() throws {
        try HostileCorpus.withFolder { folder in
            let script = try Self.script("zsh", in: folder)
            let syntax = try ExternalTool.run(["zsh", "-n", script.path])
            #expect(syntax.status == 0 && syntax.stderr.isEmpty, "\(syntax)")
            let test = "autoload -Uz compinit && compinit -u -D && source \(CompletionModel.quoted(script.path)) && print -r -- $_comps[pushpeek] ${+functions[_pushpeek]}"
            let result = try ExternalTool.run(["zsh", "-f", "-c", test], environment: ["HOME": folder.path])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
            #expect(result.stdout == "_pushpeek 1\n")
        }
    }

    /// zsh's line editor, in a pseudo-terminal (zsh/zpty), completing with Tab: each line runs a
    /// `pushpeek` function that prints its arguments, so what the completion inserted is printed.
    @Test(.enabled(if: ExternalTool.has("zsh"), "needs zsh"))
    func zshCompletesInTheLineEditor() throws {
        try HostileCorpus.withFolder { folder in
            let script = try Self.script("zsh", in: folder)
            let work = folder.appendingPathComponent("work")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let lines = ["pushpeek ren\t render.json", "pushpeek render --fo\t text", "pushpeek lint --format sa\t", "pushpeek demo calendar/event-u\t"]
            var test = """
            zmodload zsh/zpty
            zpty z "zsh -f -i"
            zpty -w z 'autoload -Uz compinit; compinit -u -D; source \(script.path); pushpeek() { print -r -- "ARGS:$*"; }'

            """
            for line in lines {
                test += "zpty -w -n z $'\\C-u'\(CompletionModel.quoted(line.replacingOccurrences(of: "\\t", with: "\t")))$'\\n'\nsleep 1\n"
            }
            // Everything up to the marker's output (the typed line reads END''MARK, so only the output matches).
            test += "zpty -w z \"print -r -- END''MARK\"\nzpty -r z output '*ENDMARK*'\nprint -r -- \"$output\"\nzpty -d z\n"
            let result = try ExternalTool.run(["zsh", "-f", "-c", test], in: work, environment: ["HOME": folder.path, "TERM": "dumb"])
            let printed = result.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("ARGS:") }.map(String.init)
            #expect(!result.stdout.contains("_arguments:"), "\(result.stdout)")
            #expect(printed == ["ARGS:render render.json", "ARGS:render --format text", "ARGS:lint --format sarif",
                                "ARGS:demo calendar/event-update.json"], "\(result)")
        }
    }

    @Test func anUnknownShellIsAUsageError() throws {
        for arguments in [["completions"], ["completions", "tcsh"], ["completions", "bash", "zsh"]] {
            let result = try Run.pushpeek(arguments)
            #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments): \(result)")
            #expect(result.stderr.contains("completions takes one shell: bash, zsh, fish"))
        }
    }
}
