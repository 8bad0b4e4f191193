#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import PushPeekCanvas

/// Finds out whether the terminal shows pixels, the safe way, before the screen opens.
///
/// From the environment first: inside tmux or screen, none (their passthrough is not worth the
/// risk); `TERM_PROGRAM=iTerm.app` or `WezTerm`, iTerm2's inline images; Apple's Terminal, none.
/// Otherwise the terminal is asked, in one write: the kitty graphics query (`a=q` with a 1×1 picture,
/// which only a kitty-protocol terminal answers), the cell size in pixels (`CSI 16 t`, answered
/// `CSI 6 ; height ; width t`; kept in `TerminalCellSize.reported` for when `TIOCGWINSZ` has no
/// pixels) and DA1 (`ESC [ c`, which every VT100-like terminal answers, last; attribute 4 is sixel). The answers are read with echo off and the terminal in raw mode,
/// up to the DA1 reply or `timeout` milliseconds, so nothing they contain reaches the screen. Keys
/// typed in that moment are kept (`typedAhead`, at most `typedAheadLimit` bytes) and read first once
/// the screen is open, so a `q` or Ctrl-C pressed at once is not lost.
public enum GraphicsDetector {
    public static let timeout = 250
    static let typedAheadLimit = 64
    /// What was typed while the terminal was asked, the answers taken out; `TerminalSession` hands
    /// it to ncurses when it opens.
    nonisolated(unsafe) public static var typedAhead: [UInt8] = []
    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    static let primaryAttributes = "\u{1B}[c"
    static let cellSizeQuery = "\u{1B}[16t"

    /// What the environment alone says: a protocol, `.some(nil)` for none, or nil to ask.
    public static func fromEnvironment(_ environment: [String: String]) -> GraphicsProtocol?? {
        if environment["TMUX"] != nil || environment["STY"] != nil { return .some(nil) }
        switch environment["TERM_PROGRAM"] {
        case "iTerm.app", "WezTerm": return .iterm2
        case "Apple_Terminal": return .some(nil)
        default: return nil
        }
    }

    /// What the terminal's answers to the two queries say (kitty first, then sixel).
    public static func fromAnswers(_ answers: [UInt8]) -> GraphicsProtocol? {
        if find(Array("\u{1B}_Gi=31;OK".utf8), in: answers) != nil { return .kitty }
        guard let attributes = primaryAttributes(in: answers) else { return nil }
        return attributes.split(separator: UInt8(ascii: ";")).contains { $0.elementsEqual("4".utf8) } ? .sixel : nil
    }

    /// The parameters of the DA1 reply (`ESC [ ? 63;1;4 c` gives `63;1;4`), or nil before it is whole.
    static func primaryAttributes(in answers: [UInt8]) -> ArraySlice<UInt8>? {
        guard let start = find(Array("\u{1B}[?".utf8), in: answers) else { return nil }
        let parameters = answers[(start + 3)...]
        guard let end = parameters.firstIndex(where: { !($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) && $0 != UInt8(ascii: ";") }),
              answers[end] == UInt8(ascii: "c") else { return nil }
        return answers[(start + 3)..<end]
    }

    /// The cell size of a `CSI 6 ; height ; width t` answer, or nil without one (or a size of 0, or
    /// past 1,000 pixels).
    public static func cellSize(in answers: [UInt8]) -> Size? {
        guard let start = find(Array("\u{1B}[6;".utf8), in: answers),
              let end = answers[(start + 4)...].firstIndex(of: UInt8(ascii: "t")) else { return nil }
        let numbers = answers[(start + 4)..<end].split(separator: UInt8(ascii: ";")).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 2, let height = numbers[0], let width = numbers[1], (1...1_000).contains(height), (1...1_000).contains(width)
        else { return nil }
        return Size(width: width, height: height)
    }

    static func isComplete(_ answers: [UInt8]) -> Bool { primaryAttributes(in: answers) != nil }

    /// `answers` without the terminal's replies (the kitty reply `ESC _ G … ESC \`, `CSI 6 ; h ; w t`,
    /// the DA1 reply `CSI ? … c`, each where it is whole): the keys typed meanwhile, the first
    /// `typedAheadLimit` bytes of them.
    static func typedKeys(in answers: [UInt8]) -> [UInt8] {
        var keys: [UInt8] = []
        var index = 0
        while index < answers.count, keys.count < typedAheadLimit {
            if let end = replyEnd(in: answers, at: index) {
                index = end
            } else {
                keys.append(answers[index])
                index += 1
            }
        }
        return keys
    }

    /// The index after the reply that starts at `start`, or nil when none does (or it is cut short).
    private static func replyEnd(in answers: [UInt8], at start: Int) -> Int? {
        let escape: UInt8 = 0x1B
        guard answers[start] == escape, start + 2 < answers.count else { return nil }
        let introducer = answers[start + 1]
        if introducer == UInt8(ascii: "_"), answers[start + 2] == UInt8(ascii: "G") {
            var index = start + 3
            while index + 1 < answers.count {
                if answers[index] == escape, answers[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return nil
        }
        guard introducer == UInt8(ascii: "[") else { return nil }
        let isDA1 = answers[start + 2] == UInt8(ascii: "?")
        var index = start + (isDA1 ? 3 : 2)
        while index < answers.count, answers[index] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(answers[index]) {
            index += 1
        }
        guard index < answers.count else { return nil }
        let final = answers[index]
        if isDA1 ? final == UInt8(ascii: "c") : (final == UInt8(ascii: "t") && answers[start + 2] == UInt8(ascii: "6")) { return index + 1 }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The protocol of the terminal on standard input and output, or nil (not a terminal, no pixels).
    public static func detect(environment: [String: String]) -> GraphicsProtocol? {
        if let decided = fromEnvironment(environment) { return decided }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        let query = Array((kittyQuery + cellSizeQuery + primaryAttributes).utf8)
        guard query.withUnsafeBytes({ write(STDOUT_FILENO, $0.baseAddress, $0.count) }) == query.count else { return nil }
        var answers: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = MonotonicClock.milliseconds() + timeout
        while !isComplete(answers), answers.count < 4096 {
            let left = deadline - MonotonicClock.milliseconds()
            guard left > 0 else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left)) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            answers += buffer[0..<count]
        }
        TerminalCellSize.reported = cellSize(in: answers)
        typedAhead = typedKeys(in: answers)
        return fromAnswers(answers)
    }
}
