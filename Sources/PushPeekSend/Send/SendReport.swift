import PushPeekJSON
import PushPeekModel

/// The end of a `send` run: one line per device and the summary, as text or JSON, and the exit status.
///
/// Exit statuses: 0 every device sent · 2 some sent, some failed or unknown · 3 none sent ·
/// 69 APNs could not be reached at all (every device failed before a request went out).
public struct SendReport: Sendable, Equatable {
    public let deliveries: [SendBatch.Delivery]
    public let environment: APNsEnvironment?

    public init(deliveries: [SendBatch.Delivery], environment: APNsEnvironment?) {
        self.deliveries = deliveries
        self.environment = environment
    }

    public var sent: Int { deliveries.filter { $0.outcome == .sent }.count }
    public var failed: Int { deliveries.filter { $0.outcome?.label == "failed" }.count }
    public var unknown: Int { deliveries.filter { $0.outcome == nil || $0.outcome?.label == "unknown" }.count }

    public var exitStatus: Int32 {
        if sent == deliveries.count { return 0 }
        if sent > 0 { return 2 }
        let unreachable = deliveries.allSatisfy {
            if case .failed(nil, _, _) = $0.outcome { return true }
            return false
        }
        return unreachable ? 69 : 3
    }

    /// `500` for a status without a reason, `400 BadDeviceToken` with one; the reason alone without a status.
    public static func shown(status: Int?, reason: String) -> String {
        guard let status else { return reason }
        return reason == "HTTP \(status)" ? String(status) : "\(status) \(reason)"
    }

    /// What to do about `reason` here, with the environment called out for a token refused as bad;
    /// for a reason Apple does not document, what its `status` means.
    public func advice(for reason: String, status: Int?) -> String? {
        guard let known = APNsReason.named(reason) else { return status.map(APNsReason.generalAdvice(status:)) }
        if reason == "BadDeviceToken", let environment {
            return "the device token is not valid for \(environment.rawValue) (\(environment.host)): "
                + "a token from a \(environment == .production ? "development build" : "TestFlight or App Store build") "
                + "needs --\(environment.other.rawValue); otherwise the token is mistyped"
        }
        if known.reason == "BadEnvironmentKeyIdInToken", let environment {
            return "the provider token's key is not enabled for \(environment.rawValue) (\(environment.host)): "
                + "use a key enabled for \(environment.rawValue), or --\(environment.other.rawValue) if this key is for \(environment.other.rawValue) only"
        }
        return known.advice
    }

    /// `sent  TOKEN  apns-id ID`, `failed  TOKEN  400 BadDeviceToken: …` per device, then the counts.
    public func text() -> String {
        var out = ""
        for delivery in deliveries {
            let attempts = delivery.attempts > 1 ? " after \(delivery.attempts) attempts" : ""
            switch delivery.outcome {
            case .sent:
                out += "sent     \(delivery.device)  apns-id \(delivery.apnsID)\(attempts)\n"
            case .failed(let status, let reason, let timestamp):
                var line = "failed   \(delivery.device)  \(TerminalSafeText.sanitize(Self.shown(status: status, reason: reason)))"
                if let timestamp { line += " (token invalid since \(Self.isoDate(milliseconds: timestamp)))" }
                if let advice = advice(for: reason, status: status) { line += ": \(advice)" }
                out += line + attempts + "\n"
            case .unknown(let why):
                out += "unknown  \(delivery.device)  \(TerminalSafeText.sanitize(why)); it may or may not have been delivered (not sent again)\n"
            case nil:
                out += "unknown  \(delivery.device)  no answer\n"
            }
        }
        out += "\(sent) sent, \(failed) failed, \(unknown) unknown of \(deliveries.count) device\(deliveries.count == 1 ? "" : "s")\n"
        return out
    }

    /// `{"sent":N,"failed":N,"unknown":N,"devices":[{"device":…,"apns-id":…,"outcome":…,…}]}`.
    public func json() -> String {
        OutputJSON.object(jsonMembers).serialized() + "\n"
    }

    /// The members of `json()`'s object, in order.
    public var jsonMembers: [(String, OutputJSON)] {
        let devices: [OutputJSON] = deliveries.map { delivery in
            var fields: [(String, OutputJSON)] = [("device", .string(delivery.device)), ("apns-id", .string(delivery.apnsID)),
                                                  ("outcome", .string(delivery.outcome?.label ?? "unknown")),
                                                  ("attempts", .int(delivery.attempts))]
            switch delivery.outcome {
            case .failed(let status, let reason, let timestamp):
                fields.append(("status", status.map { .int($0) } ?? .null))
                fields.append(("reason", .string(reason)))
                if let timestamp { fields.append(("timestamp", .int(timestamp))) }
                fields.append(("advice", .optional(advice(for: reason, status: status))))
            case .unknown(let why):
                fields.append(("reason", .string(why)))
            default:
                break
            }
            return .object(fields)
        }
        return [("sent", .int(sent)), ("failed", .int(failed)), ("unknown", .int(unknown)), ("devices", .array(devices))]
    }

    /// `2026-11-30T14:08:02Z` from milliseconds since 1970 (proleptic Gregorian, UTC).
    public static func isoDate(milliseconds: Int) -> String {
        // Whole seconds towards the past, so -1 ms is 23:59:59 of the day before.
        let seconds = milliseconds >= 0 || milliseconds % 1000 == 0 ? milliseconds / 1000 : milliseconds / 1000 - 1
        let (days, rest) = CivilDate.split(secondsSince1970: seconds)
        return CivilDate(daysSince1970: days).text + "T" + CivilDate.timeOfDay(rest) + "Z"
    }
}
