import PushPeekCanvas

/// The bytes a careful program needs to turn one frame into the next on an xterm-256color terminal,
/// the yardstick for what `preview` writes per key. Cells count as changed when they look different
/// (`Cell.looksSame`); rows are written top to bottom, each run of changed cells after the shortest
/// cursor move, with SGR only where the style changes and only for what changes, then the cells'
/// UTF-8. A gap of unchanged cells is rewritten when that is shorter than moving over it. The
/// sequences themselves come from the one `EscapeWriter` and the colours from the one
/// `StyleMapping`; like a painter that keeps its state, the estimate remembers the SGR state and
/// cursor one update leaves for the next.
struct RepaintEstimate {
    let mapping: StyleMapping
    private var writer: EscapeWriter

    init(theme: Theme) {
        mapping = StyleMapping(theme: theme, depth: .ansi256)
        writer = EscapeWriter(depth: mapping.depth)
    }

    /// The estimate in bytes, and the number of cells that look different.
    mutating func bytes(from old: CellGrid, to new: CellGrid) -> (bytes: Int, changedCells: Int) {
        guard old.width == new.width, old.height == new.height else { return (Int.max, new.width * new.height) }
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
                    var after = writer
                    after.cursor = (end, y)
                    guard gapCost < after.moveCost(toX: next, y: y) else { break }
                    end = next
                }
                writer.move(toX: x, y: y)
                for column in x..<end {
                    let cell = new[column, y]
                    if cell.isContinuation { continue }
                    var style = mapping.terminalStyle(for: cell.style)
                    if cell.text == " ", style.blankShowsOnlyBackground, let current = writer.current, current.blankShowsOnlyBackground {
                        // A blank shows only its background: keep the rest of the current state.
                        let background = style.background
                        style = current
                        style.background = background
                    }
                    writer.set(style)
                    writer.append(cell)
                }
                writer.cursor = end < new.width ? (end, y) : nil
                x = end
            }
        }
        return (writer.takeBytes().count, changedCells)
    }
}
