/// The lines of the grid's box-drawing characters as SVG path data, one path per colour: straight
/// arms merged into runs (a rule of 40 `─` is one `H`), rounded corners as quarter circles.
package struct BoxStrokes {
    private var horizontal: [String: [Int: [Range<Int>]]] = [:]
    private var vertical: [String: [Int: [Range<Int>]]] = [:]
    private var arcs: [String: [String]] = [:]

    /// Adds the arms of the cell at column `x`, row `y`, in `color` (`#RRGGBB`).
    package mutating func add(_ arms: BoxArms, x: Int, y: Int, color: String) {
        let (width, height) = (PictureMetrics.cellWidth, PictureMetrics.cellHeight)
        let (left, top) = (PictureMetrics.left(x), PictureMetrics.top(y))
        let (centerX, centerY) = (left + width / 2, top + height / 2)
        var arms = arms
        if arms.contains(.rounded), arms.subtracting(.rounded).rawValue.nonzeroBitCount == 2 {
            let radius = width / 2
            let fromLeft = arms.contains(.left)
            let goesDown = arms.contains(.down)
            let startX = fromLeft ? left : left + width
            let endY = goesDown ? centerY + radius : centerY - radius
            let sweep = fromLeft == goesDown ? 1 : 0
            arcs[color, default: []].append("M\(startX) \(centerY)A\(radius) \(radius) 0 0 \(sweep) \(centerX) \(endY)V\(goesDown ? top + height : top)")
            arms = []
        }
        if arms.contains(.left) { horizontal[color, default: [:]][centerY, default: []].append(left..<centerX) }
        if arms.contains(.right) { horizontal[color, default: [:]][centerY, default: []].append(centerX..<(left + width)) }
        if arms.contains(.up) { vertical[color, default: [:]][centerX, default: []].append(top..<centerY) }
        if arms.contains(.down) { vertical[color, default: [:]][centerX, default: []].append(centerY..<(top + height)) }
    }

    /// One `<path>` per colour, sorted by colour and position so the same grid gives the same bytes.
    package func elements() -> [String] {
        let colors = Set(horizontal.keys).union(vertical.keys).union(arcs.keys).sorted()
        return colors.map { color in
            var data = ""
            for (y, runs) in (horizontal[color] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for run in BoxStrokes.merged(runs) { data += "M\(run.lowerBound) \(y)H\(run.upperBound)" }
            }
            for (x, runs) in (vertical[color] ?? [:]).sorted(by: { $0.key < $1.key }) {
                for run in BoxStrokes.merged(runs) { data += "M\(x) \(run.lowerBound)V\(run.upperBound)" }
            }
            data += (arcs[color] ?? []).joined()
            return "<path d=\"\(data)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(PictureMetrics.strokeWidth)\" stroke-linecap=\"square\"/>"
        }
    }

    /// Touching or overlapping ranges joined, in order.
    package static func merged(_ runs: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, run.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                result.append(run)
            }
        }
        return result
    }

    package init() {}
}
