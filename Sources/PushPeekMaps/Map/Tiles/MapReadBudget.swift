/// What one map may read from its vector tile archives, summed over every tile it draws: a tile
/// stored once and used for many (a PMTiles run, an MBTiles deduplicated image) costs each time it
/// is used, and a tile already decoded for an earlier frame costs what it cost then, so the same
/// map draws the same picture whatever was read before. Reading stops at the first resource spent;
/// the map shows what was read until then, with a note.
public struct MapReadBudget: Sendable, Hashable {
    /// The resources counted, with their limits for one map.
    public enum Resource: Int, CaseIterable, Sendable, Hashable {
        /// Bytes of tiles and leaf directories after decompression (uncompressed ones as stored).
        case inflatedBytes
        /// Features of the drawn layers.
        case features
        /// Geometry integers (a command, or one coordinate of a vertex: about two per vertex).
        case geometryIntegers
        /// Place and street names, each a label to place.
        case labels
        /// PMTiles leaf directory entries decoded (each leaf is decoded once per archive).
        case directoryEntries
        /// SQLite virtual-machine steps of MBTiles queries.
        case databaseSteps

        public var limit: Int {
            switch self {
            case .inflatedBytes: return 24 << 20
            case .features: return 100_000
            case .geometryIntegers: return 2_000_000
            case .labels: return 5_000
            case .directoryEntries: return 1 << 21
            case .databaseSteps: return 20_000_000
            }
        }

        /// For the note, e.g. "24 MiB decompressed".
        public var described: String {
            switch self {
            case .inflatedBytes: return "\(limit >> 20) MiB decompressed"
            case .features: return "\(limit) features"
            case .geometryIntegers: return "\(limit) geometry integers"
            case .labels: return "\(limit) names"
            case .directoryEntries: return "\(limit) directory entries"
            case .databaseSteps: return "\(limit) SQLite steps"
            }
        }
    }

    /// What has been used of each resource, by `Resource.rawValue`.
    public private(set) var spent = [Int](repeating: 0, count: Resource.allCases.count)
    private let limits: [Int]

    /// A map's budget: each resource's `limit`.
    public init() {
        limits = Resource.allCases.map(\.limit)
    }

    /// No limit but the per-tile ones (reading one tile by itself, as the tests and lint do).
    public static var unlimited: MapReadBudget { MapReadBudget(limits: Resource.allCases.map { _ in Int.max }) }

    private init(limits: [Int]) {
        self.limits = limits
    }

    public func spent(_ resource: Resource) -> Int { spent[resource.rawValue] }

    public func remaining(_ resource: Resource) -> Int { Swift.max(0, limits[resource.rawValue] - spent[resource.rawValue]) }

    /// Spends again what `cost` spent (a cached tile used by another map), stopping at the first
    /// resource that runs out.
    public mutating func spend(_ cost: MapReadBudget) throws(MapArchiveError) {
        for resource in Resource.allCases { try spend(cost.spent(resource), of: resource) }
    }

    /// What was spent since `earlier` (a copy of this budget taken before).
    func cost(since earlier: MapReadBudget) -> MapReadBudget {
        var cost = MapReadBudget.unlimited
        for resource in Resource.allCases { cost.spent[resource.rawValue] = spent(resource) - earlier.spent(resource) }
        return cost
    }

    /// Spends `amount` of `resource`, or throws (an error with `exceeded` set) when that is more
    /// than remains; nothing is spent then.
    public mutating func spend(_ amount: Int, of resource: Resource) throws(MapArchiveError) {
        guard amount <= remaining(resource) else { throw Self.exceeded(resource) }
        spent[resource.rawValue] += amount
    }

    /// The error that stops reading when `resource` runs out.
    public static func exceeded(_ resource: Resource) -> MapArchiveError {
        MapArchiveError(file: "", message: "the map's budget of \(resource.described) is spent; the rest is not drawn",
                        exceeded: resource)
    }
}
