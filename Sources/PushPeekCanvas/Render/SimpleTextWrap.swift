import PushPeekJSON
import PushPeekModel

/// `TextLayout.wrapParagraph` for text whose every scalar is a grapheme of its own (Latin, Greek,
/// Cyrillic, punctuation, arrows, box drawing, braille one column wide; CJK ideographs, kana,
/// Hangul syllables, fullwidth forms, pictographs and basic Arabic letters as `DisplayWidth`
/// measures them), worked on the UTF-8 bytes without breaking graphemes. The lines are the same
/// as the general wrap's; other text (marks, joiners, variation selectors, flags) gets nil and
/// takes the general path.
package enum SimpleTextWrap {
    /// The lines, or nil when a scalar of `text` could join its neighbour.
    package static func wrap(_ text: String, width: Int, stoppingAfter limit: Int) -> [String]? {
        var text = text
        return text.withUTF8 { bytes in
            isSimple(bytes) ? wrap(bytes, width: width, stoppingAfter: limit) : nil
        }
    }

    /// The scalar starting at `index` and its length in bytes (the bytes are valid UTF-8).
    @inline(__always)
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let byte = bytes[index]
        if byte < 0x80 { return (UInt32(byte), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }

    /// Columns of a scalar that is always a grapheme of its own, nil for any other: printable and
    /// below U+0300 or `isPlainNarrow` (one column); the wide blocks that hold no combining marks
    /// (two); pictographs other than skin tones (as `DisplayWidth` says); Arabic letters without
    /// their marks (one). A joiner, variation selector or mark after any of them is not simple.
    @inline(__always)
    static func columns(_ value: UInt32) -> Int? {
        if value < 0x300 { return value >= 0x20 && value != 0x7F && (value < 0x80 || value >= 0xA0) ? 1 : nil }
        if DisplayWidth.isPlainNarrow(value) { return 1 }
        if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x3041...0x3096).contains(value)
            || (0x309B...0x30FF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0xFF01...0xFF60).contains(value)
            || (0x3000...0x3029).contains(value) || (0x3030...0x303E).contains(value) {
            return 2
        }
        // Pictographs, but not the skin-tone modifiers that join the one before them.
        if (0x1F300...0x1FAFF).contains(value), !(0x1F3FB...0x1F3FF).contains(value), let scalar = Unicode.Scalar(value) {
            return DisplayWidth.of(scalar)
        }
        if (0x621...0x63A).contains(value) || (0x641...0x64A).contains(value) || value == 0x60C || value == 0x61B || value == 0x61F {
            return 1
        }
        return nil
    }

    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let (value, length) = scalar(bytes, at: index)
            guard columns(value) != nil else { return false }
            index += length
        }
        return true
    }

    /// The general wrap's rules on bytes: runs of spaces and of non-spaces placed as each ends; a
    /// run of spaces joins the line when it fits and otherwise ends it; a word that does not fit
    /// starts a new line, and one wider than a line is cut where the line is full. The line being
    /// built is always one stretch of the text, `start..<end`, `columns` wide.
    static func wrap(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, stoppingAfter limit: Int) -> [String] {
        var lines: [String] = []
        var start = 0
        var end = 0
        var columns = 0
        func line(_ from: Int, _ to: Int, trimmed: Bool) -> String {
            var last = to
            if trimmed { while last > from, bytes[last - 1] == 0x20 { last -= 1 } }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<last]), as: UTF8.self)
        }
        func place(_ wordStart: Int, _ wordEnd: Int, spaces: Bool) {
            var wordColumns = 0
            var scan = wordStart
            while scan < wordEnd {
                let (value, length) = scalar(bytes, at: scan)
                wordColumns += Self.columns(value) ?? 1
                scan += length
            }
            if spaces {
                if columns > 0 && columns + wordColumns <= width {
                    end = wordEnd
                    columns += wordColumns
                } else if columns > 0 {
                    lines.append(line(start, end, trimmed: false))
                    start = wordEnd
                    end = wordEnd
                    columns = 0
                } else {
                    start = wordEnd
                    end = wordEnd
                }
                return
            }
            if columns + wordColumns <= width {
                if columns == 0 { start = wordStart }
                end = wordEnd
                columns += wordColumns
                return
            }
            if columns > 0 {
                lines.append(line(start, end, trimmed: true))
                columns = 0
            }
            start = wordStart
            end = wordStart
            var index = wordStart
            while index < wordEnd {
                let (value, length) = scalar(bytes, at: index)
                let scalarColumns = Self.columns(value) ?? 1
                if columns + scalarColumns > width && columns > 0 {
                    lines.append(line(start, end, trimmed: false))
                    start = index
                    columns = 0
                }
                end = index + length
                columns += scalarColumns
                index += length
            }
        }
        var wordStart = 0
        var inSpace = false
        // The bytes of the words placed, counted once (a task-local read per word cost more than
        // placing it).
        for index in 0..<bytes.count {
            let isSpace = bytes[index] == 0x20
            if index > wordStart && isSpace != inSpace {
                place(wordStart, index, spaces: inSpace)
                wordStart = index
                if lines.count > limit {
                    WorkCounter.add(index)
                    return lines
                }
            }
            inSpace = isSpace
        }
        WorkCounter.add(bytes.count)
        if bytes.count > wordStart {
            place(wordStart, bytes.count, spaces: inSpace)
        }
        lines.append(line(start, end, trimmed: true))
        return lines
    }
}
