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
        do throws(ProtobufReader.Failure) {
            var budget = Budget()
            var reader = ProtobufReader(bytes)
            var layers: [VectorTileLayer] = []
            while let field = try reader.next() {
                guard field.number == 3, field.wireType == .lengthDelimited else { continue }
                guard layers.count < MapArchiveLimits.maxLayers else {
                    throw ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxLayers) layers")
                }
                if let layer = try layer(bytes, field.range, keeping: keepingLayer, budget: &budget) { layers.append(layer) }
            }
            return VectorTile(layers: layers)
        } catch {
            throw MapArchiveError(file: "", message: "not a valid vector tile: \(error.message)")
        }
    }

    /// What one tile may still use.
    package struct Budget {
        package var features = MapArchiveLimits.maxFeatures
        package var geometryIntegers = MapArchiveLimits.maxGeometryIntegers
    }

    package static func layer(_ bytes: [UInt8], _ range: Range<Int>, keeping: ((String) -> Bool)?,
                      budget: inout Budget) throws(ProtobufReader.Failure) -> VectorTileLayer? {
        var reader = ProtobufReader(bytes, range: range)
        var name = ""
        var extent = 4096
        var keys: [String] = []
        var values: [VectorTileValue] = []
        var featureRanges: [Range<Int>] = []
        while let field = try reader.next() {
            switch (field.number, field.wireType) {
            case (1, .lengthDelimited): name = try reader.string(field)
            case (2, .lengthDelimited): featureRanges.append(field.range)
            case (3, .lengthDelimited): keys.append(try reader.string(field))
            case (4, .lengthDelimited): values.append(try value(bytes, field.range))
            case (5, .varint):
                guard field.value > 0, field.value <= 1 << 20 else {
                    throw ProtobufReader.Failure(message: "layer \"\(name)\" has extent \(field.value) (expected 1 to \(1 << 20))")
                }
                extent = Int(field.value)
            default: continue
            }
        }
        if let keeping, !keeping(name) { return nil }
        guard featureRanges.count <= budget.features else {
            throw ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxFeatures) features in one tile")
        }
        budget.features -= featureRanges.count
        var features: [VectorTileFeature] = []
        features.reserveCapacity(featureRanges.count)
        for featureRange in featureRanges {
            features.append(try feature(bytes, featureRange, keys: keys, values: values, layer: name, budget: &budget))
        }
        return VectorTileLayer(name: name, extent: extent, features: features)
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

    package static func feature(
        _ bytes: [UInt8], _ range: Range<Int>, keys: [String], values: [VectorTileValue], layer: String, budget: inout Budget
    ) throws(ProtobufReader.Failure) -> VectorTileFeature {
        var reader = ProtobufReader(bytes, range: range)
        var id: UInt64?
        var type = VectorTileFeature.GeometryType.unknown
        var tags: [UInt64] = []
        var geometry: [UInt32] = []
        geometry.reserveCapacity(range.count)
        while let field = try reader.next() {
            switch field.number {
            case 1 where field.wireType == .varint: id = field.value
            case 2: try reader.forEachVarint(in: field) { tags.append($0) }
            case 3 where field.wireType == .varint: type = VectorTileFeature.GeometryType(rawValue: Int(truncatingIfNeeded: field.value)) ?? .unknown
            case 4:
                try reader.forEachVarint(in: field) { (value: UInt64) throws(ProtobufReader.Failure) in
                    guard budget.geometryIntegers > 0 else {
                        throw ProtobufReader.Failure(message: "more than \(MapArchiveLimits.maxGeometryIntegers) geometry integers in one tile")
                    }
                    budget.geometryIntegers -= 1
                    geometry.append(UInt32(truncatingIfNeeded: value))
                }
            default: continue
            }
        }
        guard tags.count % 2 == 0 else { throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" has an odd number of tags") }
        var properties: [String: VectorTileValue] = [:]
        properties.reserveCapacity(tags.count / 2)
        var index = 0
        while index < tags.count {
            guard tags[index] < UInt64(keys.count), tags[index + 1] < UInt64(values.count) else {
                throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" refers to a key or value the layer does not have")
            }
            properties[keys[Int(tags[index])]] = values[Int(tags[index + 1])]
            index += 2
        }
        let parts = try GeometryCommands.decode(geometry, type: type, layer: layer)
        return VectorTileFeature(id: id, type: type, properties: properties, parts: parts)
    }
}
