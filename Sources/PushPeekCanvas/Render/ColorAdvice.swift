/// What pushpeek says when a terminal shows few colours: pictures are drawn in those few then
/// (libchafa's symbols; without libchafa the plain character ramp), and a terminfo entry with more
/// colours (or `COLORTERM=truecolor`, where the terminal has 24-bit colour) draws them finer.
public enum ColorAdvice {
    /// The terminal's colours in words: `no colours`, `8 colours`, `256 colours`, `24-bit colour`.
    public static func name(_ depth: ColorDepth) -> String {
        switch depth {
        case .none: return "no colours"
        case .ansi8: return "8 colours"
        case .ansi16: return "16 colours"
        case .ansi256: return "256 colours"
        case .trueColor: return "24-bit colour"
        }
    }

    /// The line to show once at 8 or 16 colours; nil at 256 and more, and without colour (asked for
    /// with `NO_COLOR` or `--color never`, or a terminal that has none: no TERM of the same terminal helps).
    public static func note(for depth: ColorDepth) -> String? {
        depth == .ansi8 || depth == .ansi16 ? "\(name(depth)): TERM=xterm-256color draws finer pictures" : nil
    }
}
