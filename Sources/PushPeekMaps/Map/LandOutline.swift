import PushPeekModel

/// Land as closed rings of coordinates (the closing vertex implicit), filled by even-odd parity:
/// a point is land when it lies inside an odd number of rings. The rings must not overlap each other
/// except where a hole's ring is matched by the ring that fills it again.
///
/// `naturalEarth` is the built-in outline: Natural Earth's 1:110m countries ("Made with Natural
/// Earth", public domain), quantised to 0.1° and embedded by `Scripts/generate-land-outline.py` as one
/// base64 string literal (decoded on first use), which compiles far faster than an array literal.
public struct LandOutline: Sendable {
    /// The rings; the built-in outline's are decoded on first use, not when it is named.
    public var rings: [[Coordinate]] {
        storage ?? Self.naturalEarthRings
    }
    /// The smallest ground distance (metres) the data can honestly show: a map whose shorter side
    /// covers less draws no land, because the outline simplifies away everything below it.
    public let resolution: Double
    /// The rings given; nil for the built-in outline.
    private let storage: [[Coordinate]]?

    public init(rings: [[Coordinate]], resolution: Double) {
        storage = rings.filter { $0.count >= 3 }
        self.resolution = resolution
    }

    private init(builtinWithResolution resolution: Double) {
        storage = nil
        self.resolution = resolution
    }

    public static let empty = LandOutline(rings: [], resolution: 0)

    /// The built-in land: 288 rings, about 10,000 vertices. Naming it costs nothing: a city-scale
    /// map, below `resolution`, never decodes it.
    public static let naturalEarth = LandOutline(builtinWithResolution: 100_000)

    private static let naturalEarthRings: [[Coordinate]] = {
        guard let bytes = Base64.decode(naturalEarthBase64), let rings = decodeRings(bytes) else { return [] }
        return rings.filter { $0.count >= 3 }
    }()

    /// Whether a coordinate is on land (inside an odd number of rings). Edges are taken as straight
    /// in degrees, so points within a few kilometres of a long edge may differ from the drawn map,
    /// whose edges are straight in Web Mercator.
    public func contains(_ coordinate: Coordinate) -> Bool {
        guard coordinate.isValid else { return false }
        let x = coordinate.longitude
        let y = coordinate.latitude
        var inside = false
        for ring in rings {
            var previous = ring[ring.count - 1]
            for point in ring {
                defer { previous = point }
                guard (point.latitude > y) != (previous.latitude > y) else { continue }
                let crossing = point.longitude + (y - point.latitude) / (previous.latitude - point.latitude)
                    * (previous.longitude - point.longitude)
                if x < crossing { inside.toggle() }
            }
        }
        return inside
    }

    /// Reads the generator's format: version 1, units per degree, ring count, then per ring the
    /// vertex count and zigzag-varint (longitude, latitude) pairs, the first absolute and the rest deltas.
    package static func decodeRings(_ bytes: [UInt8]) -> [[Coordinate]]? {
        var reader = VarintReader(bytes: bytes)
        guard bytes.first == 1 else { return nil }
        reader.index = 1
        guard let units = reader.next(), units > 0, let count = reader.next(), count < 100_000 else { return nil }
        let scale = 1 / Double(units)
        var rings: [[Coordinate]] = []
        rings.reserveCapacity(count)
        for _ in 0..<count {
            guard let vertices = reader.next(), vertices < 1_000_000 else { return nil }
            var ring: [Coordinate] = []
            ring.reserveCapacity(vertices)
            var longitude = 0
            var latitude = 0
            for _ in 0..<vertices {
                guard let dx = reader.nextSigned(), let dy = reader.nextSigned() else { return nil }
                longitude += dx
                latitude += dy
                ring.append(Coordinate(latitude: Double(latitude) * scale, longitude: Double(longitude) * scale))
            }
            rings.append(ring)
        }
        return rings
    }
}
