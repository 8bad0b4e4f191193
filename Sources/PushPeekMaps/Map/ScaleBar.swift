/// A map scale bar: a round distance from the 1-2-5 series (… 50 m, 100 m, 200 m, 500 m, 1 km,
/// 2 km … 1000 km, 2000 km …) and how many columns it covers.
///
/// Invariant: `cells` ≥ 1 and `distance` is one of `ScaleBar.series`.
public struct ScaleBar: Hashable, Sendable {
    /// Metres.
    public let distance: Double
    public let cells: Int

    /// 1 m up to 20,000 km.
    public static let series: [Double] = {
        var values: [Double] = []
        var decade = 1.0
        while decade <= 10_000_000 {
            values += [decade, 2 * decade, 5 * decade]
            decade *= 10
        }
        return values.filter { $0 <= 20_000_000 }
    }()

    /// The longest round distance that fits in `maximumCells` columns (at least one column), or nil
    /// when even the shortest does not fit or the scale is not a positive finite number.
    public static func fitting(metersPerColumn: Double, maximumCells: Int) -> ScaleBar? {
        guard metersPerColumn.isFinite, metersPerColumn > 0, maximumCells >= 1 else { return nil }
        var best: ScaleBar?
        for distance in series {
            guard let cells = MapMath.roundInt(distance / metersPerColumn), cells <= maximumCells else { break }
            if cells >= 1 { best = ScaleBar(distance: distance, cells: cells) }
        }
        return best
    }

    /// The round distance whose bar would be closest to `cells` columns long, for reporting a scale
    /// even when no bar is drawn.
    public static func nearest(metersPerColumn: Double, cells: Int) -> ScaleBar? {
        guard metersPerColumn.isFinite, metersPerColumn > 0 else { return nil }
        let target = metersPerColumn * Double(Swift.max(1, cells))
        guard let distance = series.last(where: { $0 <= target }) ?? series.first else { return nil }
        return ScaleBar(distance: distance, cells: Swift.max(1, MapMath.roundInt(distance / metersPerColumn) ?? 1))
    }

    public var label: String { ScaleBar.label(meters: distance) }

    /// "50 m", "1 km", "1000 km": metres below a kilometre, whole kilometres from there on.
    public static func label(meters: Double) -> String {
        guard let rounded = MapMath.roundInt(meters) else { return "?" }
        if rounded < 1000 { return "\(rounded) m" }
        if rounded % 1000 == 0 { return "\(rounded / 1000) km" }
        return "\(Double(rounded) / 1000) km"
    }
}
