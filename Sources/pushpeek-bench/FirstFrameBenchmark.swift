import PushPeekModel
import VirtualTerminal

/// Time from exec to the complete first frame in a pseudo-terminal: `pushpeek preview` (done when the
/// virtual screen equals the model's first frame and output has settled) against `dialog --msgbox`
/// showing as many characters of text (done when its last word and OK button are drawn and output
/// has settled). The time is that of the last byte of the frame, not of the settle wait.
enum FirstFrameBenchmark {
    struct Result {
        var pushpeek: [Double]
        /// nil when dialog is not installed.
        var dialog: [Double]?
        /// CPU time (user + system) of each run, start to exit right after the first frame: less
        /// sensitive than the wall clock to other work on the machine.
        var pushpeekCPU: [Double]
        var dialogCPU: [Double]
        /// Printable characters on pushpeek's first screen (the size of dialog's text).
        var characters: Int
        var allMatched: Bool
    }

    static func run(_ scenario: TerminalScenario, binary: String, size: Size, runs: Int) throws -> Result {
        let model = try ModelSession(payload: scenario.payload, app: scenario.app, size: size)
        let expected = model.view().lines()
        let characters = expected.reduce(0) { $0 + $1.filter { $0 != " " }.count }
        let text = dialogText(characters: characters)
        let hasDialog = ChildProcess.exists("dialog")
        // 42 columns of text inside the box; two border rows, the button row and its rule.
        let height = min(size.height, 5 + (text.count + 41) / 42 + 1)
        var pushpeekTimes: [Double] = []
        var dialogTimes: [Double] = []
        var pushpeekCPU: [Double] = []
        var dialogCPU: [Double] = []
        var allMatched = true
        for _ in 0..<runs {
            let start = Clock.seconds()
            let terminal = try PseudoTerminal(TerminalBenchmark.arguments(binary, scenario), size: size, environment: TerminalKeys.environment())
            allMatched = terminal.read(until: { $0.lines == expected }, quiet: TerminalBenchmark.settle, limit: 10) && allMatched
            pushpeekTimes.append(terminal.lastOutputTime - start)
            terminal.send(TerminalKeys.bytes(.control("c")))
            if let end = terminal.finish() { pushpeekCPU.append(end.userSeconds + end.systemSeconds) }
            if hasDialog {
                let start = Clock.seconds()
                let dialog = try PseudoTerminal(["dialog", "--msgbox", text, String(height), "46"], size: size, environment: TerminalKeys.environment())
                dialog.read(until: { $0.contains("finis.") && $0.contains("OK") }, quiet: TerminalBenchmark.settle, limit: 10)
                dialogTimes.append(dialog.lastOutputTime - start)
                dialog.send("\r")
                if let end = dialog.finish() { dialogCPU.append(end.userSeconds + end.systemSeconds) }
            }
        }
        return Result(pushpeek: pushpeekTimes, dialog: hasDialog ? dialogTimes : nil, pushpeekCPU: pushpeekCPU, dialogCPU: dialogCPU,
                      characters: characters, allMatched: allMatched)
    }

    /// Words totalling about `characters` printable characters, ending in "finis.".
    static func dialogText(characters: Int) -> String {
        let words = ["notification", "agent", "observatory", "payment", "slider", "map", "Sydney", "accept", "cancel", "preview"]
        var text: [String] = []
        var count = 6
        var index = 0
        while count < characters {
            let word = words[index % words.count]
            text.append(word)
            count += word.count
            index += 1
        }
        return (text + ["finis."]).joined(separator: " ")
    }
}
