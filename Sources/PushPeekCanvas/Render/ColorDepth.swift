/// How many colours the output can show.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// No colour at all: text attributes (bold, reverse) only.
    case none
    case ansi8
    case ansi256
    case trueColor
}
