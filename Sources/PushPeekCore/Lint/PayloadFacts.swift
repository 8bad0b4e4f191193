/// What the structure pass learnt about a payload, for the semantic and app checks: the values
/// that had the right type (the last of duplicate keys) and where they are.
struct PayloadFacts {
    var root: JSONNode
    var apsLocation: SourceLocation?
    var alert: JSONMember?
    var alertTexts: [String: (text: String, location: SourceLocation)] = [:]
    var alertArgs: [String: (arguments: [String], location: SourceLocation)] = [:]
    var badge: JSONMember?
    var sound: JSONMember?
    var contentAvailable: (on: Bool, location: SourceLocation)?
    var mutableContent: (on: Bool, location: SourceLocation)?
    var category: (name: String, location: SourceLocation)?
    var interruptionLevel: (level: InterruptionLevel, location: SourceLocation)?
    /// `aps.sound` is the critical-alert dictionary with `critical: 1`.
    var criticalSound = false
    /// Where `relevance-score` is, when it is a number.
    var relevanceScore: SourceLocation?
    var simulatorTargetBundle: (name: String, location: SourceLocation)?
    /// The document's key paths, for the many values an extension's view may read.
    let paths: JSONKeyPathIndex

    init(root: JSONNode) {
        self.root = root
        paths = JSONKeyPathIndex(root)
    }

    /// Forgets what an earlier (duplicate) `aps` said.
    mutating func resetAPS() {
        let (root, bundle) = (self.root, simulatorTargetBundle)
        self = PayloadFacts(root: root)
        simulatorTargetBundle = bundle
    }

    /// The app's own keys: members beside `aps` (the `.apns` bundle key excluded).
    var userInfo: [JSONMember] {
        (root.members ?? []).filter { $0.key != "aps" && $0.key != Payload.simulatorTargetBundleKey }
    }

    /// A value by key path, as view elements read it (`latitude`, `userInfo.location`, `aps.alert.title`).
    func value(atPath path: String) -> JSONNode? {
        if path.hasPrefix("userInfo.") {
            return paths.value(atPath: String(path.dropFirst("userInfo.".count)))
        }
        return paths.value(atPath: path)
    }
}
