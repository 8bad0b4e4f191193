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
        var budget = Budget(map)
        var layers: [VectorTileLayer] = []
        do throws(ProtobufReader.Failure) {
            var reader = ProtobufReader(bytes)
            while let field = try reader.next() {
                guard field.number == 3, field.wireType == .lengthDelimited else { continue }
                guard layers.count < MapArchiveLimits.maxLayers else {
                    throw ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxLayers) layers")
                }
                if let layer = try layer(bytes, field.range, keeping: keepsLayer, properties: properties, keepsFeature: keepsFeature,
                                         budget: &budget) { layers.append(layer) }
            }
        } catch {
            if let resource = budget.exceeded { throw MapReadBudget.exceeded(resource) }
            throw MapArchiveError(file: "", message: "not a valid vector tile: \(error.message)")
        }
        try map.spend(budget.initialFeatures - budget.features, of: .features)
        try map.spend(budget.initialIntegers - budget.geometryIntegers, of: .geometryIntegers)
        return VectorTile(layers: layers)
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
        var reader = ProtobufReader(bytes, range: range)
        var name = ""
        var extent = 4096
        var keys: [String?] = []
        var valueRanges: [Range<Int>] = []
        var featureRanges: [Range<Int>] = []
        while let field = try reader.next() {
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited): name = try reader.string(field)
            case (2, .lengthDelimited):
                // A layer already named and not drawn keeps nothing; the others no more than the budget.
                if let keeping, !name.isEmpty, !keeping(name) { continue }
                guard featureRanges.count < budget.features else { throw budget.outOfFeatures() }
                featureRanges.append(field.range)
            case (3, .lengthDelimited):
                let key = try reader.string(field)
                keys.append(wanted.map { $0.contains(key) } ?? true ? key : nil)
            case (4, .lengthDelimited): valueRanges.append(field.range)
            case (5, .varint):
                guard field.value > 0, field.value <= 1 << 20 else {
                    throw ProtobufReader.Failure(message: "layer \"\(name)\" has extent \(field.value) (expected 1 to \(1 << 20))")
                }
                extent = Int(field.value)
            default: continue
            }
        }
        if let keeping, !keeping(name) { return nil }
        guard featureRanges.count <= budget.features else { throw budget.outOfFeatures() }
        budget.features -= featureRanges.count
        // Every value is read when every property is; otherwise only those a kept key refers to.
        var values = Values(bytes: bytes, ranges: valueRanges)
        if wanted == nil { try values.decodeAll() }
        var features: [VectorTileFeature] = []
        features.reserveCapacity(featureRanges.count)
        for featureRange in featureRanges {
            if let feature = try feature(bytes, featureRange, keys: keys, values: &values, layer: name, keeps: keepsFeature, budget: &budget) {
                features.append(feature)
            }
        }
        return VectorTileLayer(name: name, extent: extent, features: features)
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
        var reader = ProtobufReader(bytes, range: range)
        var id: UInt64?
        var type = VectorTileFeature.GeometryType.unknown
        // A feature has one tags field and one geometry field; more are read in order (no array
        // is made for the usual one).
        var tagFields = FieldList()
        var geometryFields = FieldList()
        while let field = try reader.next() {
            switch field.number {
            case 1 where field.wireType == .varint: id = field.value
            case 2: tagFields.append(field)
            case 3 where field.wireType == .varint: type = VectorTileFeature.GeometryType(rawValue: Int(truncatingIfNeeded: field.value)) ?? .unknown
            case 4: geometryFields.append(field)
            default: continue
            }
        }
        // Tags are key and value indices in pairs; only the kept keys' values are read.
        var properties: [String: VectorTileValue] = [:]
        var pendingKey: UInt64?
        try tagFields.forEach { (field) throws(ProtobufReader.Failure) in
            try reader.forEachVarint(in: field) { (tag: UInt64) throws(ProtobufReader.Failure) in
                guard let key = pendingKey else {
                    pendingKey = tag
                    return
                }
                pendingKey = nil
                guard key < UInt64(keys.count), tag < UInt64(values.count) else {
                    throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" refers to a key or value the layer does not have")
                }
                if let name = keys[Int(key)] { properties[name] = try values[Int(tag)] }
            }
        }
        guard pendingKey == nil else { throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" has an odd number of tags") }
        var feature = VectorTileFeature(id: id, type: type, properties: properties, parts: [])
        if let keeps, !keeps(layer, feature) {
            WorkCounter.add(1)
            return nil
        }
        var geometry: [UInt32] = []
        geometry.reserveCapacity(geometryFields.byteCount)
        try geometryFields.forEach { (field) throws(ProtobufReader.Failure) in
            try reader.forEachVarint(in: field) { (value: UInt64) throws(ProtobufReader.Failure) in
                guard budget.geometryIntegers > 0 else { throw budget.outOfIntegers() }
                budget.geometryIntegers -= 1
                geometry.append(UInt32(truncatingIfNeeded: value))
            }
        }
        WorkCounter.add(1 + geometry.count)
        feature.parts = try GeometryCommands.decode(geometry, type: type, layer: layer)
        return feature
    }

    /// The fields of one number in a message: the first kept inline, any more in an array.
    struct FieldList {
        private var first: ProtobufReader.Field?
        private var more: [ProtobufReader.Field] = []

        mutating func append(_ field: ProtobufReader.Field) {
            if first == nil { first = field } else { more.append(field) }
        }

        var byteCount: Int {
            (first?.range.count ?? 0) + more.reduce(0) { $0 + $1.range.count }
        }

        func forEach(_ body: (ProtobufReader.Field) throws(ProtobufReader.Failure) -> Void) throws(ProtobufReader.Failure) {
            guard let first else { return }
            try body(first)
            for field in more { try body(field) }
        }
    }
}
