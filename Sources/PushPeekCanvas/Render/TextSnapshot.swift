/// The plain-text form of a grid: one line per row, trailing blanks kept so every row has the same
/// display width.
public enum TextSnapshot {
    public static func text(of grid: CellGrid) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((grid.width + 1) * grid.height)
        for y in 0..<grid.height {
            grid.appendLine(y, to: &bytes)
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
