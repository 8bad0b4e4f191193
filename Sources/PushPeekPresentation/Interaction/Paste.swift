/// Text the terminal delivered as one bracketed paste (`ESC[200~ … ESC[201~`): typed into a focused
/// text field, never taken as a sequence of keys.
///
/// The key reader keeps at most `limit` bytes of UTF-8 and drops the rest (`isCut`); control
/// characters other than newline and tab never get in.
public struct Paste: Sendable, Equatable {
    /// The most bytes of UTF-8 a paste keeps (64 KiB).
    public static let limit = 65_536
    /// The status line's note for a paste where no text field has the focus.
    public static let ignoredNote = "paste ignored: no text field"
    /// The status line's note for a paste longer than `limit`.
    public static let cutNote = "paste cut at 64 KiB"

    public var text: String
    /// Whether the terminal sent more than `limit` bytes and the rest was dropped.
    public var isCut: Bool

    public init(_ text: String, isCut: Bool = false) {
        self.text = text
        self.isCut = isCut
    }
}
