import PushPeekJSON

/// Everything the network side of `send` needs, as one JSON object: `pushpeek` (one static
/// executable, no libcurl) decides it and hands it to the `pushpeek-apns` helper on standard input;
/// the helper answers with `SendReport.json()`, read back by `SendReport(json:)`.
public struct SendJob: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var caFile: String?
    public var certificate: String?
    public var certificateKey: String?
    /// A file whose first line is the certificate key's passphrase (`--cert-key-password-file`).
    public var certificateKeyPasswordFile: String?
    /// Token auth: the `.p8` path, key ID and team ID.
    public var key: String?
    public var keyID: String?
    public var teamID: String?
    public var timeout: Int
    public var policy: RetryPolicy
    public var verbose: Bool
    public var push: PushHeaders
    public var body: String
    public var devices: [String]
    public var apnsIDs: [String]

    public init(host: String, port: Int, caFile: String?, certificate: String?, certificateKey: String?, key: String?,
                keyID: String?, teamID: String?, timeout: Int, policy: RetryPolicy, verbose: Bool, push: PushHeaders,
                body: String, devices: [String], apnsIDs: [String]) {
        self.host = host
        self.port = port
        self.caFile = caFile
        self.certificate = certificate
        self.certificateKey = certificateKey
        self.key = key
        self.keyID = keyID
        self.teamID = teamID
        self.timeout = timeout
        self.policy = policy
        self.verbose = verbose
        self.push = push
        self.body = body
        self.devices = devices
        self.apnsIDs = apnsIDs
    }

    /// `host` or `host:port` as requests show it.
    public var shownHost: String { port == 443 ? host : "\(host):\(port)" }

    public func json() -> String {
        OutputJSON.object([
            ("host", .string(host)), ("port", .int(port)), ("ca", .optional(caFile)), ("cert", .optional(certificate)),
            ("cert-key", .optional(certificateKey)),
            ("cert-key-password-file", .optional(certificateKeyPasswordFile)), ("key", .optional(key)), ("key-id", .optional(keyID)),
            ("team-id", .optional(teamID)), ("timeout", .int(timeout)), ("retries", .int(policy.maximumRetries)),
            ("retry-delay", .int(policy.initialDelay)), ("verbose", .bool(verbose)),
            ("push-type", .string(push.pushType)), ("priority", .int(push.priority)), ("topic", .string(push.topic)),
            ("expiration", push.expiration.map { .int($0) } ?? .null), ("collapse-id", .optional(push.collapseID)),
            ("body", .string(body)), ("devices", .array(devices.map { .string($0) })),
            ("apns-ids", .array(apnsIDs.map { .string($0) })),
        ]).serialized() + "\n"
    }

    /// `bytes` parsed, or an error attributed to `file`.
    package static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONNode {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError(.badInput, file: file, message: error.message)
        }
    }

    /// A whole number member, nil when missing or not a number.
    package static func whole(_ node: JSONNode, _ name: String) -> Int? {
        guard let value = node[name]?.number, abs(value) < 1e15 else { return nil }
        return WholeNumber.floor(value)
    }

    public init(json bytes: [UInt8]) throws(InputError) {
        let node = try Self.parse(bytes, file: "send job")
        func text(_ name: String) throws(InputError) -> String {
            guard let value = node[name]?.string else { throw InputError(.badInput, file: "send job", path: name, message: "missing") }
            return value
        }
        func whole(_ name: String) throws(InputError) -> Int {
            guard let value = Self.whole(node, name) else { throw InputError(.badInput, file: "send job", path: name, message: "missing") }
            return value
        }
        host = try text("host")
        port = try whole("port")
        caFile = node["ca"]?.string
        certificate = node["cert"]?.string
        certificateKey = node["cert-key"]?.string
        certificateKeyPasswordFile = node["cert-key-password-file"]?.string
        key = node["key"]?.string
        keyID = node["key-id"]?.string
        teamID = node["team-id"]?.string
        timeout = try whole("timeout")
        policy = RetryPolicy(maximumRetries: try whole("retries"), initialDelay: try whole("retry-delay"))
        verbose = node["verbose"]?.bool ?? false
        push = PushHeaders(pushType: try text("push-type"), priority: try whole("priority"), topic: try text("topic"),
                           expiration: Self.whole(node, "expiration"),
                           collapseID: node["collapse-id"]?.string)
        body = try text("body")
        devices = (node["devices"]?.elements ?? []).compactMap(\.string)
        apnsIDs = (node["apns-ids"]?.elements ?? []).compactMap(\.string)
        guard devices.count == apnsIDs.count else {
            throw InputError(.badInput, file: "send job", path: "apns-ids", message: "one apns-id per device expected")
        }
    }
}

extension SendReport {
    /// The report `json()` printed, read back.
    public init(json bytes: [UInt8], environment: APNsEnvironment?) throws(InputError) {
        let node = try SendJob.parse(bytes, file: "pushpeek-apns output")
        self.init(deliveries: (node["devices"]?.elements ?? []).map(Self.delivery), environment: environment)
    }

    /// One device of `json()`'s `devices`.
    package static func delivery(_ entry: JSONNode) -> SendBatch.Delivery {
        var delivery = SendBatch.Delivery(device: entry["device"]?.string ?? "", apnsID: entry["apns-id"]?.string ?? "")
        delivery.attempts = SendJob.whole(entry, "attempts") ?? 0
        let reason = entry["reason"]?.string ?? "no answer"
        switch entry["outcome"]?.string {
        case "sent":
            delivery.outcome = .sent
        case "failed":
            delivery.outcome = .failed(status: SendJob.whole(entry, "status"), reason: reason, timestamp: SendJob.whole(entry, "timestamp"))
        default:
            delivery.outcome = .unknown(reason)
        }
        return delivery
    }
}
