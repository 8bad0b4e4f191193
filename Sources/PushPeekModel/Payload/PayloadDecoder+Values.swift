import PushPeekJSON

/// Reading one value by its `PayloadKey.Kind`, and the keys the schema does not know.
extension PayloadDecoder {
    /// The value, or nil when it has the wrong type. A wrong type refuses only for a value pushpeek
    /// `keeping`s (draws or uses); range problems never refuse: the value is shown as written.
    package static func read<Target>(_ reader: JSONReader, as kind: PayloadKey<Target>.Kind, keeping: Bool,
                                     sources: inout PayloadSources, activity: Bool) throws(InputError) -> PayloadValue? {
        let node = reader.node
        if node.isNull {
            try reader.report(reader.typeError(expected(kind), at: node, path: reader.path), rule: .wrongType, refusing: false)
            return nil
        }
        switch kind {
        case .text:
            return try reader.string(refusing: keeping).map(PayloadValue.text)
        case .texts:
            return try reader.strings(refusing: keeping).map(PayloadValue.texts)
        case .wholeNumber(let minimum):
            guard let whole = try reader.integer(refusing: keeping) else { return nil }
            if whole < minimum {
                try reportRange(reader, "expected \(expected(kind)), found \(node.numberLiteral.prefix(24))", rule: .wrongType)
            }
            return .whole(whole)
        case .fraction(let rangeRule):
            guard let number = try reader.number(refusing: keeping) else { return nil }
            // A Live Activity's relevance-score is relative to the app's other activities (Apple's
            // example sends 100 and 50), so no range applies to it.
            let isRelative = activity && rangeRule == .relevanceScoreRange
            if !isRelative, !(0...1).contains(number) {
                try reportRange(reader, "\(node.numberLiteral) is outside 0…1", rule: rangeRule)
            }
            return .number(number)
        case .flag:
            return try flag(reader)
        case .date:
            if case .number(let number) = node.value, number.value.isFinite, let problem = DateLimits.apsProblem(number, path: reader.path) {
                try reader.report(InputError(location: node.location, message: problem), rule: .numberRange, refusing: false)
                return nil
            }
            guard let seconds = try reader.number(refusing: false) else { return nil }
            if seconds < 0 || WholeNumber.exact(seconds) == nil {
                try reportRange(reader, "expected \(expected(kind)), found \(node.numberLiteral.prefix(24))", rule: .wrongType)
                return nil
            }
            return .checked
        case .object:
            guard node.members != nil else {
                try reader.report(reader.typeError("an object", at: node, path: reader.path), rule: .wrongType, refusing: keeping)
                return nil
            }
            return .checked
        case .interruptionLevel:
            guard let name = try reader.string(refusing: keeping) else { return nil }
            guard let level = InterruptionLevel(rawValue: name) else {
                let allowed = InterruptionLevel.allCases.map(\.rawValue)
                let hint = KeySuggestion.hint(KeySuggestion.suggest(name, among: allowed))
                let choices = allowed.map { "\"\($0)\"" }.joined(separator: ", ")
                try reader.report(InputError(location: node.location, path: reader.path,
                                             message: "unknown level \"\(DocumentChecks.quoted(name))\"; expected one of \(choices)\(hint)"),
                                  rule: .interruptionLevel, refusing: keeping)
                return nil
            }
            return .level(level)
        case .alert:
            return try decodeAlert(reader, sources: &sources, activity: activity).map(PayloadValue.alert)
        case .sound:
            return try decodeSound(reader, sources: &sources).map(PayloadValue.sound)
        }
    }

    /// A flag (`content-available`, `mutable-content`, `aps.sound.critical`), read one way: the
    /// number 1 is on and 0 off; a boolean works on the device (JSON `true` is an `NSNumber`) but is
    /// not what Apple documents, so it is read with a warning; anything else (2, "1") refuses.
    package static func flag(_ reader: JSONReader) throws(InputError) -> PayloadValue? {
        let node = reader.node
        if let number = node.number, number == 0 || number == 1 { return .flag(number == 1) }
        if let flag = node.bool {
            try reader.report(reader.typeError(expected(.flag as PayloadKey<APS>.Kind), at: node, path: reader.path),
                              rule: .wrongType, severity: .warning)
            return .flag(flag)
        }
        if let number = node.number, !number.isFinite {
            try reader.outOfRange()
            return nil
        }
        try reader.wrongType(expected(.flag as PayloadKey<APS>.Kind), at: node, path: reader.path)
        return nil
    }

    /// What a kind's value must be, as messages say it.
    package static func expected<Target>(_ kind: PayloadKey<Target>.Kind) -> String {
        switch kind {
        case .text, .interruptionLevel: return "a string"
        case .texts: return "an array of strings"
        case .wholeNumber(let minimum): return "a whole number ≥ \(minimum)"
        case .fraction: return "a number"
        case .flag: return "the number 0 or 1"
        case .date: return "a whole number ≥ 0"
        case .object: return "an object"
        case .alert, .sound: return "a string or a dictionary"
        }
    }

    /// An error about a value pushpeek still shows as written.
    static func reportRange(_ reader: JSONReader, _ message: String, rule: LintRule) throws(InputError) {
        try reader.report(InputError(location: reader.node.location, path: reader.path, message: message), rule: rule, refusing: false)
    }

    /// `aps-key-outside-aps`: a key beside `aps` named (or spelt like) an aps key.
    static func reportMisplaced(_ member: JSONMember, reader: JSONReader) throws(InputError) {
        let normalised = KeySuggestion.normalise(member.key)
        guard let target = PayloadSchema.aps.first(where: { $0.isMisplacedBesideAPS && ($0.name == member.key || $0.name == normalised) }) else {
            return
        }
        try reader.report(InputError(location: member.keyLocation,
                                     message: "\"\(DocumentChecks.quoted(member.key))\" is beside \"aps\", where iOS treats it as app data; did you mean \"aps.\(target.name)\"?"),
                          rule: .apsKeyOutsideAPS, severity: LintRule.apsKeyOutsideAPS.severity)
    }

    /// `unknown-aps-key` (an alert key, or a typo) or `custom-key-in-aps`.
    static func reportUnknownAPSKey(_ member: JSONMember, reader: JSONReader) throws(InputError) {
        let shown = DocumentChecks.quoted(member.key)
        let (rule, message): (LintRule, String)
        if PayloadSchema.alertNames.contains(member.key) {
            (rule, message) = (.unknownAPSKey, "\"\(shown)\" belongs inside aps.alert, not directly in aps")
        } else if let suggestion = KeySuggestion.suggest(member.key, among: PayloadSchema.apsNames) {
            (rule, message) = (.unknownAPSKey, "unknown aps key \"\(shown)\"; did you mean \"\(suggestion)\"?")
        } else {
            (rule, message) = (.customKeyInAPS, "custom key \"\(shown)\" inside aps: Apple reserves aps for its own keys; put app data beside \"aps\"")
        }
        try reader.report(InputError(location: member.keyLocation, message: message), rule: rule, severity: rule.severity, refusing: false)
    }

    /// `unknown-alert-key`: an aps key inside the alert, or a key iOS ignores.
    static func reportUnknownAlertKey(_ member: JSONMember, reader: JSONReader) throws(InputError) {
        let shown = DocumentChecks.quoted(member.key)
        let message: String
        if PayloadSchema.apsNames.contains(member.key) {
            message = "\"\(shown)\" belongs in aps, not in aps.alert"
        } else {
            message = "unknown alert key \"\(shown)\"; iOS ignores it" + KeySuggestion.hint(KeySuggestion.suggest(member.key, among: PayloadSchema.alertNames))
        }
        try reader.report(InputError(location: member.keyLocation, message: message), rule: .unknownAlertKey,
                          severity: LintRule.unknownAlertKey.severity, refusing: false)
    }
}
