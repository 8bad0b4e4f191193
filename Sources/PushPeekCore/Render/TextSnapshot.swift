/// The plain-text form of a grid: one line per row, trailing blanks kept so every row has the same
/// display width.
public enum TextSnapshot {
    public static func text(of grid: CellGrid) -> String {
        grid.lines().map { $0 + "\n" }.joined()
    }
}
