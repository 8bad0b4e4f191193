/// Writes a grid as text with ANSI SGR sequences (`render --format ansi`), through the one style
/// mapping and the one escape writer the TUI's painter uses: a cell has the same colours and
/// attributes here as on the interactive screen. Each row ends with `ESC[0m` and a newline.
///
/// Invariant: the only escape sequences in the output are SGR sequences; cell text is sanitised
/// when drawn, so nothing from a payload can reach the terminal as a control sequence.
public enum ANSIWriter {
    public static func write(_ grid: CellGrid, mapping: StyleMapping) -> String {
        var writer = EscapeWriter(depth: mapping.depth)
        writer.current = .reset
        var lastStyle: Style?
        var terminal = TerminalStyle.reset
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if cell.style != lastStyle {
                    terminal = mapping.terminalStyle(for: cell.style)
                    lastStyle = cell.style
                }
                writer.set(terminal)
                writer.append(cell)
            }
            writer.reset()
            writer.newLine()
        }
        return String(decoding: writer.takeBytes(), as: UTF8.self)
    }
}
