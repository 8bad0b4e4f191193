import PushPeekJSON

/// How a press of the preview's send key ended: what the status line says and what the response
/// log records (`LogEvent.send`).
public enum SendOutcome: Sendable, Equatable {
    /// Something the send needs is not configured (a device, the topic, a key or certificate, or
    /// the settings themselves are wrong); the message says what and where to give it.
    case notConfigured(String)
    /// Lint found errors in the payload and `--force` was not given: nothing was sent.
    case stoppedByLint(errors: [String])
    /// The confirmation was answered with n or Esc: nothing was sent.
    case cancelled
    /// The helper ran the job: each device's outcome.
    case finished(SendReport)
    /// The send could not be carried out (the helper is missing, a key cannot be used): nothing sent.
    case failed(String)

    /// `sent`, `failed`, `unknown`, `partial`, `notConfigured`, `lintErrors`, `cancelled` or `error`:
    /// the `"outcome"` of the log entry.
    public var name: String {
        switch self {
        case .notConfigured: return "notConfigured"
        case .stoppedByLint: return "lintErrors"
        case .cancelled: return "cancelled"
        case .failed: return "error"
        case .finished(let report):
            if report.sent == report.deliveries.count { return "sent" }
            if report.sent > 0 { return "partial" }
            return report.failed > 0 ? "failed" : "unknown"
        }
    }

    /// The status line's sentence: `sent to 2 devices`, `not sent: 400 BadDeviceToken: …`,
    /// `not configured: …`.
    public var statusText: String {
        switch self {
        case .notConfigured(let message):
            return "not configured: " + message
        case .stoppedByLint(let errors):
            let count = "\(errors.count) error\(errors.count == 1 ? "" : "s")"
            return "lint found \(count), nothing sent (fix the payload, or --force): " + (errors.first ?? "")
        case .cancelled:
            return "send cancelled, nothing sent"
        case .failed(let message):
            return "not sent: " + message
        case .finished(let report):
            let total = report.deliveries.count
            if report.sent == total { return "sent to " + SendPlan.devices(total) }
            let problem = report.deliveries.lazy.compactMap { Self.problem($0, report: report) }.first ?? "no answer"
            return (report.sent > 0 ? "sent to \(report.sent) of \(SendPlan.devices(total)); " : "not sent: ") + problem
        }
    }

    /// What went wrong for one device, with what to do; nil when it was sent.
    package static func problem(_ delivery: SendBatch.Delivery, report: SendReport) -> String? {
        switch delivery.outcome {
        case .sent:
            return nil
        case .failed(let status?, let reason, let timestamp):
            var text = SendReport.shown(status: status, reason: reason)
            if let timestamp { text += " (token invalid since \(SendReport.isoDate(milliseconds: timestamp)))" }
            return text + (report.advice(for: reason, status: status).map { ": " + $0 } ?? "")
        case .failed(nil, let reason, _):
            return "APNs could not be reached: " + reason
        case .unknown(let why):
            return "no answer (\(why)); it may have been delivered, so it is not sent again"
        case nil:
            return "no answer"
        }
    }

    /// The log entry's members after `"event"`.
    package var members: [(String, OutputJSON)] {
        var members: [(String, OutputJSON)] = [("outcome", .string(name))]
        switch self {
        case .notConfigured(let message), .failed(let message):
            members.append(("message", .string(message)))
        case .stoppedByLint(let errors):
            members.append(("errors", .array(errors.map { .string($0) })))
        case .cancelled:
            break
        case .finished(let report):
            members += report.jsonMembers
        }
        return members
    }
}
