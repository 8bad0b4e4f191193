import Foundation
import Testing
@testable import PushPeekModel

/// `WorkerPool`: work that nothing joins, and `PendingWork`, run on threads kept between pieces of
/// work. Each piece runs once, off the caller's thread; a thread left waiting by earlier work takes
/// the next; work that waits for other work never waits for a thread.
@Suite("WorkerPool and PendingWork")
struct WorkerPoolTests {
    /// The calling thread's id (pool threads never end, so no id is reused among them).
    static func threadID() -> UInt64 {
        var id: UInt64 = 0
        #if os(Linux)
        id = UInt64(pthread_self())
        #else
        pthread_threadid_np(nil, &id)
        #endif
        return id
    }

    @Test("wait returns once the work ran, once, on another thread; at once the second time")
    func waitSeesTheWorkDone() throws {
        let runs = LockedValue(0)
        let thread = LockedValue<UInt64>(0)
        let pending = try #require(PendingWork.start {
            var total = 0
            for step in 0..<200_000 { total &+= step }
            thread.set(Self.threadID())
            runs.set(runs.value + (total > 0 ? 1 : 0))
        })
        pending.wait()
        pending.wait()
        #expect(runs.value == 1)
        #expect(thread.value != 0 && thread.value != Self.threadID())
    }

    @Test("work handed over after earlier work has ended runs on the thread that earlier work left waiting")
    func aWaitingThreadIsReused() throws {
        let pool = WorkerPool()
        let first = LockedValue<UInt64>(0)
        #expect(pool.run { first.set(Self.threadID()) })
        // The thread waits for work once its first piece has ended (polled, up to 30,000 times:
        // nothing is timed).
        func awaitWaitingThread() {
            var polls = 0
            while pool.waitingThreads == 0 && polls < 30_000 {
                usleep(1_000)
                polls += 1
            }
        }
        awaitWaitingThread()
        let second = LockedValue<UInt64>(0)
        #expect(pool.run { second.set(Self.threadID()) })
        awaitWaitingThread()
        #expect(first.value != 0 && second.value == first.value, "one thread for both")
        #expect(pool.waitingThreads == 1)
    }

    @Test("pieces of work that wait for each other each get a thread: none waits behind another")
    func workWaitingForWorkGetsItsOwnThread() throws {
        let count = 8
        let started = LockedValue(0)
        let threads = LockedValue<Set<UInt64>>([])
        var pending: [PendingWork] = []
        for _ in 0..<count {
            pending.append(try #require(PendingWork.start {
                threads.update { $0.insert(Self.threadID()) }
                started.update { $0 += 1 }
                // Each ends only once all have begun: on fewer threads than pieces this would not
                // end (given up after 60,000 polls, and then counted short below).
                var polls = 0
                while started.value < count && polls < 60_000 {
                    usleep(500)
                    polls += 1
                }
            }))
        }
        for work in pending { work.wait() }
        #expect(started.value == count)
        #expect(threads.value.count == count)
    }
}
