import PushPeekModel

/// One feature: its attributes and its geometry.
public struct VectorTileFeature: Hashable, Sendable {
    /// The `GeomType` of the specification, with its numbers.
    public enum GeometryType: Int, Hashable, Sendable {
        case unknown = 0
        case point = 1
        case lineString = 2
        case polygon = 3
    }

    public var id: UInt64?
    public var type: GeometryType
    public var properties: [String: VectorTileValue]
    /// Points: one part per point (a single position each). Lines: one part per line. Polygons: one
    /// part per ring, exterior rings (clockwise on screen, positive area) each followed by its holes;
    /// a ring's closing position is not repeated.
    public var parts: [[Point]]

    public init(id: UInt64?, type: GeometryType, properties: [String: VectorTileValue], parts: [[Point]]) {
        self.id = id
        self.type = type
        self.properties = properties
        self.parts = parts
    }

    public func string(_ key: String) -> String? {
        properties[key]?.text
    }

    /// A numeric property as a Double, whatever its encoding.
    public func number(_ key: String) -> Double? {
        properties[key]?.number
    }

    /// Twice the signed area of a ring in tile units (positive: clockwise on screen, an exterior ring).
    public static func signedArea(_ ring: [Point]) -> Int {
        guard ring.count >= 3 else { return 0 }
        var sum = 0
        for index in ring.indices {
            let a = ring[index]
            let b = ring[(index + 1) % ring.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }
}
