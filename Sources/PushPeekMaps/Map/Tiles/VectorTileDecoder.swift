import PushPeekJSON

/// Decodes Mapbox Vector Tile protobuf (specification 2.1) into `VectorTile`: layers, attributes,
/// and geometry commands (MoveTo, LineTo, ClosePath with zigzag-encoded deltas).
///
/// The work is linear in the tile's size and bounded by `MapArchiveLimits`: a command whose count
/// asks for more parameters than the feature holds is an error, not a loop; unknown fields are
/// skipped; nesting is exactly the format's (tile, layer, feature or value), never deeper.
public enum VectorTileDecoder {
    /// Decodes every layer, or with `keepingLayer`, only the layers it accepts (the others are
    /// skipped after reading their name).
    public static func decode(_ bytes: [UInt8], keepingLayer: ((String) -> Bool)? = nil) throws(MapArchiveError) -> VectorTile {
        var budget = MapReadBudget.unlimited
        return try decode(bytes, keepingLayer: keepingLayer, budget: &budget)
    }

    /// Decodes as above, spending the features and geometry integers read from a map's `budget`:
    /// a tile stops at the per-tile limits or at what the map has left, whichever is less.
    public static func decode(_ bytes: [UInt8], keepingLayer: ((String) -> Bool)?,
                              budget map: inout MapReadBudget) throws(MapArchiveError) -> VectorTile {
        try decode(bytes, keepsLayer: keepingLayer, properties: nil, keepsFeature: nil, budget: &map)
    }

    /// Decodes only what `selection` keeps: the other layers are skipped after reading their name,
    /// the other properties are not read, and the other features' geometry is not decoded (their
    /// number is still spent from `budget`).
    public static func decode(_ bytes: [UInt8], selection: VectorTileSelection,
                              budget map: inout MapReadBudget) throws(MapArchiveError) -> VectorTile {
        try decode(bytes, keepsLayer: selection.keepsLayer, properties: selection.properties, keepsFeature: selection.keepsFeature, budget: &map)
    }

    private static func decode(_ bytes: [UInt8], keepsLayer: ((String) -> Bool)?, properties: Set<String>?,
                               keepsFeature: ((String, VectorTileFeature) -> Bool)?,
                               budget map: inout MapReadBudget) throws(MapArchiveError) -> VectorTile {
        var layers: [VectorTileLayer] = []
        try eachLayer(bytes, budget: &map) { (range, budget) throws(ProtobufReader.Failure) in
            guard let layer = try layer(bytes, range, keeping: keepsLayer, properties: properties, keepsFeature: keepsFeature,
                                        budget: &budget) else { return false }
            layers.append(layer)
            return true
        }
        return VectorTile(layers: layers)
    }

    /// Passes each layer's bytes to `body`, which says whether it kept the layer (at most
    /// `maxLayers` are kept); then spends the features and geometry integers used from `map`. A
    /// failure is the map's budget spent when that is why, otherwise a tile that is not valid.
    package static func eachLayer(_ bytes: [UInt8], budget map: inout MapReadBudget,
                                  _ body: (Range<Int>, inout Budget) throws(ProtobufReader.Failure) -> Bool) throws(MapArchiveError) {
        var budget = Budget(map)
        do throws(ProtobufReader.Failure) {
            var reader = ProtobufReader(bytes)
            var kept = 0
            while let field = try reader.next() {
                guard field.number == 3, field.wireType == .lengthDelimited else { continue }
                guard kept < MapArchiveLimits.maxLayers else {
                    throw ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxLayers) layers")
                }
                if try body(field.range, &budget) { kept += 1 }
            }
        } catch {
            if let resource = budget.exceeded { throw MapReadBudget.exceeded(resource) }
            throw MapArchiveError(file: "", message: "not a valid vector tile: \(error.message)")
        }
        try map.spend(budget.initialFeatures - budget.features, of: .features)
        try map.spend(budget.initialIntegers - budget.geometryIntegers, of: .geometryIntegers)
    }

    /// What one tile may still use: the per-tile limits, or what the map has left when that is less
    /// (running out then is the map's budget spent, not a bad tile).
    package struct Budget {
        let initialFeatures: Int
        let initialIntegers: Int
        var features: Int
        var geometryIntegers: Int
        var exceeded: MapReadBudget.Resource?
        private let featuresFromMap: Bool
        private let integersFromMap: Bool

        init(_ map: MapReadBudget) {
            featuresFromMap = map.remaining(.features) < MapArchiveLimits.maxFeatures
            integersFromMap = map.remaining(.geometryIntegers) < MapArchiveLimits.maxGeometryIntegers
            initialFeatures = Swift.min(MapArchiveLimits.maxFeatures, map.remaining(.features))
            initialIntegers = Swift.min(MapArchiveLimits.maxGeometryIntegers, map.remaining(.geometryIntegers))
            features = initialFeatures
            geometryIntegers = initialIntegers
        }

        mutating func outOfFeatures() -> ProtobufReader.Failure {
            if featuresFromMap { exceeded = .features }
            return ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxFeatures) features in one tile")
        }

        mutating func outOfIntegers() -> ProtobufReader.Failure {
            if integersFromMap { exceeded = .geometryIntegers }
            return ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxGeometryIntegers) geometry integers in one tile")
        }
    }

    package static func layer(_ bytes: [UInt8], _ range: Range<Int>, keeping: ((String) -> Bool)?, properties wanted: Set<String>?,
                              keepsFeature: ((String, VectorTileFeature) -> Bool)?,
                              budget: inout Budget) throws(ProtobufReader.Failure) -> VectorTileLayer? {
        let fields = try LayerFields(bytes, range, keeping: keeping, budget: &budget)
        if let keeping, !keeping(fields.name) { return nil }
        try fields.spendFeatures(&budget)
        let keys = fields.keyRanges.map { range -> String? in
            let key = String(decoding: bytes[range], as: UTF8.self)
            return wanted.map { $0.contains(key) } ?? true ? key : nil
        }
        // Every value is read when every property is; otherwise only those a kept key refers to.
        var values = Values(bytes: bytes, ranges: fields.valueRanges)
        if wanted == nil { try values.decodeAll() }
        var features: [VectorTileFeature] = []
        features.reserveCapacity(fields.featureRanges.count)
        for featureRange in fields.featureRanges {
            if let feature = try feature(bytes, featureRange, keys: keys, values: &values, layer: fields.name, keeps: keepsFeature,
                                         budget: &budget) {
                features.append(feature)
            }
        }
        return VectorTileLayer(name: fields.name, extent: fields.extent, features: features)
    }

    /// A layer's values, each decoded the first time a feature refers to it.
    package struct Values {
        let bytes: [UInt8]
        let ranges: [Range<Int>]
        var decoded: [VectorTileValue?]

        init(bytes: [UInt8], ranges: [Range<Int>]) {
            self.bytes = bytes
            self.ranges = ranges
            decoded = Array(repeating: nil, count: ranges.count)
        }

        var count: Int { ranges.count }

        mutating func decodeAll() throws(ProtobufReader.Failure) {
            for index in ranges.indices { _ = try self[index] }
        }

        subscript(index: Int) -> VectorTileValue {
            mutating get throws(ProtobufReader.Failure) {
                if let value = decoded[index] { return value }
                let value = try VectorTileDecoder.value(bytes, ranges[index])
                decoded[index] = value
                return value
            }
        }
    }

    package static func value(_ bytes: [UInt8], _ range: Range<Int>) throws(ProtobufReader.Failure) -> VectorTileValue {
        var reader = ProtobufReader(bytes, range: range)
        var result = VectorTileValue.string("")
        while let field = try reader.next() {
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited): result = .string(try reader.string(field))
            case (2, .fixed32): result = .double(Double(Float(bitPattern: UInt32(truncatingIfNeeded: field.value))))
            case (3, .fixed64): result = .double(Double(bitPattern: field.value))
            case (4, .varint): result = .int(Int64(bitPattern: field.value))
            case (5, .varint): result = .uint(field.value)
            case (6, .varint): result = .int(Int64(bitPattern: field.value >> 1) ^ -Int64(bitPattern: field.value & 1))
            case (7, .varint): result = .bool(field.value != 0)
            default: continue
            }
        }
        return result
    }

    /// A feature, or nil when `keeps` leaves it out (its geometry is then skipped, not decoded).
    package static func feature(
        _ bytes: [UInt8], _ range: Range<Int>, keys: [String?], values: inout Values, layer: String,
        keeps: ((String, VectorTileFeature) -> Bool)?, budget: inout Budget
    ) throws(ProtobufReader.Failure) -> VectorTileFeature? {
        let fields = try FeatureFields(bytes, range)
        // Only the kept keys' values are read.
        var properties: [String: VectorTileValue] = [:]
        try fields.forEachTag(in: bytes, keys: keys.count, values: values.count, layer: layer) { (key, value) throws(ProtobufReader.Failure) in
            if let name = keys[key] { properties[name] = try values[value] }
        }
        var feature = VectorTileFeature(id: fields.id, type: fields.type, properties: properties, parts: [])
        if let keeps, !keeps(layer, feature) {
            WorkCounter.add(1)
            return nil
        }
        var geometry: [UInt32] = []
        try fields.readGeometry(in: bytes, into: &geometry, budget: &budget)
        WorkCounter.add(1 + geometry.count)
        feature.parts = try GeometryCommands.decode(geometry, type: fields.type, layer: layer)
        return feature
    }
}
