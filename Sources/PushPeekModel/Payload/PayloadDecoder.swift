import PushPeekJSON

/// Turns payload JSON into a `Payload`, the only reader of the payload's schema (`PayloadSchema`):
/// every key of `aps`, `aps.alert` and `aps.sound` is read by its kind, and every problem is
/// reported with its JSON path and position.
///
/// `render` decodes strictly (the first refusing problem is the error); `lint` decodes collecting
/// (`decodeCollecting`) and reports every problem as the decoder words it, then checks the typed
/// value, so a payload `render` refuses never passes lint.
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

    /// Strict: throws the first refusing problem.
    public static func decode(_ root: JSONNode, byteCount: Int) throws(InputError) -> Payload {
        try decode(JSONReader(root), byteCount: byteCount, activity: false)
    }

    /// Collecting: every problem, in the order met (the first refusing one is what `decode` throws).
    public static func decodeAll(_ root: JSONNode) -> [DecodingIssue] {
        decodeCollecting(root, activity: false).issues
    }

    /// Collecting, with the value as read: what lint checks. An ActivityKit push (`activity`) may
    /// carry the alert's sound inside `aps.alert`.
    public static func decodeCollecting(_ root: JSONNode, activity: Bool) -> (payload: Payload, issues: [DecodingIssue]) {
        let log = DecodingLog()
        do {
            return (try decode(JSONReader(root, log: log), byteCount: 0, activity: activity), log.issues)
        } catch {
            // A collecting reader records instead of throwing; kept so no error is ever lost.
            let empty = Payload(aps: APS(), userInfo: [], simulatorTargetBundle: nil, root: root, byteCount: 0)
            return (empty, log.issues + [DecodingIssue(error, rule: .wrongType, severity: .error)])
        }
    }

    package static func decode(_ reader: JSONReader, byteCount: Int, activity: Bool) throws(InputError) -> Payload {
        let root = reader.node
        guard let members = root.members else {
            try reader.report(InputError(location: root.location, message: "a payload must be a JSON object, found \(root.value.kindDescription)"),
                              rule: .wrongType)
            return Payload(aps: APS(), userInfo: [], simulatorTargetBundle: nil, root: root, byteCount: byteCount)
        }
        var sources = PayloadSources()
        let userInfo = members.filter { $0.key != "aps" && $0.key != Payload.simulatorTargetBundleKey }
        for member in userInfo {
            try reportMisplaced(member, reader: reader)
        }
        var aps = APS()
        // One look-up: the member is both the source and the value read (as `reader.optional` reads it).
        if let member = root.member("aps"), !member.value.isNull {
            sources["aps"] = member
            aps = try decodeAPS(reader.reader(member.value, in: reader.path, key: "aps"), sources: &sources, activity: activity)
        } else {
            try reader.fail(at: root.location, path: "aps", "missing: every payload needs an \"aps\" dictionary", rule: .missingAPS)
        }
        let bundle = try reader.string(Payload.simulatorTargetBundleKey)
        if bundle != nil, let member = root.member(Payload.simulatorTargetBundleKey) {
            sources[Payload.simulatorTargetBundleKey] = member
        }
        // The memberwise initialiser: the payload made in place, not built aside and copied.
        return Payload(aps: aps, userInfo: userInfo, simulatorTargetBundle: bundle, paths: JSONKeyPathIndex(root), byteCount: byteCount,
                       sources: sources)
    }

    package static func decodeAPS(_ reader: JSONReader, sources: inout PayloadSources, activity: Bool) throws(InputError) -> APS {
        var aps = APS()
        try decodeKeys(reader, members: try reader.object(), by: PayloadSchema.aps, into: &aps, sources: &sources, activity: activity) { member throws(InputError) in
            try reportUnknownAPSKey(member, reader: reader)
        }
        return aps
    }

    /// Reads each member by its key in `table` into `target`, in source order; `unknown` reports the
    /// others. The last of duplicate keys counts, as `JSONNode.subscript` reads it; a bad one reads
    /// as absent.
    package static func decodeKeys<Target>(_ reader: JSONReader, members: [JSONMember], by table: [PayloadKey<Target>], into target: inout Target,
                                           sources: inout PayloadSources, activity: Bool,
                                           unknown: (JSONMember) throws(InputError) -> Void) throws(InputError) {
        let path = reader.path
        for member in members {
            WorkCounter.add(1)
            guard let key = table.first(where: { $0.name == member.key }) else {
                try unknown(member)
                continue
            }
            let child = reader.reader(member.value, in: path, key: member.key)
            let value = try read(child, as: key.kind, keeping: key.store != nil, sources: &sources, activity: activity)
            if let store = key.store {
                if let value {
                    store(&target, value)
                } else {
                    store(&target, .checked)
                }
            }
            sources[parent: path, key: member.key] = value == nil ? nil : member
        }
    }

    package static func decodeAlert(_ reader: JSONReader, sources: inout PayloadSources, activity: Bool) throws(InputError) -> Alert? {
        if let body = reader.node.string {
            return Alert(body: body)
        }
        guard let members = reader.node.members else {
            try reader.wrongType("a string or a dictionary", at: reader.node, path: reader.path)
            return nil
        }
        var alert = Alert()
        try decodeKeys(reader, members: members, by: PayloadSchema.alert, into: &alert, sources: &sources, activity: activity) { member throws(InputError) in
            if !(activity && PayloadSchema.activityAlertNames.contains(member.key)) {
                try reportUnknownAlertKey(member, reader: reader)
            }
        }
        return alert
    }

    package static func decodeSound(_ reader: JSONReader, sources: inout PayloadSources) throws(InputError) -> Sound? {
        if let name = reader.node.string { return Sound(name: name) }
        guard let members = reader.node.members else {
            try reader.wrongType("a string or a dictionary", at: reader.node, path: reader.path)
            return nil
        }
        var sound = Sound(name: nil)
        try decodeKeys(reader, members: members, by: PayloadSchema.sound, into: &sound, sources: &sources, activity: false) { member throws(InputError) in
            let hint = KeySuggestion.hint(KeySuggestion.suggest(member.key, among: PayloadSchema.soundNames))
            try reader.report(InputError(location: member.keyLocation, message: "unknown aps.sound key \"\(DocumentChecks.quoted(member.key))\"; "
                                             + "expected \(PayloadSchema.soundNames.joined(separator: ", "))\(hint)"),
                              rule: .unknownAPSKey, severity: LintRule.unknownAPSKey.severity, refusing: false)
        }
        return sound
    }
}
