/// The pure bookkeeping of one `send` run: which device's request is due, what each answer means,
/// when to try again. The network layer asks `due(now:)` for requests, reports each end with
/// `finish`, and sleeps until `nextWake` while none is due. Times are milliseconds on any clock.
///
/// Invariant: every device ends with exactly one outcome; a request is sent again only when APNs
/// asked for it (429 TooManyRequests, 500, 503) or refused the stream unprocessed, so pushpeek never
/// delivers a push twice by its own retries.
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
    }

    public private(set) var deliveries: [Delivery]
    public let policy: RetryPolicy
    /// Messages worth telling the user as they happen (a retry, a refused stream).
    public private(set) var notes: [String] = []
    private var nextIndex = 0
    private var waiting: Set<Int> = []

    public init(devices: [String], apnsIDs: [String], policy: RetryPolicy) {
        deliveries = zip(devices, apnsIDs).map { Delivery(device: $0, apnsID: $1) }
        self.policy = policy
    }

    /// Indices of requests to send now, at most `limit`; each is marked in flight.
    public mutating func due(now: Int, limit: Int) -> [Int] {
        var ready: [Int] = []
        for index in waiting.sorted() where ready.count < limit {
            if let at = deliveries[index].readyAt, at <= now { ready.append(index) }
        }
        for index in ready { waiting.remove(index) }
        while ready.count < limit, nextIndex < deliveries.count {
            ready.append(nextIndex)
            nextIndex += 1
        }
        for index in ready {
            deliveries[index].readyAt = nil
            deliveries[index].attempts += 1
        }
        return ready
    }

    /// Records how request `index` ended at `now`.
    public mutating func finish(_ index: Int, _ result: TransportResult, now: Int) {
        switch result {
        case .response(let status, let headers, let body):
            let response = APNsResponse(status: status, headers: headers, body: body)
            if response.succeeded {
                deliveries[index].outcome = .sent
                return
            }
            let reason = response.reason ?? "HTTP \(status)"
            deliveries[index].lastReason = reason
            if APNsReason.isRetryable(status: status, reason: response.reason) {
                deliveries[index].retries += 1
                if let delay = policy.delay(beforeRetry: deliveries[index].retries) {
                    schedule(index, at: now + delay)
                    notes.append("\(deliveries[index].device): \(status) \(reason); trying again in \(delay) ms")
                    return
                }
            }
            deliveries[index].outcome = .failed(status: status, reason: reason, timestamp: response.timestamp)
        case .failure(let failure):
            if failure.refused {
                deliveries[index].refusals += 1
                if deliveries[index].refusals <= max(1, policy.maximumRetries) {
                    schedule(index, at: now)
                    notes.append("\(deliveries[index].device): \(failure.message) (not processed); sending again")
                    return
                }
            }
            deliveries[index].outcome = failure.certainlyNotSent
                ? .failed(status: nil, reason: failure.message, timestamp: nil)
                : .unknown(failure.message)
        }
    }

    /// Marks every device without an outcome as not sent (the run stopped before them).
    public mutating func abandon(_ why: String) {
        for index in deliveries.indices where deliveries[index].outcome == nil {
            deliveries[index].outcome = deliveries[index].attempts == 0 || waiting.contains(index)
                ? .failed(status: nil, reason: why, timestamp: nil)
                : .unknown(why)
        }
        waiting.removeAll()
        nextIndex = deliveries.count
    }

    private mutating func schedule(_ index: Int, at time: Int) {
        deliveries[index].readyAt = time
        waiting.insert(index)
    }

    /// Whether every device has its outcome.
    public var isComplete: Bool { deliveries.allSatisfy { $0.outcome != nil } }

    /// The earliest time a waiting retry is due, nil when none waits.
    public var nextWake: Int? {
        waiting.compactMap { deliveries[$0].readyAt }.min()
    }

    /// Whether a request is due at `now` (a new one, or a retry whose wait is over).
    public func hasDue(now: Int) -> Bool {
        nextIndex < deliveries.count || (nextWake.map { $0 <= now } ?? false)
    }
}
