/// A request as it reached `pushpeek serve`: the pseudo-headers, the other header fields in the
/// order sent (twice-sent ones kept twice), and the body up to the payload limit.
public struct ProviderRequest: Sendable, Equatable {
    public var method: String?
    public var path: String?
    public var headers: [HTTPHeader]
    /// The body's first bytes: all of it when it fits the limit, one byte past the limit when not.
    public var body: [UInt8]
    /// How many body bytes arrived (or `content-length` said would), counted past what was kept.
    public var bodyLength: Int

    public init(method: String?, path: String?, headers: [HTTPHeader], body: [UInt8], bodyLength: Int? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.bodyLength = bodyLength ?? body.count
    }

    /// The value of the header `name` (lower case), the first if it came twice.
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The device token: the path's part after `/3/device/`, or nil for another path.
    public var deviceToken: String? {
        guard let path, path.hasPrefix(ProviderRequest.devicePrefix) else { return nil }
        return String(path.dropFirst(ProviderRequest.devicePrefix.count))
    }

    static let devicePrefix = "/3/device/"

    /// The largest payload APNs takes for `pushType`: 5 KB for VoIP, 4 KB for the others.
    public static func payloadLimit(pushType: String?) -> Int {
        pushType == "voip" ? 5120 : 4096
    }
}
