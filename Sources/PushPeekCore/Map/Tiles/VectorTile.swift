/// A decoded Mapbox Vector Tile (specification 2.1): named layers of features whose geometry is in
/// tile units (0…`extent`, y growing downwards; a feature may reach a little past the edges).
public struct VectorTile: Hashable, Sendable {
    public var layers: [VectorTileLayer]

    public init(layers: [VectorTileLayer]) {
        self.layers = layers
    }

    public func layer(_ name: String) -> VectorTileLayer? {
        layers.first { $0.name == name }
    }
}

/// One layer of a vector tile.
public struct VectorTileLayer: Hashable, Sendable {
    public var name: String
    /// Tile units per tile side (4096 unless the layer says otherwise).
    public var extent: Int
    public var features: [VectorTileFeature]

    public init(name: String, extent: Int, features: [VectorTileFeature]) {
        self.name = name
        self.extent = extent
        self.features = features
    }
}

/// One feature: its attributes and its geometry.
public struct VectorTileFeature: Hashable, Sendable {
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
        if case .string(let text) = properties[key] { return text }
        return nil
    }

    /// A numeric property as a Double, whatever its encoding.
    public func number(_ key: String) -> Double? {
        switch properties[key] {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        default: return nil
        }
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

/// An attribute value. Floats are widened to `double`; `sint` values are stored as `int`.
public enum VectorTileValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case bool(Bool)
}
