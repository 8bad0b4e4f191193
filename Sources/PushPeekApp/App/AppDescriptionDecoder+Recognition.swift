import PushPeekJSON

extension AppDescriptionDecoder {
    /// Whether a JSON document is an app description rather than a payload, by its content: an object
    /// with no `aps` whose keys are all the description's top-level keys, or that has one only a
    /// description has (`categories`, `extensions`, `serviceExtension`, `mapData`, `liveActivities`) —
    /// so an app holding only Live Activities is one too, whatever the file is called.
    public static func recognises(_ root: JSONNode) -> Bool {
        guard let members = root.members, !members.isEmpty, root["aps"] == nil else { return false }
        let known = Set(topLevelKeys)
        return members.allSatisfy { known.contains($0.key) } || members.contains { $0.key != "app" && known.contains($0.key) }
    }
}
