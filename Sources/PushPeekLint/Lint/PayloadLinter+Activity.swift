import PushPeekJSON
import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// The ActivityKit rules, for a payload with `aps.event` / `aps.content-state` or linted with
/// `--push-type liveactivity`. Source for each: Apple, "Starting and updating Live Activities with
/// ActivityKit push notifications", `ActivityAttributes.ContentState` ("can't exceed 4KB"),
/// `Activity.update(_:alertConfiguration:timestamp:)` ("If this is older than a previous update or
/// push payload, the system ignores this update"), `AlertConfiguration` (title, body, sound).
extension PayloadLinter {
    /// Above this an `aps` date is in milliseconds (seconds would be after the year 5138).
    package static let millisecondsThreshold = 1e11
    /// ActivityKit's limit on the encoded `ContentState`.
    package static let contentStateLimit = 4096
    package static let activityAlertKeys = ["title", "body", "sound"]

    /// Whether the ActivityKit rules apply: `--push-type liveactivity`, or `aps.event` / `content-state`.
    package func isActivityPush(_ root: JSONNode) -> Bool {
        options.pushType == "liveactivity" || ActivityPayload.detects(root)
    }

    package mutating func checkActivity(_ root: JSONNode, sequence: ActivityLintSequence?) {
        guard let aps = root["aps"], aps.members != nil else { return }
        let payload = ActivityPayload(root)
        let event = checkEvent(aps, payload: payload)
        let accepted = checkTimestamps(aps, payload: payload, event: event, sequence: sequence)
        checkActivityAlert(aps)
        let activity = checkStart(aps, payload: payload, event: event, sequence: sequence)
        let before = reporter.diagnostics.count
        checkContentState(aps, payload: payload, event: event, activity: activity)
        let dropped = reporter.diagnostics[before...].contains { $0.rule == .contentState && $0.severity == .error }
        checkActivityLimits(aps, payload: payload, event: event, timestamp: accepted)
        // The device keeps the timestamp of an update it applied; a dropped one does not count.
        if let accepted, !dropped, let sequence {
            sequence.previousTimestamp = (accepted, reporter.file)
        }
        if let stale = aps.member("stale-date"), sequence?.notedStaleDate != true {
            sequence?.notedStaleDate = true
            reporter.report(.activityAvailability, at: stale.keyLocation, "stale-date: iOS 16.2 or later (earlier versions never show the activity as stale)")
        }
        if let channel = aps.member("input-push-channel") {
            reporter.report(.activityAvailability, at: channel.keyLocation,
                            "input-push-channel starts an activity that listens on a broadcast channel: iOS 18 or later")
        }
    }

    package mutating func checkEvent(_ aps: JSONNode, payload: ActivityPayload) -> ActivityPayload.Event? {
        guard let node = aps["event"] else {
            reporter.report(.activityEvent, at: aps.location, "aps.event missing: an ActivityKit push says start, update or end")
            return nil
        }
        guard let name = node.string else { return nil }  // wrong-type reports it
        guard let event = ActivityPayload.Event(rawValue: name) else {
            let hint = KeySuggestion.suggest(name.lowercased(), among: ActivityPayload.Event.allCases.map(\.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
            reporter.report(.activityEvent, at: node.location, "aps.event \"\(DocumentChecks.quoted(name))\" is not start, update or end\(hint)")
            return nil
        }
        if event == .start {
            reporter.report(.activityAvailability, at: node.location, "event start (push-to-start): iOS 17.2 or later, with a token from pushToStartTokenUpdates")
        }
        return event
    }

    /// The timestamp in seconds when the device would take the push by it (nil: missing, in
    /// milliseconds, or older than the sequence's last).
    package mutating func checkTimestamps(_ aps: JSONNode, payload: ActivityPayload, event: ActivityPayload.Event?,
                                  sequence: ActivityLintSequence?) -> Double? {
        guard let timestampNode = aps["timestamp"] else {
            reporter.report(.activityTimestamp, at: aps.location,
                            "aps.timestamp missing: the device orders updates by it (seconds since 1970 when the data was generated)")
            checkDismissal(aps, event: event, timestamp: nil)
            return nil
        }
        // Out of range (reported as number-range): no date to compare or show.
        guard let timestamp = timestampNode.number, DateLimits.apsSeconds.contains(timestamp) else {
            checkDismissal(aps, event: event, timestamp: nil)
            return nil
        }
        var seconds: Double? = timestamp
        if timestamp >= Self.millisecondsThreshold {
            reporter.report(.activityTimestamp, at: timestampNode.location,
                            "aps.timestamp \(timestampNode.numberLiteral) is in milliseconds: ActivityKit reads seconds since 1970 (\(ActivityTime.format(timestamp / 1000)) is \(WholeNumber.floor(timestamp / 1000).map(String.init) ?? "?")); every later update in seconds would look older and be ignored")
            seconds = nil
        } else if let previous = sequence?.previousTimestamp, timestamp < previous.value {
            reporter.report(.activityTimestamp, at: timestampNode.location,
                            "aps.timestamp \(timestampNode.numberLiteral) (\(ActivityTime.format(timestamp))) is older than \(DocumentChecks.quoted(previous.file))'s \(ActivityTime.format(previous.value)): the device ignores this update")
            seconds = nil
        }
        if let staleNode = aps["stale-date"], let stale = staleNode.number, DateLimits.apsSeconds.contains(stale) {
            if stale >= Self.millisecondsThreshold {
                reporter.report(.staleDate, at: staleNode.location, "aps.stale-date \(staleNode.numberLiteral) is in milliseconds: ActivityKit reads seconds since 1970")
            } else if let seconds, stale < seconds {
                reporter.report(.staleDate, at: staleNode.location,
                                "aps.stale-date \(ActivityTime.format(stale)) is before aps.timestamp \(ActivityTime.format(seconds)): the activity shows as stale at once")
            }
        }
        checkDismissal(aps, event: event, timestamp: seconds)
        return seconds
    }

    package mutating func checkDismissal(_ aps: JSONNode, event: ActivityPayload.Event?, timestamp: Double?) {
        guard let member = aps.member("dismissal-date") else { return }
        if let event, event != .end {
            reporter.report(.dismissalDate, at: member.keyLocation,
                            "aps.dismissal-date on a \(event.rawValue) event: the system reads it only when the activity ends (event end)")
        }
        if let date = member.value.number, date >= Self.millisecondsThreshold, DateLimits.apsSeconds.contains(date) {
            reporter.report(.dismissalDate, at: member.value.location,
                            "aps.dismissal-date \(member.value.numberLiteral) is in milliseconds: ActivityKit reads seconds since 1970", severity: .error)
        }
    }

    /// `activity-alert`: ActivityKit's alert is `AlertConfiguration` — title, body, sound.
    package mutating func checkActivityAlert(_ aps: JSONNode) {
        if let sound = aps.member("sound") {
            reporter.report(.activityAlert, at: sound.keyLocation, "aps.sound in an ActivityKit push: the sound goes inside aps.alert (alert.sound)")
        }
        guard let alert = aps["alert"] else { return }
        guard let members = alert.members else {
            if alert.string != nil {
                reporter.report(.activityAlert, at: alert.location, "aps.alert as a string: ActivityKit reads an alert dictionary {title, body, sound}")
            }
            return
        }
        for member in members where !Self.activityAlertKeys.contains(member.key) {
            reporter.report(.activityAlert, at: member.keyLocation,
                            "aps.alert.\(DocumentChecks.quoted(member.key)) is not read for a Live Activity: its alert has title, body and sound")
        }
    }

    /// `activity-attributes`; returns the app's activity the payload belongs to, when it can tell.
    package mutating func checkStart(_ aps: JSONNode, payload: ActivityPayload, event: ActivityPayload.Event?,
                             sequence: ActivityLintSequence?) -> LiveActivity? {
        let activities = app?.liveActivities ?? []
        guard event == .start else {
            let named = sequence?.attributesType.flatMap { type in activities.first { $0.attributesType == type } }
            return named ?? (activities.count == 1 ? activities.first : nil)
        }
        if aps["attributes-type"] == nil {
            reporter.report(.activityAttributes, at: aps["event"]?.location ?? aps.location,
                            "a start push needs aps.attributes-type (the ActivityAttributes struct's name): without it the activity does not start")
        }
        if aps["attributes"] == nil {
            reporter.report(.activityAttributes, at: aps["event"]?.location ?? aps.location,
                            "a start push needs aps.attributes (the static ActivityAttributes values): without them the activity does not start")
        }
        guard let type = payload.attributesType else { return activities.count == 1 ? activities.first : nil }
        sequence?.attributesType = type
        guard !activities.isEmpty else { return nil }
        guard let activity = activities.first(where: { $0.attributesType == type }) else {
            let names = activities.map(\.attributesType)
            let hint = KeySuggestion.suggest(type, among: names).map { "; did you mean \"\($0)\"?" } ?? " (it declares \(names.joined(separator: ", ")))"
            reporter.report(.activityAttributes, at: aps["attributes-type"]?.location ?? aps.location,
                            "attributes-type \"\(DocumentChecks.quoted(type))\" is no Live Activity of the app\(hint)")
            return nil
        }
        if let attributes = payload.attributes {
            report(ActivityStateChecker.check(attributes, shape: activity.attributesShape, path: "aps.attributes"), rule: .activityAttributes,
                   consequence: "\(type) cannot be decoded: the activity does not start")
        }
        return activity
    }

    /// `content-state`, `activity-date`, `activity-size`.
    package mutating func checkContentState(_ aps: JSONNode, payload: ActivityPayload, event: ActivityPayload.Event?, activity: LiveActivity?) {
        guard let state = payload.contentState else {
            if let event, event != .end {
                reporter.report(.contentState, at: aps.location, "aps.content-state missing: a \(event.rawValue) push carries the ContentState")
            }
            return
        }
        let size = OutputJSON(state).serialized().utf8.count
        if size > Self.contentStateLimit {
            reporter.report(.activitySize, at: state.location,
                            "aps.content-state is \(size) bytes, over ActivityKit's \(Self.contentStateLimit) for the dynamic data")
        }
        guard let activity else {
            let which = payload.attributesType ?? sequence?.attributesType
            let declared = app?.liveActivities.map(\.attributesType) ?? []
            let hint = declared.isEmpty ? "pass --app with liveActivities" : "the app declares \(declared.joined(separator: ", ")); lint the start push first"
            reporter.report(.contentState, at: state.location,
                            "aps.content-state not checked against a ContentState\(which.map { " (" + DocumentChecks.quoted($0) + ")" } ?? ""): \(hint)",
                            severity: .note)
            return
        }
        report(ActivityStateChecker.check(state, shape: activity.contentStateShape, path: "aps.content-state"), rule: .contentState,
               consequence: "the device drops the update (\"Unable to decode content state\")")
    }

    /// What the decoder would make of a value: an error under `rule` when it throws, a warning for
    /// an ignored key, `activity-date` for a date read other than meant.
    package mutating func report(_ issues: [ActivityDecodingIssue], rule: LintRule, consequence: String) {
        if let last = issues.last(where: { $0.kind == .undecodable }),
           issues.count(where: { $0.kind == .undecodable }) >= ActivityStateChecker.maximumIssues {
            reporter.report(rule, at: last.location, "only the first \(ActivityStateChecker.maximumIssues) values that do not decode are listed",
                            severity: .note)
        }
        for issue in issues {
            switch issue.kind {
            case .undecodable:
                reporter.report(rule, at: issue.location, "\(issue.path): \(issue.message) — \(consequence)")
            case .ignoredKey:
                reporter.report(rule, at: issue.location, "\(issue.path): \(issue.message)", severity: .warning)
            case .suspiciousDate:
                reporter.report(.activityDate, at: issue.location, "\(issue.path): \(issue.message)")
            case .outOfRange:
                reporter.report(.numberRange, at: issue.location, "\(issue.path): \(issue.message)")
            }
        }
    }
}
