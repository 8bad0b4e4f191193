import Foundation
import Testing

/// No test depends on the machine's speed or load: none asserts a time or CPU-second bound
/// (`TimedAssertionScanner`'s rules). The benchmark (`pushpeek-bench`) keeps the timings.
@Suite("No timed assertions")
struct NoTimedAssertionTests {
    @Test("no test under Tests asserts a time or CPU-second bound")
    func testsAssertNoTime() throws {
        let tests = Fixtures.packageRoot.appendingPathComponent("Tests")
        let files = try LayoutReferenceScanner.sources(under: tests)
        #expect(files.count > 100, "only \(files.count) Swift files found under Tests")
        let findings = files.flatMap { TimedAssertionScanner.scan($0.value, file: "Tests/" + $0.key) }
            .sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    // The samples are fixture files, not string literals here, so no assertion-looking line stands
    // in a test source.
    @Test("the timed assertions the tests once had are found, across lines, at their first line")
    func plantedTimedAssertions() throws {
        let planted = try Fixtures.read(Fixtures.path("TimedAssertions/planted.txt"))
        let findings = TimedAssertionScanner.scan(planted, file: "Tests/Planted.swift")
        #expect(findings.map(\.line) == [2, 4, 5, 6, 8])
    }

    @Test("counted work, memory, equal durations, a timeout flag and a time in a string or a comment are not bounds")
    func notTimedAssertions() throws {
        let fine = try Fixtures.read(Fixtures.path("TimedAssertions/fine.txt"))
        #expect(TimedAssertionScanner.scan(fine, file: "Tests/Fine.swift").isEmpty)
    }
}
