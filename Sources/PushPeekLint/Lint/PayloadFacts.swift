import PushPeekJSON
import PushPeekModel

/// The decoded payload as the semantic and app checks read it: each value that decoded (the last
/// of duplicate keys) with where it is, from `Payload.sources`.
package struct PayloadFacts {
    package let payload: Payload
    /// Whether the decoder refused something: `render` would show nothing to compare with.
    package let isRefused: Bool

    package init(payload: Payload, isRefused: Bool) {
        self.payload = payload
        self.isRefused = isRefused
    }

    package var root: JSONNode { payload.root }
    package var aps: APS { payload.aps }
    package var apsLocation: SourceLocation? { payload.sources["aps"]?.value.location }
    /// The member a decoded value came from (`aps.badge`, `aps.alert.loc-key`).
    package func member(_ path: String) -> JSONMember? { payload.sources[path] }
    package var alert: JSONMember? { aps.alert == nil ? nil : member("aps.alert") }
    package var badge: JSONMember? { aps.badge == nil ? nil : member("aps.badge") }
    package var sound: JSONMember? { aps.sound == nil ? nil : member("aps.sound") }
    package var contentAvailable: (on: Bool, location: SourceLocation)? {
        member("aps.content-available").map { (aps.contentAvailable, $0.keyLocation) }
    }
    package var mutableContent: (on: Bool, location: SourceLocation)? {
        member("aps.mutable-content").map { (aps.mutableContent, $0.keyLocation) }
    }
    package var category: (name: String, location: SourceLocation)? {
        guard let name = aps.category, let member = member("aps.category") else { return nil }
        return (name, member.value.location)
    }
    package var interruptionLevel: (level: InterruptionLevel, location: SourceLocation)? {
        guard let level = aps.interruptionLevel, let member = member("aps.interruption-level") else { return nil }
        return (level, member.value.location)
    }
    /// `aps.sound` is the critical-alert dictionary with `critical: 1`.
    package var criticalSound: Bool { aps.sound?.isCritical ?? false }
    /// Where `relevance-score` is, when it is a number.
    package var relevanceScore: SourceLocation? { aps.relevanceScore == nil ? nil : member("aps.relevance-score")?.value.location }
    package var simulatorTargetBundle: (name: String, location: SourceLocation)? {
        guard let name = payload.simulatorTargetBundle, let member = member(Payload.simulatorTargetBundleKey) else { return nil }
        return (name, member.value.location)
    }

    /// The app's own keys: members beside `aps` (the `.apns` bundle key excluded).
    package var userInfo: [JSONMember] { payload.userInfo }

    /// A value by key path, as view elements read it (`latitude`, `userInfo.location`, `aps.alert.title`).
    package func value(atPath path: String) -> JSONNode? {
        payload.value(atPath: path)
    }
}
