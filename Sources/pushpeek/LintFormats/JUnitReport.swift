import PushPeekJSON
import PushPeekModel

/// Lint results as JUnit XML, for CI systems that show test reports: one test suite, one test case
/// per file linted, a `<failure>` per error (with `--strict`, per warning too), the other findings in
/// the case's `<system-out>`, and an `<error>` case for a file that could not be read.
///
/// The suite's counts come before its cases, so the cases are kept until `document`; memory grows
/// with the report, as the report does.
struct JUnitReport {
    let strict: Bool
    private var cases = ""
    private(set) var tests = 0
    private(set) var failures = 0
    private(set) var errors = 0

    init(strict: Bool) {
        self.strict = strict
    }

    /// A file linted, with everything found in it.
    mutating func add(file: String, _ diagnostics: [Diagnostic]) {
        tests += 1
        let failing = diagnostics.filter(fails)
        let others = diagnostics.filter { !fails($0) }
        if !failing.isEmpty { failures += 1 }
        cases += "    <testcase classname=\"pushpeek.lint\" name=\(attribute(file)) file=\(attribute(file))"
        if diagnostics.isEmpty {
            cases += "/>\n"
            return
        }
        cases += ">\n"
        for diagnostic in failing {
            let message = "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
            cases += "      <failure type=\(attribute(diagnostic.rule.rawValue)) message=\(attribute(message))>"
                + text(diagnostic.textLine) + "</failure>\n"
        }
        if !others.isEmpty {
            cases += "      <system-out>" + text(others.map(\.textLine).joined(separator: "\n")) + "</system-out>\n"
        }
        cases += "    </testcase>\n"
    }

    /// A file that could not be linted.
    mutating func add(unreadable error: InputError) {
        tests += 1
        errors += 1
        let name = error.file ?? "input"
        cases += "    <testcase classname=\"pushpeek.lint\" name=\(attribute(name)) file=\(attribute(name))>\n"
            + "      <error type=\"unreadable\" message=\(attribute(error.description))/>\n    </testcase>\n"
    }

    /// The whole report.
    var document: String {
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"pushpeek lint\" \(counts)>\n"
            + "  <testsuite name=\"pushpeek lint\" \(counts) skipped=\"0\">\n"
            + cases
            + "  </testsuite>\n</testsuites>\n"
    }

    private func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
    }

    private func attribute(_ value: String) -> String { XMLText.attribute(value) }
    private func text(_ value: String) -> String { XMLText.text(value) }
}
