/// The names a map may show, in the order they are tried, for the symbol map and the pixel map
/// alike: places by importance, then each named street's straight stretches that run across the
/// view, most important road and longest stretch first.
package enum MapLabelCandidates {
    /// A stretch of a named street, in the drawing's coordinates.
    package struct Stretch {
        package var name: String
        package var rank: Int
        package var start: SIMD2<Double>
        package var end: SIMD2<Double>
    }

    /// Named places, most important first (by rank, then name).
    package static func places(_ shapes: [MapShape]) -> [MapShape] {
        shapes.filter { $0.kind == .place && $0.name != nil }.sorted { ($0.rank, $0.name ?? "") > ($1.rank, $1.name ?? "") }
    }

    /// Segments of named streets (minor and larger), `project`ed from world units, that `runsAcross`.
    package static func stretches(_ shapes: [MapShape], project: (SIMD2<Double>) -> SIMD2<Double>,
                                  runsAcross: (SIMD2<Double>, SIMD2<Double>) -> Bool) -> [Stretch] {
        var streets: [Stretch] = []
        for shape in shapes {
            guard let name = shape.name else { continue }
            switch shape.kind {
            case .road(let road), .roadName(let road):
                guard road >= .minor else { continue }
                for part in shape.parts {
                    let points = part.map(project)
                    for (start, end) in zip(points, points.dropFirst()) where runsAcross(start, end) {
                        streets.append(Stretch(name: name, rank: road.rawValue, start: start, end: end))
                    }
                }
            default: continue
            }
        }
        streets.sort { ($0.rank, abs($0.end.x - $0.start.x)) > ($1.rank, abs($1.end.x - $1.start.x)) }
        return streets
    }
}
