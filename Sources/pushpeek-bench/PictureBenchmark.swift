import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekImages
import VirtualTerminal

/// The spy-agency example with its headshot (`--attachment`) on screen, drawn by libchafa at 256
/// colours (`--colors 256`; the model draws the same), in a pseudo-terminal, once with pictures as
/// symbols (`--graphics none`) and once for each pixel protocol (`--graphics kitty`, `sixel`): the
/// time from exec to the first frame (its text equal to the model's, and in pixels the picture
/// sequence read), then, after expanding, the time from each key (focus changes, which leave the
/// picture where it is) to the last byte of its answer, the bytes each key wrote, and how many
/// picture sequences were sent again (none: a picture is sent again only when it moved, is new, or
/// had cells repainted).
///
/// The modes take turns, run by run (symbols, kitty, sixel; symbols, kitty, sixel; …), so that a
/// change in the machine's speed while the rows are measured falls on all three alike rather than
/// on one mode's block of runs. Each mode's first frame is the median of its runs; the runs side by
/// side give each pixel mode's ratio to symbols run by run (`pairedRatios`), whose spread says how
/// far the machine let the ratio settle. The keys take turns too: the first turn's three terminals
/// stay open and each key goes to all three, one after another, the first of them a different mode
/// each key, so that the machine's pauses, which decide a p99, fall on the three modes alike.
enum PictureBenchmark {
    struct Result {
        var graphics: String
        var firstFrames: [Double]
        /// Sorted per-key times in seconds.
        var keyTimes: [Double]
        var bytesPerKey: Double
        /// Picture sequences written after the keys (not counting the first frame and the expand).
        var resentPictures: Int
        /// Picture sequences in the first frame.
        var firstFramePictures: Int
        var allMatched: Bool
    }

    static let modes = ["none", "kitty", "sixel"]

    /// How long a key's answer must be followed by nothing before the next key: a focus change is one
    /// write of some 30 bytes, so 5 ms is ample on a quiet machine, and 3,000 keys a mode (a p99 from
    /// its 30 slowest, not 10) take no longer than 1,000 did with 20 ms.
    static let keyQuiet = 0.005

    static func run(payload: String, app: String, attachment: String, binary: String, size: Size, runs: Int, keys: Int) throws -> [Result] {
        let expected = try model(payload, app, attachment, size).view().lines()
        var results = modes.map { Result(graphics: $0, firstFrames: [], keyTimes: [], bytesPerKey: 0, resentPictures: 0, firstFramePictures: 0, allMatched: true) }
        for run in 0..<runs {
            var open: [PseudoTerminal] = []
            defer { open.forEach(close) }
            for index in results.indices {
                let arguments = [binary, "preview", payload, "--app", app, "--attachment", attachment, "--colors", "256", "--graphics", results[index].graphics]
                let terminal = try firstFrame(arguments, expected: expected, size: size, into: &results[index])
                guard run == 0 else {
                    close(terminal)
                    continue
                }
                results[index].firstFramePictures = pictures(terminal.screen)
                open.append(terminal)
            }
            if run == 0 { try keyRuns(open, model: try model(payload, app, attachment, size), keys: keys, into: &results) }
        }
        for index in results.indices { results[index].keyTimes.sort() }
        return results
    }

    /// Each pixel mode's first frame over symbols' in the same turn, one ratio a run.
    static func pairedRatios(_ results: [Result]) -> [String: [Double]] {
        guard let symbols = results.first(where: { $0.graphics == "none" }) else { return [:] }
        var ratios: [String: [Double]] = [:]
        for result in results where result.graphics != "none" {
            ratios[result.graphics] = zip(result.firstFrames, symbols.firstFrames).map { $0 / $1 }
        }
        return ratios
    }

    /// One run: exec to the first frame (its text equal to `expected` and, in pixels, a picture
    /// sequence read), timed into `result`; the terminal stays open for the caller to close.
    private static func firstFrame(_ arguments: [String], expected: [String], size: Size, into result: inout Result) throws -> PseudoTerminal {
        let pixels = result.graphics != "none"
        let start = Clock.seconds()
        let terminal = try PseudoTerminal(arguments, size: size, environment: TerminalKeys.environment())
        let matched = terminal.read(until: { $0.lines == expected && (!pixels || !$0.graphics.isEmpty) }, quiet: TerminalBenchmark.settle, limit: 10)
        result.allMatched = result.allMatched && matched
        result.firstFrames.append(terminal.lastOutputTime - start)
        return terminal
    }

    private static func close(_ terminal: PseudoTerminal) {
        terminal.send(TerminalKeys.bytes(.control("c")))
        terminal.finish()
    }

    /// Expands the card in every terminal (one for each result, in order), then presses tab `keys`
    /// times, each key in every terminal in turn, following the model and timing each key.
    private static func keyRuns(_ terminals: [PseudoTerminal], model: ModelSession, keys: Int, into results: inout [Result]) throws {
        var model = model
        let enter = try ModelSession.keys("enter"), tab = try ModelSession.keys("tab")
        for key in enter { model.press(key) }
        let expanded = model.view().lines()
        for (index, terminal) in terminals.enumerated() {
            for key in enter { terminal.send(TerminalKeys.bytes(key)) }
            results[index].allMatched = terminal.read(until: { $0.lines == expanded }, quiet: TerminalBenchmark.settle, limit: 5) && results[index].allMatched
        }
        let picturesBefore = terminals.map { pictures($0.screen) }
        let bytesBefore = terminals.map(\.bytesRead)
        for turn in 0..<keys {
            for key in tab { model.press(key) }
            let lines = model.view().lines()
            for offset in terminals.indices {
                let index = (turn + offset) % terminals.count
                let terminal = terminals[index]
                let sent = Clock.seconds()
                for key in tab { terminal.send(TerminalKeys.bytes(key)) }
                results[index].allMatched = terminal.read(until: { $0.lines == lines }, quiet: keyQuiet, limit: 3) && results[index].allMatched
                results[index].keyTimes.append(terminal.lastOutputTime - sent)
            }
        }
        for (index, terminal) in terminals.enumerated() {
            results[index].bytesPerKey = Double(terminal.bytesRead - bytesBefore[index]) / Double(max(keys, 1))
            results[index].resentPictures = pictures(terminal.screen) - picturesBefore[index]
        }
    }

    /// The model of the preview as the binary runs it: the attachment, libchafa's symbols at 256 colours.
    private static func model(_ payload: String, _ app: String, _ attachment: String, _ size: Size) throws -> ModelSession {
        var options = CardOptions()
        options.pictureRenderer = ChafaSymbols.renderer ?? .halfBlocks
        options.showPictures(at: .ansi256)
        return try ModelSession(payload: payload, app: app, size: size, options: options, attachments: [attachment])
    }

    /// The picture sequences the screen has read that draw (kitty's deletions left out).
    private static func pictures(_ screen: VirtualScreen) -> Int {
        screen.graphics.filter { !($0.kind == .kitty && $0.header.hasPrefix("a=d")) }.count
    }
}
