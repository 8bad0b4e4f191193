import Foundation
import PushPeekModel
import PushPeekCanvas
import VirtualTerminal

/// Runs the real `pushpeek preview` in a pseudo-terminal: waits for the first frame, presses each
/// step's keys, counts the bytes written after each, and compares them with `RepaintEstimate` of the
/// model's frames before and after. The virtual screen is checked against the model after every step,
/// cell by cell — text, colours and attributes through the one `StyleMapping` — so a repaint that
/// saves bytes by leaving stale cells or stale colours shows up as a mismatch. Reads the peak RSS
/// just before quitting.
enum TerminalBenchmark {
    struct Step {
        var label: String
        var bytes: Int
        var estimate: Int
        var changedCells: Int
        var target: Int?
        var available: Bool
        var screenMatches: Bool
    }

    struct Session {
        var name: String
        var firstFrameSeconds: Double
        var firstFrameMatches: Bool
        var firstFrameBytes: Int
        var steps: [Step]
        var peakRSSKilobytes: Int?
        var mismatches: [String]
    }

    static let settle = 0.15

    static func run(_ scenario: TerminalScenario, binary: String, size: Size, theme: Theme) throws -> Session {
        var model = try ModelSession(payload: scenario.payload, app: scenario.app, size: size)
        var expected = model.view()
        let start = Clock.seconds()
        let terminal = try PseudoTerminal(arguments(binary, scenario), size: size, environment: TerminalKeys.environment())
        // The preview runs under xterm-256color with the terminal's default colours available.
        let mapping = StyleMapping(theme: theme, depth: .ansi256)
        let firstRows = mapping.styledRows(of: expected)
        let matched = terminal.read(until: { $0.firstDifference(from: firstRows) == nil }, quiet: settle, limit: 10)
        let firstFrame = terminal.lastOutputTime - start
        let firstBytes = terminal.bytesRead
        var mismatches: [String] = []
        if !matched { mismatches.append(describe("first frame", terminal.screen, firstRows)) }
        // The estimate follows the screen from the first frame (drawn over a cleared screen), so it
        // knows the colours each update leaves set for the next.
        var estimator = RepaintEstimate(theme: theme)
        let cleared = CellGrid(width: expected.width, height: expected.height,
                               fill: Cell.blank(expected.width > 0 && expected.height > 0 ? expected[0, 0].style : .plain))
        _ = estimator.bytes(from: cleared, to: expected)
        var steps: [Step] = []
        for step in scenario.steps {
            let before = terminal.bytesRead
            let old = expected
            for key in try ModelSession.keys(step.keys) {
                model.press(key)
                terminal.send(TerminalKeys.bytes(key))
            }
            expected = model.view()
            let lines = expected.lines()
            let rows = mapping.styledRows(of: expected)
            let matches = terminal.read(until: { $0.firstDifference(from: rows) == nil }, quiet: settle, limit: 3)
            if !matches { mismatches.append(describe(step.label, terminal.screen, rows)) }
            let estimate = estimator.bytes(from: old, to: expected)
            if getenv("PUSHPEEK_BENCH_DEBUG") != nil {
                for y in 0..<expected.height where !expected.rowEquals(old, y) {
                    let columns = (0..<expected.width).filter { old[$0, y] != expected[$0, y] }
                    FileHandle.standardError.write(Data("\(step.label): row \(y) columns \(columns): «\(expected.line(y))»\n".utf8))
                }
                let written = String(decoding: terminal.transcript[before...], as: UTF8.self).unicodeScalars
                    .map { $0.value < 0x20 ? "^" + String(Character(Unicode.Scalar(UInt8($0.value + 0x40)))) : String($0) }.joined()
                FileHandle.standardError.write(Data("\(step.label): wrote «\(written)»\n".utf8))
            }
            let available = step.marker.map { marker in lines.contains { $0.contains(marker) } } ?? true
            steps.append(Step(label: step.label, bytes: terminal.bytesRead - before, estimate: estimate.bytes,
                              changedCells: estimate.changedCells, target: step.target, available: available, screenMatches: matches))
        }
        let peak = terminal.peakResidentKilobytes()
        terminal.send(TerminalKeys.bytes(.control("c")))
        terminal.finish()
        return Session(name: scenario.name, firstFrameSeconds: firstFrame, firstFrameMatches: matched, firstFrameBytes: firstBytes,
                       steps: steps, peakRSSKilobytes: peak, mismatches: mismatches)
    }

    /// Pictures as symbols (`--graphics none`): the emulated terminal answers no query, and would
    /// only wait out the detection's timeout.
    static func arguments(_ binary: String, _ scenario: TerminalScenario) -> [String] {
        [binary, "preview", scenario.payload, "--graphics", "none"] + (scenario.app.map { ["--app", $0] } ?? [])
    }

    /// The first cell where the screen differs from the model, for the report.
    static func describe(_ label: String, _ screen: VirtualScreen, _ expected: [[StyledCell]]) -> String {
        guard let difference = screen.firstDifference(from: expected) else { return "\(label): screen differs from the model" }
        return "\(label): \(difference)"
    }
}
