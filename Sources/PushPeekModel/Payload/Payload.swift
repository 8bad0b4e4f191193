import PushPeekJSON

/// A decoded APNs payload: `aps`, the app's own keys (`userInfo`), and the source it came from.
public struct Payload: Sendable {
    public var aps: APS
    /// Keys beside `aps`, in source order (the `.apns` file's `Simulator Target Bundle` excluded).
    public var userInfo: [JSONMember]
    /// The bundle identifier of an `.apns` file.
    public var simulatorTargetBundle: String?
    /// The whole document, for key-path lookups by view elements.
    public var root: JSONNode {
        didSet { paths = JSONKeyPathIndex(root) }
    }
    /// `root`'s key paths, indexed once for the many values a view may read.
    public private(set) var paths: JSONKeyPathIndex
    /// Size of the source in bytes (APNs limits payloads to 4096).
    public var byteCount: Int
    /// The member each decoded value came from, by JSON path (`aps`, `aps.badge`, `aps.alert.title`,
    /// `aps.sound.critical`, `Simulator Target Bundle`): where a check on the value points.
    public var sources: PayloadSources

    /// Not inlined, as measured: the optimiser still builds the payload aside and copies it out
    /// once (about 650 instructions a payload, down from 1,000 with the alert's values shared).
    @inline(never)
    public init(aps: APS, userInfo: [JSONMember], simulatorTargetBundle: String?, root: JSONNode, byteCount: Int,
                sources: PayloadSources = PayloadSources()) {
        // Each stored property set once (`sources` has no default to set first).
        paths = JSONKeyPathIndex(root)
        self.aps = aps
        self.userInfo = userInfo
        self.simulatorTargetBundle = simulatorTargetBundle
        self.root = root
        self.byteCount = byteCount
        self.sources = sources
    }

    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    /// A value by key path from the payload root (`latitude`, `aps.alert.title`, `userInfo.location`).
    public func value(atPath path: String) -> JSONNode? {
        if path.hasPrefix("userInfo.") {
            return paths.value(atPath: String(path.dropFirst("userInfo.".count)))
        }
        return paths.value(atPath: path)
    }
}
