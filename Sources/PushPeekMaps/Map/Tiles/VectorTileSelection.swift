/// What a vector tile decode keeps: the layers read, the properties read from their features, and
/// the features whose geometry is decoded. A feature left out costs its tags, not its geometry.
public struct VectorTileSelection: Sendable {
    /// Whether a layer (by name) is read at all.
    public var keepsLayer: @Sendable (String) -> Bool
    /// The property names read; nil reads every property.
    public var properties: Set<String>?
    /// Whether a feature, with its type and the properties read but no geometry yet, is kept.
    public var keepsFeature: (@Sendable (_ layer: String, _ feature: VectorTileFeature) -> Bool)?

    public init(keepsLayer: @escaping @Sendable (String) -> Bool, properties: Set<String>? = nil,
                keepsFeature: (@Sendable (_ layer: String, _ feature: VectorTileFeature) -> Bool)? = nil) {
        self.keepsLayer = keepsLayer
        self.properties = properties
        self.keepsFeature = keepsFeature
    }

    /// Every layer, property and feature.
    public static let everything = VectorTileSelection(keepsLayer: { _ in true })
}
