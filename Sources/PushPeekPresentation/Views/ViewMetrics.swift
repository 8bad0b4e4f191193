import PushPeekModel

/// Points (as an app description's `width`, `height`, `margin` and media `frame` give them) to cells:
/// one column is 8 points wide and one row `8 ÷ cellAspect` points tall (16 with the default aspect
/// of 0.5), so an 80 × 80 pt image is 10 columns × 5 rows.
public enum ViewMetrics {
    public static let pointsPerColumn = 8.0

    public static func columns(_ points: Double) -> Int {
        guard points.isFinite, points > 0 else { return 0 }
        return Int(min(1000, (points / pointsPerColumn).rounded()))
    }

    public static func rows(_ points: Double, cellAspect: Double) -> Int {
        guard points.isFinite, points > 0, cellAspect > 0 else { return 0 }
        return Int(min(1000, (points * cellAspect / pointsPerColumn).rounded()))
    }

    /// A size in points as cells, never smaller than one cell.
    public static func size(width: Double, height: Double, cellAspect: Double) -> Size {
        Size(width: max(1, columns(width)), height: max(1, rows(height, cellAspect: cellAspect)))
    }
}
