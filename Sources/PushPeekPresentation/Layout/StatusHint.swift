/// One key hint on the status line (`tab focus`, `q quit`). When the line is too narrow the hints
/// with the lowest priority go first; `essential` ones (how to quit, how to get the key help) stay.
public struct StatusHint: Sendable, Equatable {
    public var text: String
    public var priority: Int

    public init(_ text: String, priority: Int) {
        self.text = text
        self.priority = priority
    }

    /// Never dropped.
    public static let essential = Int.max

    /// `? keys`, or `f1 keys` while keys type.
    package static func help(_ key: String = "?") -> StatusHint { StatusHint(key + " keys", priority: essential) }
    /// `q quit`, or `ctrl+c quit` while keys type.
    package static func quit(_ key: String = "q") -> StatusHint { StatusHint(key + " quit", priority: essential) }
}
