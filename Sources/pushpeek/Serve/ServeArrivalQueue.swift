#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Arrivals handed from the server's thread to the lock screen's run loop, and the stop asked
/// for the other way; a mutex guards both.
final class ServeArrivalQueue: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var waiting: [ServeArrival] = []
    private var stopping = false
    private var ended = false

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }

    func put(_ arrival: ServeArrival) { locked { waiting.append(arrival) } }

    /// Everything waiting, oldest first.
    func take() -> [ServeArrival] {
        locked {
            defer { waiting = [] }
            return waiting
        }
    }

    func stop() { locked { stopping = true } }
    var stopRequested: Bool { locked { stopping } }

    /// The server has drained and returned.
    func end() { locked { ended = true } }
    var hasEnded: Bool { locked { ended } }
}
