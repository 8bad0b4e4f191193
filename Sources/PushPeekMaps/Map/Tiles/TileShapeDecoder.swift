import PushPeekJSON
import PushPeekModel

/// Decodes a vector tile straight into the shapes a map draws at one `TileDetail`: the shapes, in
/// their order, with the budget spent and the errors of `VectorTileDecoder` with
/// `TileSchema.selection(detail)` followed by `TileSchema.shapes(of:at:)`, without the features in
/// between. Which key is which property is worked out once per layer, and what each `kind` value
/// says once per value; a feature is classified from its tags' indices (no dictionary of its
/// properties), and only a drawn feature's geometry is decoded, straight into world units.
package enum TileShapeDecoder {
    package static func shapes(_ bytes: [UInt8], at id: TileID, detail: TileDetail,
                               budget: inout MapReadBudget) throws(MapArchiveError) -> [MapShape] {
        var shapes: [MapShape] = []
        var integers: [UInt32] = []
        // Counted as `VectorTileDecoder` counts (a feature, and its geometry integers), added once.
        var work = 0
        defer { WorkCounter.add(work) }
        // Names of the shapes left out for lying far from `detail.near`, spent as if they were kept.
        var namesLeftOut = 0
        try VectorTileDecoder.eachLayer(bytes, budget: &budget) { (range, budget) throws(ProtobufReader.Failure) in
            let fields = try VectorTileDecoder.LayerFields(bytes, range, keeping: TileSchema.isDrawn, budget: &budget)
            guard let kind = TileLayerKind(name: fields.name) else { return false }
            try fields.spendFeatures(&budget)
            var layer = Layer(bytes, fields, kind: kind, tile: id)
            for featureRange in fields.featureRanges {
                try layer.feature(featureRange, detail: detail, integers: &integers, into: &shapes, work: &work, budget: &budget,
                                  namesLeftOut: &namesLeftOut)
            }
            return true
        }
        try budget.spend(namesLeftOut, of: .labels)
        return shapes
    }

    /// The properties `TileSchema` reads (`TileSchema.readProperties`).
    enum Property {
        case kind, `class`, name, populationRank

        init?(_ key: ArraySlice<UInt8>) {
            if key.elementsEqual("kind".utf8) {
                self = .kind
            } else if key.elementsEqual("class".utf8) {
                self = .class
            } else if key.elementsEqual("name".utf8) {
                self = .name
            } else if key.elementsEqual("population_rank".utf8) {
                self = .populationRank
            } else {
                return nil
            }
        }
    }

    /// A drawn layer being read: which of its keys is which property, its values, and what each
    /// string value says as a `kind`.
    struct Layer {
        let bytes: [UInt8]
        let name: String
        let kind: TileLayerKind
        let placement: TileSchema.Placement
        let properties: [Property?]
        var values: VectorTileDecoder.Values
        var kinds: [TileKind?]
        /// Room for a feature's positions and where its parts end, reused from feature to feature.
        var points: [SIMD2<Double>] = []
        var ends: [Int] = []

        init(_ bytes: [UInt8], _ fields: VectorTileDecoder.LayerFields, kind: TileLayerKind, tile id: TileID) {
            self.bytes = bytes
            name = fields.name
            self.kind = kind
            placement = TileSchema.Placement(tile: id, extent: fields.extent)
            properties = fields.keyRanges.map { Property(bytes[$0]) }
            values = VectorTileDecoder.Values(bytes: bytes, ranges: fields.valueRanges)
            kinds = Array(repeating: nil, count: fields.valueRanges.count)
        }

        /// Appends the feature's shape to `shapes` when it is drawn at `detail` and its box meets
        /// `detail.near` (`integers` is room for its geometry, reused from feature to feature); a named
        /// shape left out for lying elsewhere is counted in `namesLeftOut`.
        mutating func feature(_ range: Range<Int>, detail: TileDetail, integers: inout [UInt32], into shapes: inout [MapShape],
                              work: inout Int, budget: inout VectorTileDecoder.Budget,
                              namesLeftOut: inout Int) throws(ProtobufReader.Failure) {
            let fields = try VectorTileDecoder.FeatureFields(bytes, range)
            // The value index of each property (the last tag wins, as in a dictionary).
            var kindValue: Int?
            var classValue: Int?
            var nameValue: Int?
            var rankValue: Int?
            try fields.forEachTag(in: bytes, keys: properties.count, values: values.count, layer: name) { (key, value) throws(ProtobufReader.Failure) in
                guard let property = properties[key] else { return }
                _ = try values[value]
                switch property {
                case .kind: kindValue = value
                case .class: classValue = value
                case .name: nameValue = value
                case .populationRank: rankValue = value
                }
            }
            let label = string(nameValue)
            let said = traits(kindValue) ?? traits(classValue) ?? .none
            guard let (shapeKind, rank) = TileSchema.classify(kind, type: fields.type, kind: said, named: label != nil,
                                                              populationRank: number(rankValue)),
                  detail.draws(shapeKind) else {
                work += 1
                return
            }
            integers.removeAll(keepingCapacity: true)
            try fields.readGeometry(in: bytes, into: &integers, budget: &budget)
            work += 1 + integers.count
            guard let parts = try parts(integers, type: fields.type, near: detail.near) else {
                if label != nil { namesLeftOut += 1 }
                return
            }
            shapes.append(MapShape(kind: shapeKind, parts: parts, name: label, rank: rank))
        }

        /// The parts of a feature's geometry, placed; nil when `near` is given and their box does
        /// not meet it (then they are placed into `points` and `ends`, kept from feature to
        /// feature, and no part is made). Not inlined: `feature` stays small enough for the tags
        /// to be read inline.
        @inline(never)
        private mutating func parts(_ integers: [UInt32], type: VectorTileFeature.GeometryType,
                                    near: WorldBounds?) throws(ProtobufReader.Failure) -> [[SIMD2<Double>]]? {
            guard let near else { return try GeometryCommands.decode(integers, type: type, layer: name, placing: placement.place) }
            points.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            try GeometryCommands.decode(integers, type: type, layer: name, placing: placement.place, into: &points, ends: &ends)
            var low = SIMD2(Double.infinity, Double.infinity)
            var high = -low
            for point in points {
                low = pointwiseMin(low, point)
                high = pointwiseMax(high, point)
            }
            guard !points.isEmpty, near.meets(low, high) else { return nil }
            return GeometryCommands.parts(points, ends: ends, type: type)
        }

        private func string(_ index: Int?) -> String? {
            index.flatMap { values.decoded[$0]?.text }
        }

        private func number(_ index: Int?) -> Double? {
            index.flatMap { values.decoded[$0]?.number }
        }

        /// What a string value says as a `kind`; nil for a value that is not a string.
        private mutating func traits(_ index: Int?) -> TileKind? {
            guard let index else { return nil }
            if let known = kinds[index] { return known }
            guard let text = values.decoded[index]?.text else { return nil }
            let traits = TileKind(text)
            kinds[index] = traits
            return traits
        }
    }
}
