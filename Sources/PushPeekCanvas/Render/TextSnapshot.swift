/// The plain-text form of a grid: one line per row, trailing blanks kept so every row has the same
/// display width.
public enum TextSnapshot {
    public static func text(of grid: CellGrid) -> String {
        var bytes: [UInt8] = []
        append(grid, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(of:)`'s UTF-8 bytes to `bytes` without making a string: the cells' bytes are
    /// written in place into room for the longest texts they can hold, each cell's inline bytes as
    /// two words (`Glyph.write`; the next cell overwrites what lies past its text, hence the slack).
    public static func append(_ grid: CellGrid, to bytes: inout [UInt8]) {
        let (width, height) = (grid.width, grid.height)
        let written: [UInt8] = grid.cells.withUnsafeBufferPointer { cells in
            [UInt8](unsafeUninitializedCapacity: room(cells) + height + Glyph.writeSlack) { output, initialized in
                guard let base = output.baseAddress else { return }
                var out = base
                var cell = cells.baseAddress
                for _ in 0..<height {
                    if var next = cell {
                        let rowEnd = next + width
                        while next < rowEnd {
                            if !next.pointee.isContinuation { out += next.pointee.glyph.write(to: out) }
                            next += 1
                        }
                        cell = rowEnd
                    }
                    out.pointee = 0x0A
                    out += 1
                }
                initialized = out - base
            }
        }
        bytes.append(contentsOf: written)
    }

    /// Bytes the cells' texts take at most: `Glyph.inlineCapacity` (or the longest text made) a
    /// cell, counted exactly only when a much longer text was made somewhere.
    private static func room(_ cells: UnsafeBufferPointer<Cell>) -> Int {
        let longest = max(Glyph.inlineCapacity, GlyphTable.shared.longestText)
        if longest <= 4 * Glyph.inlineCapacity { return cells.count * longest }
        var count = 0
        for cell in cells where !cell.isContinuation { count += cell.glyph.utf8Count }
        return count
    }
}
