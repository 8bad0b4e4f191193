import PushPeekJSON

/// The pure bookkeeping of one `send` run: which device's request is due, what each answer means,
/// when to try again. The network layer asks `due(now:)` for requests, reports each end with
/// `finish`, and sleeps until `nextWake` while none is due. Times are milliseconds on any clock.
///
/// Invariant: every device ends with exactly one outcome; a request is sent again only when APNs
/// asked for it (429 TooManyRequests, 500, 503), refused the stream unprocessed, or called the
/// provider token expired (once, with a new token), so pushpeek never delivers a push twice by its
/// own retries. Each call costs in proportion to what it hands out or records, never to the batch.
public struct SendBatch: Sendable {
    /// One device's progress.
    public struct Delivery: Sendable, Equatable {
        public let device: String
        public let apnsID: String
        /// Requests made so far.
        public internal(set) var attempts = 0
        public internal(set) var outcome: DeviceOutcome?
        /// The last response's reason, kept when a retry follows.
        public internal(set) var lastReason: String?
        package var readyAt: Int? = 0
        package var retries = 0
        package var refusals = 0
        /// The provider token generation the last request was made with, and whether a new token was tried.
        package var tokenGenerationSent = 0
        package var renewedToken = false
    }

    public private(set) var deliveries: [Delivery]
    public let policy: RetryPolicy
    /// Messages worth telling the user as they happen (a retry, a refused stream).
    public private(set) var notes: [String] = []
    /// Which provider token requests are made with: it goes up by one when APNs called the current
    /// one expired, and the network side signs a new token then.
    public private(set) var tokenGeneration = 0
    private var nextIndex = 0
    private var waiting = RetryQueue()
    private var remaining: Int

    public init(devices: [String], apnsIDs: [String], policy: RetryPolicy) {
        deliveries = zip(devices, apnsIDs).map { Delivery(device: $0, apnsID: $1) }
        self.policy = policy
        remaining = deliveries.count
    }

    /// Indices of requests to send now, at most `limit`; each is marked in flight.
    public mutating func due(now: Int, limit: Int) -> [Int] {
        var ready: [Int] = []
        while ready.count < limit, let index = waiting.pop(readyBy: now) {
            ready.append(index)
        }
        while ready.count < limit, nextIndex < deliveries.count {
            ready.append(nextIndex)
            nextIndex += 1
        }
        for index in ready {
            deliveries[index].readyAt = nil
            deliveries[index].attempts += 1
            deliveries[index].tokenGenerationSent = tokenGeneration
        }
        WorkCounter.add(ready.count + 1)
        return ready
    }

    /// Records how request `index` ended at `now`.
    public mutating func finish(_ index: Int, _ result: TransportResult, now: Int) {
        WorkCounter.add(1)
        guard deliveries[index].outcome == nil else { return }
        switch result {
        case .response(let status, let headers, let body):
            let response = APNsResponse(status: status, headers: headers, body: body)
            if response.succeeded {
                conclude(index, .sent)
                return
            }
            let reason = response.reason ?? "HTTP \(status)"
            deliveries[index].lastReason = reason
            if response.reason == "ExpiredProviderToken" && !deliveries[index].renewedToken {
                deliveries[index].renewedToken = true
                if deliveries[index].tokenGenerationSent == tokenGeneration { tokenGeneration += 1 }
                schedule(index, at: now)
                notes.append("\(deliveries[index].device): \(status) \(reason); sending again with a new provider token")
                return
            }
            if APNsReason.isRetryable(status: status, reason: response.reason) {
                deliveries[index].retries += 1
                if let delay = policy.delay(beforeRetry: deliveries[index].retries) {
                    schedule(index, at: now + delay)
                    notes.append("\(deliveries[index].device): \(status) \(reason); trying again in \(delay) ms")
                    return
                }
            }
            conclude(index, .failed(status: status, reason: reason, timestamp: response.timestamp))
        case .failure(let failure):
            if failure.refused {
                deliveries[index].refusals += 1
                if deliveries[index].refusals <= max(1, policy.maximumRetries) {
                    schedule(index, at: now)
                    notes.append("\(deliveries[index].device): \(failure.message) (not processed); sending again")
                    return
                }
            }
            conclude(index, failure.certainlyNotSent
                ? .failed(status: nil, reason: failure.message, timestamp: nil)
                : .unknown(failure.message))
        }
    }

    private mutating func conclude(_ index: Int, _ outcome: DeviceOutcome) {
        deliveries[index].outcome = outcome
        remaining -= 1
    }

    /// Marks every device without an outcome as not sent (the run stopped before them).
    public mutating func abandon(_ why: String) {
        for index in deliveries.indices where deliveries[index].outcome == nil {
            let notSent = deliveries[index].attempts == 0 || deliveries[index].readyAt != nil
            conclude(index, notSent ? .failed(status: nil, reason: why, timestamp: nil) : .unknown(why))
        }
        waiting = RetryQueue()
        nextIndex = deliveries.count
    }

    private mutating func schedule(_ index: Int, at time: Int) {
        deliveries[index].readyAt = time
        waiting.insert(index, at: time)
    }

    /// Whether every device has its outcome.
    public var isComplete: Bool {
        WorkCounter.add(1)
        return remaining == 0
    }

    /// The earliest time a waiting retry is due, nil when none waits.
    public var nextWake: Int? { waiting.earliest }

    /// Whether a request is due at `now` (a new one, or a retry whose wait is over).
    public func hasDue(now: Int) -> Bool {
        nextIndex < deliveries.count || (nextWake.map { $0 <= now } ?? false)
    }
}
