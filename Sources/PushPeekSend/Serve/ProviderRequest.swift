/// A request as it reached `pushpeek serve`: the pseudo-headers, the other header fields in the
/// order sent (twice-sent ones kept twice), and the body up to the payload limit. Immutable, and
/// a reference: the rules, the line, the log and the next request's comparison share one copy.
public final class ProviderRequest: Sendable, Equatable {
    public let method: String?
    public let path: String?
    public let headers: [HTTPHeader]
    /// The body's first bytes: all of it when it fits the limit, one byte past the limit when not.
    public let body: [UInt8]
    /// How many body bytes arrived (or `content-length` said would), counted past what was kept.
    public let bodyLength: Int
    /// The device token: the path's part after `/3/device/`, or nil for another path (taken
    /// apart once: the rules, the line and the log each read it).
    public let deviceToken: String?
    let fields: APNsHeaderFields

    public convenience init(method: String?, path: String?, headers: [HTTPHeader], body: [UInt8], bodyLength: Int? = nil) {
        self.init(method: method, path: path, headers: headers, body: body, bodyLength: bodyLength ?? body.count,
                  deviceToken: ProviderRequest.deviceToken(path), fields: APNsHeaderFields(headers))
    }

    /// The same header fields (and what was found in them) with another request line and body:
    /// for a request that repeats the head of the one before it, perhaps to another device.
    public func with(method: String?, path: String?, body: [UInt8], bodyLength: Int) -> ProviderRequest {
        let token = path == self.path ? deviceToken : ProviderRequest.deviceToken(path)
        return ProviderRequest(method: method, path: path, headers: headers, body: body, bodyLength: bodyLength, deviceToken: token, fields: fields)
    }

    private init(method: String?, path: String?, headers: [HTTPHeader], body: [UInt8], bodyLength: Int, deviceToken: String?, fields: APNsHeaderFields) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.bodyLength = bodyLength
        self.deviceToken = deviceToken
        self.fields = fields
    }

    /// The path's part after `/3/device/`, or nil for another path.
    static func deviceToken(_ path: String?) -> String? {
        guard let path, path.utf8.starts(with: ProviderRequest.devicePrefix.utf8) else { return nil }
        return String(path.utf8.dropFirst(ProviderRequest.devicePrefix.utf8.count)) ?? String(path.dropFirst(ProviderRequest.devicePrefix.count))
    }

    public static func == (lhs: ProviderRequest, rhs: ProviderRequest) -> Bool {
        lhs === rhs || (lhs.method == rhs.method && lhs.path == rhs.path && lhs.headers == rhs.headers && lhs.body == rhs.body
                        && lhs.bodyLength == rhs.bodyLength)
    }

    /// The value of the header `name` (lower case), the first if it came twice.
    public func header(_ name: String) -> String? {
        if let index = APNsHeaderFields.index(name) { return fields.values[index] }
        for header in headers where header.name == name { return header.value }
        return nil
    }

    /// `authorization`, `apns-push-type` and `apns-topic` as `header(_:)` gives them, without
    /// finding the name.
    public var authorization: String? { fields.values[APNsHeaderFields.authorization] }
    public var pushType: String? { fields.values[APNsHeaderFields.pushType] }
    public var topic: String? { fields.values[APNsHeaderFields.topic] }

    /// The field at `index` of `APNsHeaderFields.names`.
    func field(_ index: Int) -> String? { fields.values[index] }

    /// Whether a header APNs takes once came twice.
    public var hasDuplicateHeader: Bool { fields.duplicated }

    static let devicePrefix = "/3/device/"

    /// The largest payload APNs takes for `pushType`: 5 KB for VoIP, 4 KB for the others.
    public static func payloadLimit(pushType: String?) -> Int {
        pushType == "voip" ? 5120 : 4096
    }
}
