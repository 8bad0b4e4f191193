import PushPeekCore

/// The bytes a careful program needs to turn one frame into the next on an xterm-256color terminal,
/// the yardstick for what `preview` writes per key. Cells count as changed when they look different
/// (`Cell.looksSame`); rows are written top to bottom, each run of changed cells after the shortest
/// cursor move (CUP, HPA or CUF; none when the cursor is already there) with SGR only where the
/// style changes and only for what changes, then the cells' UTF-8. A gap of unchanged cells is
/// rewritten when that is shorter than moving over it. Like a painter that keeps its state, the
/// estimate remembers the SGR state and cursor one update leaves for the next.
struct RepaintEstimate {
    let theme: Theme
    private var current: Style?
    private var cursor: (x: Int, y: Int)?

    init(theme: Theme) {
        self.theme = theme
    }

    /// The estimate in bytes, and the number of cells that look different.
    mutating func bytes(from old: CellGrid, to new: CellGrid) -> (bytes: Int, changedCells: Int) {
        guard old.width == new.width, old.height == new.height else { return (Int.max, new.width * new.height) }
        var total = 0
        var changedCells = 0
        for y in 0..<new.height where !new.rowEquals(old, y) {
            var changed = (0..<new.width).map { !new[$0, y].looksSame(as: old[$0, y]) }
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
                    let gapCost = (end..<next).reduce(0) { $0 + new[$1, y].textByteCount }
                    guard gapCost < Self.moveCost(from: (end, y), to: (next, y)) else { break }
                    end = next
                }
                total += Self.moveCost(from: cursor, to: (x, y))
                for column in x..<end {
                    let cell = new[column, y]
                    if cell.isContinuation { continue }
                    var style = cell.style
                    if cell.isPlainBlank, let current, !current.underline, !current.reverse {
                        // A blank shows only its background: keep the rest of the current state.
                        style = current
                        style.background = cell.style.background
                    }
                    total += sgrCost(from: current, to: style)
                    current = style
                    total += cell.textByteCount
                }
                cursor = end < new.width ? (end, y) : nil
                x = end
            }
        }
        return (total, changedCells)
    }

    /// The shortest xterm sequence that moves the cursor (`ESC[r;cH`, `ESC[cG`, `ESC[nC`; 0 if there).
    static func moveCost(from start: (x: Int, y: Int)?, to target: (x: Int, y: Int)) -> Int {
        if let start, start.x == target.x, start.y == target.y { return 0 }
        var best = 4 + digits(target.y + 1) + digits(target.x + 1)
        if let start, start.y == target.y {
            best = min(best, 3 + digits(target.x + 1))
            if target.x > start.x { best = min(best, 3 + (target.x - start.x == 1 ? 0 : digits(target.x - start.x))) }
        }
        return best
    }

    /// One SGR sequence with only what changes; everything from a reset when the state is unknown.
    func sgrCost(from old: Style?, to new: Style) -> Int {
        let newForeground = colorIndex(new.foreground)
        let newBackground = colorIndex(new.background)
        var codes: [String] = []
        if let old {
            if (old.bold && !new.bold) || (old.dim && !new.dim) {
                codes.append("22")
                if new.bold { codes.append("1") }
                if new.dim { codes.append("2") }
            } else {
                if new.bold && !old.bold { codes.append("1") }
                if new.dim && !old.dim { codes.append("2") }
            }
            if old.underline != new.underline { codes.append(new.underline ? "4" : "24") }
            if old.reverse != new.reverse { codes.append(new.reverse ? "7" : "27") }
            if colorIndex(old.foreground) != newForeground { codes.append(newForeground.map { Self.colorCode($0, background: false) } ?? "39") }
            if colorIndex(old.background) != newBackground { codes.append(newBackground.map { Self.colorCode($0, background: true) } ?? "49") }
        } else {
            codes.append("0")
            if new.bold { codes.append("1") }
            if new.dim { codes.append("2") }
            if new.underline { codes.append("4") }
            if new.reverse { codes.append("7") }
            if let newForeground { codes.append(Self.colorCode(newForeground, background: false)) }
            if let newBackground { codes.append(Self.colorCode(newBackground, background: true)) }
        }
        guard !codes.isEmpty else { return 0 }
        return 3 + codes.joined(separator: ";").utf8.count
    }

    /// The 256-colour palette index a colour is drawn with (nil: the terminal's default colour).
    func colorIndex(_ color: Color) -> Int? {
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
