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
