/// The text of a reply being typed and the cursor in it, counted in grapheme clusters so a wide
/// character or an emoji is one step of the cursor and one Backspace.
///
/// Invariant: `0 <= cursor <= characters.count`.
public struct TextField: Sendable, Equatable {
    public private(set) var characters: [Character]
    public private(set) var cursor: Int

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    public mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    /// Deletes the character before the cursor; false when there is none.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Deletes the character under the cursor; false at the end.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Deletes from the start of the text to the cursor (ctrl+u).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    /// Deletes from the cursor to the end (ctrl+k).
    public mutating func deleteToEnd() {
        characters.removeSubrange(cursor..<characters.count)
    }

    /// Moves the cursor by `offset` characters; false when it was already at that end.
    @discardableResult
    public mutating func moveCursor(by offset: Int) -> Bool {
        let target = min(max(0, cursor + offset), characters.count)
        defer { cursor = target }
        return target != cursor
    }

    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = characters.count }

    /// The part of the text to show in a field `width` columns wide so that the cursor is visible,
    /// and the cursor's column in it. Text scrolls left as the cursor passes the right edge. The
    /// cursor's cell is the whole character under it (two columns for a wide one), or one blank
    /// column at the end of the text.
    public func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        var start = 0
        var beforeCursor = characters[0..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        let cursorWidth = cursor < characters.count ? max(1, DisplayWidth.of(characters[cursor])) : 1
        while beforeCursor + cursorWidth > width, start < cursor {
            beforeCursor -= DisplayWidth.of(characters[start])
            start += 1
        }
        var shown = ""
        var used = 0
        for character in characters[start...] {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width { break }
            shown.append(character)
            used += characterWidth
        }
        return (shown, beforeCursor)
    }
}
