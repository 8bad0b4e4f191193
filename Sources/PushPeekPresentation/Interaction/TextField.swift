import PushPeekJSON
import PushPeekModel

/// The text of a reply being typed and the cursor in it, counted in grapheme clusters so a wide
/// character or an emoji is one step of the cursor and one Backspace.
///
/// The text is a gap buffer: the characters before the gap in order, those after it reversed, so
/// typing, Backspace and Delete at the gap cost O(1). Moving the cursor only moves `cursor`; the
/// next edit moves the gap there, one character per step of the distance. Drawing looks only at the
/// characters around the cursor that fit (`visible(width:)`), whatever the text's length.
///
/// Invariants: `0 <= cursor <= count`; the text is `beforeGap + afterGap.reversed()`.
public struct TextField: Sendable, Equatable {
    package private(set) var beforeGap: [Character]
    private var afterGapReversed: [Character] = []
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        beforeGap = Array(text)
        cursor = beforeGap.count
    }

    public static func == (lhs: TextField, rhs: TextField) -> Bool {
        lhs.cursor == rhs.cursor && lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }

    /// The number of characters.
    public var count: Int { beforeGap.count + afterGapReversed.count }
    public var text: String { String(beforeGap) + String(afterGapReversed.reversed()) }
    public var isEmpty: Bool { count == 0 }

    /// The character at `index` (`0..<count`).
    package subscript(index: Int) -> Character {
        index < beforeGap.count ? beforeGap[index] : afterGapReversed[afterGapReversed.count - 1 - (index - beforeGap.count)]
    }

    public mutating func insert(_ character: Character) {
        moveGapToCursor()
        beforeGap.append(character)
        cursor += 1
    }

    /// Deletes the character before the cursor; false when there is none.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        moveGapToCursor()
        beforeGap.removeLast()
        cursor -= 1
        return true
    }

    /// Deletes the character under the cursor; false at the end.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard cursor < count else { return false }
        moveGapToCursor()
        afterGapReversed.removeLast()
        return true
    }

    /// Deletes from the start of the text to the cursor (ctrl+u).
    public mutating func deleteToStart() {
        moveGapToCursor()
        beforeGap.removeAll(keepingCapacity: true)
        cursor = 0
    }

    /// Deletes from the cursor to the end (ctrl+k).
    public mutating func deleteToEnd() {
        moveGapToCursor()
        afterGapReversed.removeAll(keepingCapacity: true)
    }

    /// Moves the cursor by `offset` characters; false when it was already at that end.
    @discardableResult
    public mutating func moveCursor(by offset: Int) -> Bool {
        let target = min(max(0, cursor + offset), count)
        defer { cursor = target }
        return target != cursor
    }

    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = count }

    /// Moves characters across the gap until it sits at the cursor.
    private mutating func moveGapToCursor() {
        WorkCounter.add(abs(cursor - beforeGap.count))
        while beforeGap.count > cursor, let character = beforeGap.popLast() { afterGapReversed.append(character) }
        while beforeGap.count < cursor, let character = afterGapReversed.popLast() { beforeGap.append(character) }
    }

    /// The part of the text to show in a field `width` columns wide so that the cursor is visible,
    /// and the cursor's column in it. Text scrolls left as the cursor passes the right edge. The
    /// cursor's cell is the whole character under it (two columns for a wide one), or one blank
    /// column at the end of the text. At most `4 × width + 64` characters on each side of the cursor
    /// are looked at (more can only be zero-width ones), so drawing costs O(width).
    public func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        let scanLimit = 4 * width + 64
        let cursorWidth = cursor < count ? max(1, DisplayWidth.of(self[cursor])) : 1
        // The first shown character: as far left of the cursor as fits with the cursor's cell.
        var start = cursor
        var beforeCursor = 0
        while start > 0, cursor - start < scanLimit {
            let characterWidth = DisplayWidth.of(self[start - 1])
            if beforeCursor + characterWidth + cursorWidth > width { break }
            beforeCursor += characterWidth
            start -= 1
        }
        var shown = ""
        var used = 0
        var index = start
        while index < count, index - cursor < scanLimit {
            let character = self[index]
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            shown.append(character)
            used += characterWidth
            index += 1
        }
        WorkCounter.add(index - start)
        return (shown, beforeCursor)
    }
}
