/// The messages of a tile read field by field, not yet decoded: what every way of decoding a tile
/// (`VectorTileDecoder`, `TileShapeDecoder`) reads the same way, with the same checks and errors.
extension VectorTileDecoder {
    /// A layer's fields: its name and extent, and where its keys, values and features are.
    package struct LayerFields {
        package var name = ""
        package var extent = 4096
        package var keyRanges: [Range<Int>] = []
        package var valueRanges: [Range<Int>] = []
        package var featureRanges: [Range<Int>] = []

        /// Reads a layer's fields. A layer already named and not kept collects no features; the
        /// others no more than the budget has left.
        package init(_ bytes: [UInt8], _ range: Range<Int>, keeping: ((String) -> Bool)?,
                     budget: inout Budget) throws(ProtobufReader.Failure) {
            var reader = ProtobufReader(bytes, range: range)
            // Whether the layer, as named so far, is left out (asked again only when the name changes).
            var leftOut = false
            while let field = try reader.next() {
                switch (field.number, field.wireType) {
                case (1, .lengthDelimited):
                    name = try reader.string(field)
                    leftOut = keeping.map { !name.isEmpty && !$0(name) } ?? false
                case (2, .lengthDelimited):
                    if leftOut { continue }
                    guard featureRanges.count < budget.features else { throw budget.outOfFeatures() }
                    featureRanges.append(field.range)
                case (3, .lengthDelimited): keyRanges.append(field.range)
                case (4, .lengthDelimited): valueRanges.append(field.range)
                case (5, .varint):
                    guard field.value > 0, field.value <= 1 << 20 else {
                        throw ProtobufReader.Failure(message: "layer \"\(name)\" has extent \(field.value) (expected 1 to \(1 << 20))")
                    }
                    extent = Int(field.value)
                default: continue
                }
            }
        }

        /// Spends the layer's features from `budget` (a kept layer's, all of them).
        package func spendFeatures(_ budget: inout Budget) throws(ProtobufReader.Failure) {
            guard featureRanges.count <= budget.features else { throw budget.outOfFeatures() }
            budget.features -= featureRanges.count
        }
    }

    /// A feature's fields: its id and type, and where its tags and geometry are, not yet read.
    /// Plain values only (the tile's bytes are passed to each method), so a feature costs no
    /// reference counting.
    package struct FeatureFields {
        package var id: UInt64?
        package var type = VectorTileFeature.GeometryType.unknown
        private let range: Range<Int>
        // A feature has one tags field and one geometry field; when it has more, they are found
        // again in order.
        private var tags: ProtobufReader.Field?
        private var geometry: ProtobufReader.Field?
        private var moreTags = false
        private var moreGeometry = false

        package init(_ bytes: [UInt8], _ range: Range<Int>) throws(ProtobufReader.Failure) {
            self.range = range
            var reader = ProtobufReader(bytes, range: range)
            while let field = try reader.next() {
                switch field.number {
                case 1 where field.wireType == .varint: id = field.value
                case 2: if tags == nil { tags = field } else { moreTags = true }
                case 3 where field.wireType == .varint:
                    type = VectorTileFeature.GeometryType(rawValue: Int(truncatingIfNeeded: field.value)) ?? .unknown
                case 4: if geometry == nil { geometry = field } else { moreGeometry = true }
                default: continue
                }
            }
        }

        /// Passes `body` the fields numbered `number`, in order.
        private func forEach(_ number: Int, first: ProtobufReader.Field?, more: Bool, in bytes: [UInt8],
                             _ body: (ProtobufReader.Field) throws(ProtobufReader.Failure) -> Void) throws(ProtobufReader.Failure) {
            guard let first else { return }
            guard more else { return try body(first) }
            var reader = ProtobufReader(bytes, range: range)
            while let field = try reader.next() {
                if field.number == number { try body(field) }
            }
        }

        /// Passes each tag's key and value index to `body`, in order, after checking them against
        /// the layer's `keys` and `values` counts.
        package func forEachTag(in bytes: [UInt8], keys: Int, values: Int, layer: String,
                                _ body: (Int, Int) throws(ProtobufReader.Failure) -> Void) throws(ProtobufReader.Failure) {
            var pendingKey: UInt64?
            let reader = ProtobufReader(bytes, range: range)
            try forEach(2, first: tags, more: moreTags, in: bytes) { (field) throws(ProtobufReader.Failure) in
                try reader.forEachVarint(in: field) { (tag: UInt64) throws(ProtobufReader.Failure) in
                    guard let key = pendingKey else {
                        pendingKey = tag
                        return
                    }
                    pendingKey = nil
                    guard key < UInt64(keys), tag < UInt64(values) else {
                        throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" refers to a key or value the layer does not have")
                    }
                    try body(Int(key), Int(tag))
                }
            }
            guard pendingKey == nil else { throw ProtobufReader.Failure(message: "a feature in layer \"\(layer)\" has an odd number of tags") }
        }

        /// Appends the geometry integers to `integers`, spending each from `budget`.
        package func readGeometry(in bytes: [UInt8], into integers: inout [UInt32], budget: inout Budget) throws(ProtobufReader.Failure) {
            if let geometry, !moreGeometry { integers.reserveCapacity(integers.count + geometry.range.count) }
            let reader = ProtobufReader(bytes, range: range)
            try forEach(4, first: geometry, more: moreGeometry, in: bytes) { (field) throws(ProtobufReader.Failure) in
                try reader.forEachVarint(in: field) { (value: UInt64) throws(ProtobufReader.Failure) in
                    guard budget.geometryIntegers > 0 else { throw budget.outOfIntegers() }
                    budget.geometryIntegers -= 1
                    integers.append(UInt32(truncatingIfNeeded: value))
                }
            }
        }
    }
}
