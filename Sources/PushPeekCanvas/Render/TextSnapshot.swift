/// The plain-text form of a grid: one line per row, trailing blanks kept so every row has the same
/// display width.
public enum TextSnapshot {
    public static func text(of grid: CellGrid) -> String {
        var bytes: [UInt8] = []
        append(grid, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text(of:)`'s UTF-8 bytes to `bytes` without making a string: the cells' bytes are
    /// counted, then written in place, each cell's inline bytes as two words (`Glyph.write`; the
    /// next cell overwrites what lies past its text, hence the slack).
    public static func append(_ grid: CellGrid, to bytes: inout [UInt8]) {
        let (width, height) = (grid.width, grid.height)
        let written: [UInt8] = grid.cells.withUnsafeBufferPointer { cells in
            var count = height
            for cell in cells where !cell.isContinuation { count += cell.glyph.utf8Count }
            return [UInt8](unsafeUninitializedCapacity: count + Glyph.writeSlack) { output, initialized in
                guard var out = output.baseAddress else { return }
                var index = 0
                for _ in 0..<height {
                    for _ in 0..<width {
                        if !cells[index].isContinuation { out += cells[index].glyph.write(to: out) }
                        index += 1
                    }
                    out.pointee = 0x0A
                    out += 1
                }
                initialized = count
            }
        }
        bytes.append(contentsOf: written)
    }
}
