import PushPeekJSON

/// An APNs answer: the status, `apns-id`, and for errors the JSON body's `reason` and (410) `timestamp`.
public struct APNsResponse: Sendable, Equatable {
    public var status: Int
    public var apnsID: String?
    public var reason: String?
    /// For `Unregistered`: when APNs last knew the token was valid, milliseconds since 1970.
    public var timestamp: Int?

    public init(status: Int, apnsID: String? = nil, reason: String? = nil, timestamp: Int? = nil) {
        self.status = status
        self.apnsID = apnsID
        self.reason = reason
        self.timestamp = timestamp
    }

    /// Reads the status, headers and body of a response; a body that is no JSON object leaves the
    /// reason nil (the status still says what happened).
    public init(status: Int, headers: [HTTPHeader], body: [UInt8]) {
        self.status = status
        apnsID = headers.last { $0.name.lowercased() == "apns-id" }?.value
        guard !body.isEmpty, body.count <= 4096 else { return }
        let node: JSONNode
        do {
            node = try JSONParser.parse(body)
        } catch {
            return
        }
        reason = node["reason"]?.string
        if let milliseconds = node["timestamp"]?.number, milliseconds.isFinite, abs(milliseconds) < 1e15 {
            timestamp = Int(milliseconds)
        }
    }

    public var succeeded: Bool { status == 200 }
}
