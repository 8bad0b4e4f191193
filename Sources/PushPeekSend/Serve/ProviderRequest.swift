/// A request as it reached `pushpeek serve`: the pseudo-headers, the other header fields in the
/// order sent (twice-sent ones kept twice), and the body up to the payload limit.
public struct ProviderRequest: Sendable, Equatable {
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

    public init(method: String?, path: String?, headers: [HTTPHeader], body: [UInt8], bodyLength: Int? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.bodyLength = bodyLength ?? body.count
        fields = APNsHeaderFields(headers)
        if let path, path.utf8.starts(with: ProviderRequest.devicePrefix.utf8) {
            deviceToken = String(path.utf8.dropFirst(ProviderRequest.devicePrefix.utf8.count)) ?? String(path.dropFirst(ProviderRequest.devicePrefix.count))
        } else {
            deviceToken = nil
        }
    }

    /// The same head (method, path, header fields, and what was found in them) with another body:
    /// for a request that repeats the one before it on a connection.
    public func with(body: [UInt8], bodyLength: Int) -> ProviderRequest {
        ProviderRequest(method: method, path: path, headers: headers, body: body, bodyLength: bodyLength, deviceToken: deviceToken, fields: fields)
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

    /// The value of the header `name` (lower case), the first if it came twice.
    public func header(_ name: String) -> String? {
        if let index = APNsHeaderFields.index(name) { return fields.values[index] }
        for header in headers where header.name == name { return header.value }
        return nil
    }

    /// Whether a header APNs takes once came twice.
    public var hasDuplicateHeader: Bool { fields.duplicated }

    static let devicePrefix = "/3/device/"

    /// The largest payload APNs takes for `pushType`: 5 KB for VoIP, 4 KB for the others.
    public static func payloadLimit(pushType: String?) -> Int {
        pushType == "voip" ? 5120 : 4096
    }
}
