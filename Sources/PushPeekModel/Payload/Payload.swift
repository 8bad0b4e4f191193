import PushPeekJSON

/// A decoded APNs payload: `aps`, the app's own keys (`userInfo`), and the source it came from.
public struct Payload: Sendable {
    public var aps: APS
    /// Keys beside `aps`, in source order (the `.apns` file's `Simulator Target Bundle` excluded).
    public var userInfo: [JSONMember]
    /// The bundle identifier of an `.apns` file.
    public var simulatorTargetBundle: String?
    /// The whole document, for key-path lookups by view elements (kept once, in `paths`).
    public var root: JSONNode { paths.root }
    /// `root`'s key paths, indexed once for the many values a view may read.
    public let paths: JSONKeyPathIndex
    /// Size of the source in bytes (APNs limits payloads to 4096).
    public var byteCount: Int
    /// The member each decoded value came from, by JSON path (`aps`, `aps.badge`, `aps.alert.title`,
    /// `aps.sound.critical`, `Simulator Target Bundle`): where a check on the value points.
    public var sources: PayloadSources

    public static let simulatorTargetBundleKey = "Simulator Target Bundle"

    /// A value by key path from the payload root (`latitude`, `aps.alert.title`, `userInfo.location`).
    public func value(atPath path: String) -> JSONNode? {
        if path.hasPrefix("userInfo.") {
            return paths.value(atPath: String(path.dropFirst("userInfo.".count)))
        }
        return paths.value(atPath: path)
    }
}

extension Payload {
    /// The payload of a decoded document. Declared outside the type so that the type keeps its
    /// memberwise initialiser, which the decoder calls: an initialiser setting the properties one by
    /// one built the payload aside and copied it out (about 550 instructions a payload, measured).
    public init(aps: APS, userInfo: [JSONMember], simulatorTargetBundle: String?, root: JSONNode, byteCount: Int,
                sources: PayloadSources = PayloadSources()) {
        self.init(aps: aps, userInfo: userInfo, simulatorTargetBundle: simulatorTargetBundle, paths: JSONKeyPathIndex(root),
                  byteCount: byteCount, sources: sources)
    }
}
