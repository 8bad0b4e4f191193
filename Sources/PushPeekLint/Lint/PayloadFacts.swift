import PushPeekJSON
import PushPeekModel

/// What the structure pass learnt about a payload, for the semantic and app checks: the values
/// that had the right type (the last of duplicate keys) and where they are.
package struct PayloadFacts {
    package var root: JSONNode
    package var apsLocation: SourceLocation?
    package var alert: JSONMember?
    package var alertTexts: [String: (text: String, location: SourceLocation)] = [:]
    package var alertArgs: [String: (arguments: [String], location: SourceLocation)] = [:]
    package var badge: JSONMember?
    package var sound: JSONMember?
    package var contentAvailable: (on: Bool, location: SourceLocation)?
    package var mutableContent: (on: Bool, location: SourceLocation)?
    package var category: (name: String, location: SourceLocation)?
    package var interruptionLevel: (level: InterruptionLevel, location: SourceLocation)?
    /// `aps.sound` is the critical-alert dictionary with `critical: 1`.
    package var criticalSound = false
    /// Where `relevance-score` is, when it is a number.
    package var relevanceScore: SourceLocation?
    /// `relevance-score`'s value and how it is written, when it is a number.
    package var relevanceScoreValue: (value: Double, literal: String)?
    package var simulatorTargetBundle: (name: String, location: SourceLocation)?
    /// The document's key paths, for the many values an extension's view may read.
    package let paths: JSONKeyPathIndex

    package init(root: JSONNode) {
        self.init(root: root, paths: JSONKeyPathIndex(root))
    }

    private init(root: JSONNode, paths: JSONKeyPathIndex) {
        self.root = root
        self.paths = paths
    }

    /// Forgets what an earlier (duplicate) `aps` said; the document's index stays.
    package mutating func resetAPS() {
        let bundle = simulatorTargetBundle
        self = PayloadFacts(root: root, paths: paths)
        simulatorTargetBundle = bundle
    }

    /// The app's own keys: members beside `aps` (the `.apns` bundle key excluded).
    package var userInfo: [JSONMember] {
        (root.members ?? []).filter { $0.key != "aps" && $0.key != Payload.simulatorTargetBundleKey }
    }

    /// A value by key path, as view elements read it (`latitude`, `userInfo.location`, `aps.alert.title`).
    package func value(atPath path: String) -> JSONNode? {
        if path.hasPrefix("userInfo.") {
            return paths.value(atPath: String(path.dropFirst("userInfo.".count)))
        }
        return paths.value(atPath: path)
    }
}
