/// How many colours the output can show.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// No colour at all: text attributes (bold, reverse) only.
    case none
    case ansi8
    case ansi16
    case ansi256
    case trueColor

    /// The values of `--colors`, in order: `none`, `8`, `16`, `256`, `24bit`.
    public static let optionValues = ColorDepth.allCases.map(\.optionValue)

    /// How `--colors` names this depth.
    public var optionValue: String {
        switch self {
        case .none: return "none"
        case .ansi8: return "8"
        case .ansi16: return "16"
        case .ansi256: return "256"
        case .trueColor: return "24bit"
        }
    }

    /// The depth `--colors` names, or nil for another word.
    public init?(optionValue: String) {
        guard let depth = ColorDepth.allCases.first(where: { $0.optionValue == optionValue }) else { return nil }
        self = depth
    }

    /// The depth output for a terminal described by `TERM` and `COLORTERM` is written at, when no
    /// terminal is asked (`render --format ansi`): `COLORTERM=truecolor`/`24bit` or a `*-direct` TERM
    /// 24-bit, a TERM naming 256, 16 or 8 colours (`xterm-color`) that many; otherwise 256 colours, as a TERM without a
    /// number (`xterm`) says nothing about the terminal the output will be shown in.
    public static func described(term: String?, colorTerm: String?) -> ColorDepth {
        let term = term ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .ansi256 }
        if term.contains("16color") { return .ansi16 }
        if term.hasSuffix("-8color") || term.hasSuffix("-color") { return .ansi8 }
        return .ansi256
    }
}
