/// How land is drawn. `ascii` (the default) works in any terminal; `braille` draws 2×4 dots per cell;
/// `blocks` draws half blocks (two samples per cell, one above the other).
public enum MapStyle: String, CaseIterable, Sendable {
    case ascii
    case braille
    case blocks

    /// Land samples per cell, across and down.
    package var samplesPerCell: (x: Int, y: Int) {
        switch self {
        case .ascii: return (2, 2)
        case .braille: return (2, 4)
        case .blocks: return (1, 2)
        }
    }

    package var pin: String { self == .ascii ? "@" : "●" }
    package var north: String { self == .ascii ? "N^" : "N↑" }
    package var meridian: String { self == .ascii ? "|" : "│" }
    package var parallel: String { self == .ascii ? "-" : "─" }
    package var crossing: String { self == .ascii ? "+" : "┼" }
    package var scaleEnd: (left: String, bar: String, right: String) {
        self == .ascii ? ("|", "-", "|") : ("├", "─", "┤")
    }
}
