#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM asking the headless server to stop: the handler only sets a flag, which
/// the event loop reads each turn (its poll wakes at least every 100 ms, or early on EINTR).
enum StopSignal {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in StopSignal.received = 1 }
            #else
            action.__sigaction_u.__sa_handler = { _ in StopSignal.received = 1 }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signalNumber, &action, nil)
        }
        // A parent may have started it with these held back (a test runner, some shells' `&`).
        var wanted = sigset_t()
        sigemptyset(&wanted)
        sigaddset(&wanted, SIGINT)
        sigaddset(&wanted, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &wanted, nil)
    }

    static var requested: Bool { received != 0 }
}
