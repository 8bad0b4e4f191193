import Foundation
import Testing

/// `render` and `lint` of the same files agree, because one decoder owns each schema: a file
/// `render` refuses with a position (exit 65, `FILE:LINE:COL: MESSAGE`) gets that message at that
/// position from `lint`, as an error; a file `render` reads gets no error from `lint` under the rules
/// that mean "cannot be read" (`app-invalid`, `wrong-type` in an app description,
/// `input-view-and-text-input`), and `lint` never refuses it outright (65).
enum Agreement {
    /// One lint diagnostic, from `--format text` or `--format json`.
    struct Finding: Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
    }

    /// Rules under which lint says an app description cannot be read as written.
    static let refusals: Set<String> = ["app-invalid", "wrong-type", "input-view-and-text-input"]

    static func findings(text: String) -> [Finding] {
        let pattern = #/^(.+?):(\d+):(\d+): (error|warning|note): (.*) \[([a-z-]+)\]$/#
        return text.split(separator: "\n").compactMap { line in
            guard let match = String(line).wholeMatch(of: pattern), let row = Int(match.2), let column = Int(match.3) else { return nil }
            return Finding(file: String(match.1), line: row, column: column, severity: String(match.4), rule: String(match.6), message: String(match.5))
        }
    }

    static func findings(json: [UInt8]) -> [Finding] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(json)) as? [[String: Any]] else { return [] }
        return array.compactMap { item in
            guard let file = item["file"] as? String, let line = item["line"] as? Int, let column = item["column"] as? Int,
                  let severity = item["severity"] as? String, let rule = item["rule"] as? String, let message = item["message"] as? String
            else { return nil }
            return Finding(file: file, line: line, column: column, severity: severity, rule: rule, message: message)
        }
    }

    /// `render`'s refusal as `(file, line, column, message)`, when it names a position.
    static func refusal(_ render: PushPeekRunner.Result) -> (file: String, line: Int, column: Int, message: String)? {
        guard render.status == 65 else { return nil }
        let pattern = #/^pushpeek: error: (.+?):(\d+):(\d+): (.*)$/#
        guard let first = render.stderrText.split(separator: "\n").first, let match = String(first).wholeMatch(of: pattern),
              let line = Int(match.2), let column = Int(match.3) else { return nil }
        return (String(match.1), line, column, String(match.4))
    }

    /// Checks one `render` against `lint`'s findings (and its status and stderr) for the same files.
    static func check(render: PushPeekRunner.Result, lintStatus: Int32, lintStderr: String, findings: [Finding], appFile: String?,
                      _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if render.status == 65 {
            #expect(lintStatus == 1 || lintStatus == 65, "\(context): render refused (\(render.stderrText.prefix(200))) but lint exited \(lintStatus)",
                    sourceLocation: sourceLocation)
            guard let refused = refusal(render) else { return }
            if lintStatus == 65 {
                #expect(lintStderr.contains("\(refused.file):\(refused.line):\(refused.column): \(refused.message)"),
                        "\(context): lint refused otherwise: \(lintStderr.prefix(300)) vs \(render.stderrText.prefix(300))", sourceLocation: sourceLocation)
            } else {
                let same = findings.contains {
                    $0.file == refused.file && $0.line == refused.line && $0.column == refused.column && $0.severity == "error" && $0.message == refused.message
                }
                #expect(same, "\(context): render says \(render.stderrText.prefix(300)); lint says \(findings.filter { $0.severity == "error" }.prefix(5))",
                        sourceLocation: sourceLocation)
            }
        } else if render.status == 0 {
            #expect(lintStatus != 65, "\(context): render read it, lint refused it: \(lintStderr.prefix(300))", sourceLocation: sourceLocation)
            if let appFile {
                let refusing = findings.filter { $0.file == appFile && $0.severity == "error" && refusals.contains($0.rule) }
                #expect(refusing.isEmpty, "\(context): render read \(appFile), lint says it cannot: \(refusing)", sourceLocation: sourceLocation)
            }
        }
    }
}
