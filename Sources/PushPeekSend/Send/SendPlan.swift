/// What the preview's send key would send with the configured settings: the job for the
/// `pushpeek-apns` helper (the same `pushpeek send` hands it) and what the confirmation shows.
///
/// The edge makes it from the payload as last loaded and the send settings; the reducer decides
/// with it whether to ask, to stop for lint errors, or to send. It never holds the key itself,
/// only its path (in `job`), and the confirmation never shows the path.
public struct SendPlan: Sendable, Equatable {
    /// The request to make, for every device.
    public var job: SendJob
    public var environment: APNsEnvironment
    /// How the request is authenticated, as the confirmation shows it: `token, key ID ABC123DEFG,
    /// team DEF123GHIJ` or `certificate client.pem`.
    public var authentication: String
    /// The payload file, as given.
    public var payloadFile: String
    /// The payload's size in bytes.
    public var payloadSize: Int
    /// The lint errors (`file:line:col: error: …`), in order.
    public var lintErrors: [String]
    /// How many lint warnings there were.
    public var lintWarnings: Int
    /// `--force`: lint errors do not stop the send.
    public var force: Bool
    /// Something to know before sending (a key file others can read), or nil.
    public var caution: String?

    public init(job: SendJob, environment: APNsEnvironment, authentication: String, payloadFile: String, payloadSize: Int,
                lintErrors: [String] = [], lintWarnings: Int = 0, force: Bool = false, caution: String? = nil) {
        self.job = job
        self.environment = environment
        self.authentication = authentication
        self.payloadFile = payloadFile
        self.payloadSize = payloadSize
        self.lintErrors = lintErrors
        self.lintWarnings = lintWarnings
        self.force = force
        self.caution = caution
    }

    /// Lint found errors and `--force` was not given: nothing is sent, as with `pushpeek send`.
    public var stopsForLint: Bool { !lintErrors.isEmpty && !force }

    /// How many devices it goes to.
    public var deviceCount: Int { job.devices.count }

    /// `1 device` / `3 devices`.
    public static func devices(_ count: Int) -> String {
        "\(count) device\(count == 1 ? "" : "s")"
    }

    /// `api.sandbox.push.apple.com (sandbox)`, or the server given instead with its port.
    public var serverDescription: String {
        job.shownHost == environment.host ? "\(job.shownHost) (\(environment.rawValue))" : "\(job.shownHost) (as \(environment.rawValue))"
    }

    /// The lint line of the confirmation.
    public var lintDescription: String {
        let warnings = lintWarnings == 0 ? "" : ", \(lintWarnings) warning\(lintWarnings == 1 ? "" : "s")"
        if lintErrors.isEmpty { return "no errors" + warnings }
        return "\(lintErrors.count) error\(lintErrors.count == 1 ? "" : "s")\(warnings): sending anyway (--force)"
    }

    /// The confirmation's lines, label and value, in order.
    public var summaryLines: [(label: String, value: String)] {
        var lines: [(String, String)] = [
            ("payload", "\(payloadSize) bytes, \(payloadFile)"),
            ("push", "\(job.push.pushType), priority \(job.push.priority)"),
            ("topic", job.push.topic),
            ("to", Self.devices(deviceCount) + (deviceCount == 1 ? " " + DeviceToken.abbreviated(job.devices[0]) : "")),
            ("server", serverDescription),
            ("auth", authentication),
            ("lint", lintDescription),
        ]
        if let caution { lines.append(("note", caution)) }
        return lines
    }
}
