import PushPeekJSON

/// Turns payload JSON into a `Payload`, rejecting values of the wrong type with their JSON path.
///
/// `render` decodes strictly (the first problem is the error); `lint` also decodes collecting
/// (`decodeAll`) and reports every problem the decoder meets as it words it, so a payload `render`
/// refuses never passes lint.
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

    /// Strict: throws the first problem.
    public static func decode(_ root: JSONNode, byteCount: Int) throws(InputError) -> Payload {
        try decode(JSONReader(root), byteCount: byteCount)
    }

    /// Collecting: every problem, in the order met (the first error is what `decode` throws).
    public static func decodeAll(_ root: JSONNode) -> [DecodingIssue] {
        decodeCollecting(root).issues
    }

    /// Collecting, with the payload the strict `decode(_:byteCount: 0)` returns: nil when an issue
    /// is an error (where the strict decode throws). With no error recorded, both decodes took the
    /// same path, so one decode serves `lint` for both.
    public static func decodeCollecting(_ root: JSONNode) -> (payload: Payload?, issues: [DecodingIssue]) {
        let log = DecodingLog()
        do {
            let payload = try decode(JSONReader(root, log: log), byteCount: 0)
            let issues = log.issues
            return (issues.contains { $0.severity == .error } ? nil : payload, issues)
        } catch {
            // A collecting reader records instead of throwing; kept so no error is ever lost.
            return (nil, log.issues + [DecodingIssue(error, rule: .wrongType, severity: .error)])
        }
    }

    package static func decode(_ reader: JSONReader, byteCount: Int) throws(InputError) -> Payload {
        let root = reader.node
        guard let members = root.members else {
            try reader.report(InputError(location: root.location, message: "a payload must be a JSON object, found \(root.value.kindDescription)"),
                              rule: .wrongType)
            return Payload(aps: APS(), userInfo: [], simulatorTargetBundle: nil, root: root, byteCount: byteCount)
        }
        var aps = APS()
        if let apsReader = reader.optional("aps") {
            aps = try decodeAPS(apsReader)
        } else {
            try reader.fail(at: root.location, path: "aps", "missing: every payload needs an \"aps\" dictionary", rule: .missingAPS)
        }
        let bundle = try reader.string(Payload.simulatorTargetBundleKey)
        let userInfo = members.filter { $0.key != "aps" && $0.key != Payload.simulatorTargetBundleKey }
        return Payload(aps: aps, userInfo: userInfo, simulatorTargetBundle: bundle, root: root, byteCount: byteCount)
    }

    package static func decodeAPS(_ reader: JSONReader) throws(InputError) -> APS {
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
            if let parsed = InterruptionLevel(rawValue: level) {
                aps.interruptionLevel = parsed
            } else {
                let allowed = InterruptionLevel.allCases.map(\.rawValue)
                let hint = KeySuggestion.hint(KeySuggestion.suggest(level, among: allowed))
                let choices = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                try reader.fail("interruption-level", "unknown level \"\(DocumentChecks.quoted(level))\"; expected one of \(choices)\(hint)",
                                rule: .interruptionLevel)
            }
        }
        aps.relevanceScore = try reader.number("relevance-score")
        aps.filterCriteria = try reader.string("filter-criteria")
        return aps
    }

    /// `content-available` / `mutable-content`: the number 1 switches it on (true accepted too).
    package static func flag(_ reader: JSONReader, _ key: String) throws(InputError) -> Bool {
        guard let value = reader.optional(key) else { return false }
        if let number = value.node.number { return number == 1 }
        if let flag = value.node.bool { return flag }
        try reader.wrongType("the number 1", at: value.node, path: value.path)
        return false
    }

    package static func decodeAlert(_ reader: JSONReader) throws(InputError) -> Alert {
        if let body = reader.node.string {
            return Alert(body: body)
        }
        guard reader.node.members != nil else {
            try reader.wrongType("a string or a dictionary", at: reader.node, path: reader.path)
            return Alert()
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

    package static func decodeSound(_ reader: JSONReader) throws(InputError) -> Sound {
        if let name = reader.node.string { return Sound(name: name) }
        guard reader.node.members != nil else {
            try reader.wrongType("a string or a dictionary", at: reader.node, path: reader.path)
            return Sound(name: nil)
        }
        var critical = false
        if let flag = reader.optional("critical") {
            if let value = flag.node.bool ?? flag.node.number.flatMap({ $0 == 0 || $0 == 1 ? $0 == 1 : nil }) {
                critical = value
            } else {
                try reader.wrongType("the number 0 or 1", at: flag.node, path: flag.path)
            }
        }
        let volume = try reader.number("volume")
        return Sound(name: try reader.string("name"), isCritical: critical, volume: volume)
    }
}
