/// Turns payload JSON into a `Payload`, rejecting values of the wrong type with their JSON path.
public enum PayloadDecoder {
    /// Parses and decodes a payload file's bytes.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> Payload {
        let root = try JSONParser.parse(bytes, file: file)
        do {
            return try decode(root, byteCount: bytes.count)
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    public static func decode(_ root: JSONNode, byteCount: Int) throws(InputError) -> Payload {
        let reader = JSONReader(root)
        guard let members = root.members else {
            throw InputError(location: root.location, message: "a payload must be a JSON object, found \(root.value.kindDescription)")
        }
        guard let apsReader = reader.optional("aps") else {
            throw InputError(location: root.location, path: "aps", message: "missing: every payload needs an \"aps\" dictionary")
        }
        let aps = try decodeAPS(apsReader)
        let bundle = try reader.string(Payload.simulatorTargetBundleKey)
        let userInfo = members.filter { $0.key != "aps" && $0.key != Payload.simulatorTargetBundleKey }
        return Payload(aps: aps, userInfo: userInfo, simulatorTargetBundle: bundle, root: root, byteCount: byteCount)
    }

    static func decodeAPS(_ reader: JSONReader) throws(InputError) -> APS {
        _ = try reader.object()
        var aps = APS()
        if let alertReader = reader.optional("alert") {
            aps.alert = try decodeAlert(alertReader)
        }
        aps.badge = try reader.integer("badge")
        if let soundReader = reader.optional("sound") {
            aps.sound = try decodeSound(soundReader)
        }
        aps.threadIdentifier = try reader.string("thread-id")
        aps.category = try reader.string("category")
        aps.contentAvailable = try flag(reader, "content-available")
        aps.mutableContent = try flag(reader, "mutable-content")
        aps.targetContentIdentifier = try reader.string("target-content-id")
        if let level = try reader.string("interruption-level") {
            guard let parsed = InterruptionLevel(rawValue: level) else {
                let allowed = InterruptionLevel.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw InputError(location: reader.node["interruption-level"]?.location, path: reader.child("interruption-level"),
                                 message: "unknown level \"\(level)\"; expected one of \(allowed)")
            }
            aps.interruptionLevel = parsed
        }
        aps.relevanceScore = try reader.number("relevance-score")
        aps.filterCriteria = try reader.string("filter-criteria")
        return aps
    }

    /// `content-available` / `mutable-content`: the number 1 switches it on (true accepted too).
    static func flag(_ reader: JSONReader, _ key: String) throws(InputError) -> Bool {
        guard let value = reader.optional(key) else { return false }
        if let number = value.node.number { return number == 1 }
        if let flag = value.node.bool { return flag }
        throw reader.typeError("the number 1", at: value.node, path: value.path)
    }

    static func decodeAlert(_ reader: JSONReader) throws(InputError) -> Alert {
        if let body = reader.node.string {
            return Alert(body: body)
        }
        guard reader.node.members != nil else {
            throw reader.typeError("a string or a dictionary", at: reader.node, path: reader.path)
        }
        var alert = Alert()
        alert.title = try reader.string("title")
        alert.subtitle = try reader.string("subtitle")
        alert.body = try reader.string("body")
        alert.launchImage = try reader.string("launch-image")
        alert.titleLocKey = try reader.string("title-loc-key")
        alert.titleLocArgs = try reader.strings("title-loc-args")
        alert.subtitleLocKey = try reader.string("subtitle-loc-key")
        alert.subtitleLocArgs = try reader.strings("subtitle-loc-args")
        alert.locKey = try reader.string("loc-key")
        alert.locArgs = try reader.strings("loc-args")
        alert.summaryArgument = try reader.string("summary-arg")
        alert.summaryArgumentCount = try reader.integer("summary-arg-count")
        return alert
    }

    static func decodeSound(_ reader: JSONReader) throws(InputError) -> Sound {
        if let name = reader.node.string { return Sound(name: name) }
        guard reader.node.members != nil else {
            throw reader.typeError("a string or a dictionary", at: reader.node, path: reader.path)
        }
        let critical = try reader.bool("critical") ?? false
        let volume = try reader.number("volume")
        return Sound(name: try reader.string("name"), isCritical: critical, volume: volume)
    }
}
