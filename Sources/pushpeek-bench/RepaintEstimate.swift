import PushPeekCore

/// The bytes a careful program needs to turn one frame into the next on an xterm-256color terminal:
/// for each run of changed cells a cursor move (the shortest of CUP, HPA and CUF, none when the cursor
/// is already there), SGR only where the style changes (only the parts that change), and the cells'
/// UTF-8 text. Runs on a row are merged when rewriting the unchanged cells between them is cheaper
/// than moving the cursor. The benchmark's yardstick for what `preview` writes per key.
enum RepaintEstimate {
    /// The estimate in bytes, and the number of cells that differ.
    static func bytes(from old: CellGrid, to new: CellGrid, theme: Theme) -> (bytes: Int, changedCells: Int) {
        guard old.width == new.width, old.height == new.height else { return (Int.max, new.width * new.height) }
        var total = 0
        var changedCells = 0
        var cursor: (x: Int, y: Int)?
        var current: Style?
        for y in 0..<new.height {
            var changed = (0..<new.width).map { old[$0, y] != new[$0, y] }
            // A wide character is written whole: its continuation goes with it, and the other way round.
            for x in 0..<new.width where changed[x] {
                if new[x, y].isContinuation, x > 0 { changed[x - 1] = true }
                if x + 1 < new.width, new[x + 1, y].isContinuation { changed[x + 1] = true }
            }
            changedCells += changed.filter { $0 }.count
            var x = 0
            while x < new.width {
                guard changed[x] else { x += 1; continue }
                var end = x
                while true {
                    while end < new.width, changed[end] { end += 1 }
                    // Bridge a gap of unchanged cells if rewriting them costs less than a cursor move.
                    guard let next = (end..<new.width).first(where: { changed[$0] }) else { break }
                    let gapCost = (end..<next).reduce(0) { $0 + new[$1, y].text.utf8.count }
                    guard gapCost < moveCost(from: (end, y), to: (next, y)) else { break }
                    end = next
                }
                if let position = cursor, position.x == x, position.y == y {
                    // Already there.
                } else {
                    total += moveCost(from: cursor, to: (x, y))
                }
                for column in x..<end {
                    let cell = new[column, y]
                    if cell.isContinuation { continue }
                    total += sgrCost(from: current, to: cell.style, theme: theme)
                    current = cell.style
                    total += cell.text.utf8.count
                }
                cursor = (end, y)
                x = end
            }
        }
        return (total, changedCells)
    }

    /// The shortest xterm sequence that moves the cursor (`ESC[r;cH`, `ESC[cG`, `ESC[nC`).
    static func moveCost(from start: (x: Int, y: Int)?, to target: (x: Int, y: Int)) -> Int {
        var best = 4 + digits(target.y + 1) + digits(target.x + 1)
        if let start, start.y == target.y {
            best = min(best, 3 + digits(target.x + 1))
            if target.x > start.x { best = min(best, 3 + digits(target.x - start.x)) }
        }
        return best
    }

    /// One SGR sequence with only what changes; a full reset-and-set when an attribute turns off.
    static func sgrCost(from old: Style?, to new: Style, theme: Theme) -> Int {
        let newForeground = colorIndex(new.foreground, theme: theme)
        let newBackground = colorIndex(new.background, theme: theme)
        var codes: [String] = []
        let attributesOff = old.map { ($0.bold && !new.bold) || ($0.dim && !new.dim) || ($0.underline && !new.underline) || ($0.reverse && !new.reverse) } ?? true
        if attributesOff {
            codes.append("0")
            if new.bold { codes.append("1") }
            if new.dim { codes.append("2") }
            if new.underline { codes.append("4") }
            if new.reverse { codes.append("7") }
            if let newForeground { codes.append(colorCode(newForeground, background: false)) }
            if let newBackground { codes.append(colorCode(newBackground, background: true)) }
        } else if let old {
            if new.bold && !old.bold { codes.append("1") }
            if new.dim && !old.dim { codes.append("2") }
            if new.underline && !old.underline { codes.append("4") }
            if new.reverse && !old.reverse { codes.append("7") }
            if colorIndex(old.foreground, theme: theme) != newForeground { codes.append(newForeground.map { colorCode($0, background: false) } ?? "39") }
            if colorIndex(old.background, theme: theme) != newBackground { codes.append(newBackground.map { colorCode($0, background: true) } ?? "49") }
        }
        guard !codes.isEmpty else { return 0 }
        return 3 + codes.joined(separator: ";").utf8.count
    }

    /// The 256-colour palette index a colour is drawn with (nil: the terminal's default colour).
    static func colorIndex(_ color: Color, theme: Theme) -> Int? {
        theme.rgb(for: color)?.ansi256
    }

    /// `3N`/`9N`/`38;5;N` (and the background forms), as the xterm-256color terminfo writes them.
    static func colorCode(_ index: Int, background: Bool) -> String {
        switch index {
        case 0..<8: return "\(background ? 4 : 3)\(index)"
        case 8..<16: return "\(background ? 10 : 9)\(index - 8)"
        default: return "\(background ? 48 : 38);5;\(index)"
        }
    }

    static func digits(_ number: Int) -> Int {
        String(number).count
    }
}
