/// Which APNs service a push goes to: the development (sandbox) one that apps built for debugging
/// register with, or the production one for TestFlight and App Store builds.
public enum APNsEnvironment: String, Sendable, CaseIterable {
    case sandbox, production

    /// `api.sandbox.push.apple.com` or `api.push.apple.com`.
    public var host: String {
        switch self {
        case .sandbox: return "api.sandbox.push.apple.com"
        case .production: return "api.push.apple.com"
        }
    }

    /// The other environment, named in a hint when a token is refused.
    public var other: APNsEnvironment { self == .sandbox ? .production : .sandbox }
}
