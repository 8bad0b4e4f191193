import PushPeekModel

/// APNs' rules for a provider request, as Apple documents them ("Sending notification requests to
/// APNs", "Handling notification responses from APNs"): each check gives the status and `reason`
/// APNs gives. Pure: the authentication outcome and the `apns-id` to echo come from the caller.
public struct ServeRules: Sendable {
    /// The app's bundle ID (`app.bundleIdentifier`); nil checks only the topic's form and suffix.
    public var bundleID: String?
    /// The known device tokens (`--devices`); nil takes any well-formed token.
    public var devices: Set<String>?
    /// Tokens that are no longer registered (`--unregistered`), each with its `timestamp`.
    public var unregistered: [String: Int]

    public init(bundleID: String? = nil, devices: Set<String>? = nil, unregistered: [String: Int] = [:]) {
        self.bundleID = bundleID
        self.devices = devices
        self.unregistered = unregistered
    }

    /// The answer to `request`; `generatedID` is echoed when the request has no (valid) `apns-id`;
    /// `authentication` is the token's or certificate's refusal, if any.
    /// `certificateTopics` are the topics of the client certificate that stands in for a token.
    public func answer(_ request: ProviderRequest, generatedID: String, authentication: String?, certificateTopics: [String]? = nil) -> ProviderAnswer {
        let given = request.field(APNsHeaderFields.apnsID)
        let apnsID = given.flatMap { UUIDText.isValid($0) ? $0.lowercased() : nil } ?? generatedID
        func refuse(_ reason: String, timestamp: Int? = nil) -> ProviderAnswer {
            .refusal(reason, apnsID: apnsID, timestamp: timestamp)
        }
        if let reason = check(request, givenID: given, authentication: authentication, certificateTopics: certificateTopics) { return refuse(reason) }
        if !unregistered.isEmpty, let token = request.deviceToken?.lowercased(), let timestamp = unregistered[token] {
            return refuse("Unregistered", timestamp: timestamp)
        }
        return ProviderAnswer(status: 200, apnsID: apnsID)
    }

    /// The first rule `request` breaks, in the order APNs checks them: the request line, the
    /// device token, the headers' form, the credentials, the topic and push type, the payload.
    func check(_ request: ProviderRequest, givenID: String?, authentication: String?, certificateTopics: [String]? = nil) -> String? {
        if request.hasDuplicateHeader { return "DuplicateHeaders" }
        guard request.method == "POST" else { return "MethodNotAllowed" }
        guard let token = request.deviceToken else { return "BadPath" }
        if token.isEmpty { return "MissingDeviceToken" }
        if let reason = tokenReason(token) { return reason }
        if let givenID, !UUIDText.isValid(givenID) { return "BadMessageId" }
        if let authentication { return authentication }
        // A certificate with one topic makes it the default, as APNs does ("Sending notification requests to APNs").
        let defaultTopic = certificateTopics.flatMap { $0.count == 1 ? $0.first : nil }
        guard let topic = request.topic ?? defaultTopic else { return "MissingTopic" }
        let pushType = request.pushType ?? "alert"
        guard PushType.all.contains(pushType) else { return "InvalidPushType" }
        if let certificateTopics, !certificateTopics.contains(topic) { return "TopicDisallowed" }
        if let reason = topicReason(topic, pushType: pushType) { return reason }
        if let reason = headerReason(request, pushType: pushType) { return reason }
        if request.bodyLength == 0 { return "PayloadEmpty" }
        if request.bodyLength > ProviderRequest.payloadLimit(pushType: pushType) { return "PayloadTooLarge" }
        return nil
    }

    /// BadDeviceToken for a token that is not 64 hexadecimal digits or not among `devices`.
    func tokenReason(_ token: String) -> String? {
        var text = token
        let hexadecimal = text.withUTF8 { $0.count == 64 && DeviceToken.isHexadecimal($0) }
        guard hexadecimal else { return "BadDeviceToken" }
        if let devices, !devices.contains(token.lowercased()) { return "BadDeviceToken" }
        return nil
    }

    /// BadTopic for a topic that is no bundle ID; DeviceTokenNotForTopic for another app's;
    /// TopicDisallowed when the suffix does not fit the push type (a Live Activity without
    /// `.push-type.liveactivity`, an alert to `.voip`).
    func topicReason(_ topic: String, pushType: String) -> String? {
        var text = topic
        return text.withUTF8 { bytes -> String? in
            var parts = 1
            var previous: UInt8 = UInt8(ascii: ".")
            for byte in bytes {
                let allowed = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || byte == 0x2E || byte == 0x5F
                guard allowed, !(byte == 0x2E && previous == 0x2E) else { return "BadTopic" }
                if byte == 0x2E { parts += 1 }
                previous = byte
            }
            guard parts >= 2, previous != 0x2E else { return "BadTopic" }
            let suffix = ServeRules.knownSuffixes.first { bytes.count > $0.count && bytes.suffix($0.count).elementsEqual($0) }
            if var bundleID {
                let baseLength = bytes.count - (suffix?.count ?? 0)
                guard bundleID.withUTF8({ $0.elementsEqual(bytes.prefix(baseLength)) }) else { return "DeviceTokenNotForTopic" }
            }
            let expected = PushHeaders.topicSuffix(for: pushType)
            guard suffix?.count == expected?.utf8.count, suffix?.elementsEqual(expected?.utf8 ?? "".utf8) ?? true else { return "TopicDisallowed" }
            return nil
        }
    }

    /// Every push type's topic suffix, longest first (so `.voip-ptt` is not read as `.voip`).
    static let knownSuffixes: [[UInt8]] = PushType.all.compactMap(PushHeaders.topicSuffix(for:)).sorted { $0.count > $1.count }.map { Array($0.utf8) }

    /// BadPriority, BadExpirationDate, BadCollapseId.
    func headerReason(_ request: ProviderRequest, pushType: String) -> String? {
        if let text = request.field(APNsHeaderFields.priority) {
            guard let priority = Int(text), PushHeaders.priorities.contains(priority) else { return "BadPriority" }
            if pushType == "background" && priority != 5 { return "BadPriority" }
        } else if pushType == "background" {
            return "BadPriority"
        }
        if let text = request.field(APNsHeaderFields.expiration) {
            guard !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return "BadExpirationDate" }
        }
        if let collapseID = request.field(APNsHeaderFields.collapseID), collapseID.utf8.count > PushHeaders.collapseIDLimit {
            return "BadCollapseId"
        }
        return nil
    }
}
