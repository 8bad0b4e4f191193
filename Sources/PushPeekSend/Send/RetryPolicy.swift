/// When to send again a request APNs asked to be retried (429 TooManyRequests, 500, 503) or refused
/// unprocessed: exponential backoff from `initialDelay`, doubling, capped at `maximumDelay`, at most
/// `maximumRetries` times. Times are in milliseconds.
public struct RetryPolicy: Sendable, Equatable {
    public var maximumRetries: Int
    public var initialDelay: Int
    public var maximumDelay: Int

    public init(maximumRetries: Int = 3, initialDelay: Int = 1000, maximumDelay: Int = 30_000) {
        self.maximumRetries = maximumRetries
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// The wait before retry number `retry` (1-based), or nil when no retry is left.
    public func delay(beforeRetry retry: Int) -> Int? {
        guard retry >= 1, retry <= maximumRetries else { return nil }
        var delay = initialDelay
        for _ in 1..<retry where delay < maximumDelay { delay *= 2 }
        return min(delay, maximumDelay)
    }
}
