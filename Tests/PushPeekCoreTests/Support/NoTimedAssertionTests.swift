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

    @Test("the timed assertions the tests once had are found, across lines, at their first line")
    func plantedTimedAssertions() {
        let planted = """
            func bounds() throws {
                #expect(usage.cpuSeconds < cpuLimit, "\\(command): \\(usage.cpuSeconds) s of CPU",
                        sourceLocation: sourceLocation)
                #expect(result.seconds < 8, "linting 2,000 files took \\(result.seconds) s")
                #expect(ContinuousClock.now - started < .milliseconds(900))
                try #require(
                    Date().timeIntervalSince(start) <= 2)
                XCTAssertTrue(elapsed > 0.5)
            }
            """
        let findings = TimedAssertionScanner.scan(planted, file: "Tests/Planted.swift")
        #expect(findings.map(\.line) == [2, 4, 5, 6, 8])
    }

    @Test("counted work, memory, equal durations, a timeout flag and a time in a string or a comment are not bounds")
    func notTimedAssertions() {
        let fine = """
            func fine() {
                #expect(Double(large) / Double(small) < 11, "took 8 s")
                #expect(usage.peakBytes < peakLimit, "\\(command): peak RSS")
                #expect(MediaDuration.of(MediaBytes.wav(seconds: 3), format: .wav) == 3)
                #expect(!result.timedOut)
                // #expect(result.seconds < 8)
                let deadline = ContinuousClock.now + .seconds(60)
                #expect(work(10_000) < 11 * work(1_000))
                #expect(first.lowerBound < second.lowerBound)
            }
            """
        #expect(TimedAssertionScanner.scan(fine, file: "Tests/Fine.swift").isEmpty)
    }
}
