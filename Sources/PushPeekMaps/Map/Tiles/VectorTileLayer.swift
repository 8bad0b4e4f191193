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
