import PushPeekJSON
import PushPeekModel

/// `TextLayout.wrapParagraph` for text whose graphemes are told from its bytes: scalars that are
/// graphemes of their own (Latin, Greek, Cyrillic, punctuation, arrows, box drawing, braille,
/// symbols and dingbats; CJK ideographs, kana, Hangul syllables, fullwidth forms, pictographs and
/// basic Arabic letters as `DisplayWidth` measures them), each followed by any Latin or Arabic
/// combining marks and variation selectors, and pictographs joined by zero-width joiners. The lines
/// are the same as the general wrap's; other text (a mark after a space, other joiners, skin tones,
/// flags) gets nil and takes the general path.
package enum SimpleTextWrap {
    /// The lines, or nil when `text` holds a grapheme not told from its bytes here.
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
        // Miscellaneous symbols and dingbats: none joins the scalar before it.
        if (0x2600...0x27BF).contains(value), let scalar = Unicode.Scalar(value) { return DisplayWidth.of(scalar) }
        return nil
    }

    /// A combining mark of the Latin or Arabic blocks or a variation selector: no columns, and one
    /// grapheme with the scalar before it.
    @inline(__always)
    static func isMark(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x64B...0x65F).contains(value) || value == 0x670 || (0xFE00...0xFE0F).contains(value)
    }

    static let joiner: UInt32 = 0x200D

    /// Emoji (all `Extended_Pictographic`) that a zero-width joiner joins into one grapheme as
    /// Swift's graphemes do (it does not join some pictographs that are not emoji).
    static func isJoinablePictograph(_ value: UInt32) -> Bool {
        let inRanges = (0x1F300...0x1F3FA).contains(value) || (0x1F400...0x1F53D).contains(value) || (0x1F546...0x1F64F).contains(value)
            || (0x1F680...0x1F6FF).contains(value) || (0x1F947...0x1FAFF).contains(value) || (0x2614...0x2685).contains(value)
            || (0x2690...0x2705).contains(value)
        return inRanges && Unicode.Scalar(value)?.properties.isEmoji == true
    }

    /// Whether every grapheme is a scalar of `columns` with marks after it (never after a space or
    /// at the start), or pictographs joined by zero-width joiners (Unicode's rule GB11).
    static func isSimple(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var afterBase = false
        var base: UInt32 = 0
        var afterJoiner = false
        while index < bytes.count {
            let (value, length) = scalar(bytes, at: index)
            if afterJoiner {
                guard isJoinablePictograph(value) else { return false }
                afterJoiner = false
            }
            if value == joiner {
                guard isJoinablePictograph(base) else { return false }
                afterJoiner = true
            } else if isMark(value) {
                guard afterBase else { return false }
            } else {
                guard columns(value) != nil else { return false }
                afterBase = value != 0x20
                base = value
            }
            index += length
        }
        return !afterJoiner
    }

    /// The end of the grapheme starting at `index` (before `end`) and its columns.
    @inline(__always)
    static func grapheme(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, before end: Int) -> (end: Int, columns: Int) {
        var (value, length) = scalar(bytes, at: index)
        var next = index + length
        var columns = Self.columns(value) ?? 0
        while next < end {
            let (following, followingLength) = scalar(bytes, at: next)
            guard following == joiner || value == joiner || isMark(following) else { break }
            columns += Self.columns(following) ?? 0
            value = following
            next += followingLength
        }
        return (next, columns)
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
                wordColumns += Self.columns(value) ?? 0
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
                let (graphemeEnd, graphemeColumns) = grapheme(bytes, at: index, before: wordEnd)
                if columns + graphemeColumns > width && columns > 0 {
                    lines.append(line(start, end, trimmed: false))
                    start = index
                    columns = 0
                }
                end = graphemeEnd
                columns += graphemeColumns
                index = graphemeEnd
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
