import Foundation
import Testing
@testable import PushPeekModel

/// `WorkerThread`, the one way the program starts a thread: the work runs once, on another
/// thread, and is seen finished after `join()`; detached work runs with nothing waiting for it.
@Suite("WorkerThread")
struct WorkerThreadTests {
    @Test("join waits for the work, which ran once on a thread of its own")
    func joinWaitsForTheWork() throws {
        let runs = LockedValue(0)
        let onMain = LockedValue(true)
        let thread = try #require(WorkerThread.start(stackSize: 1 << 20) {
            onMain.set(Thread.isMainThread)
            // Enough work that an early return from join would be caught.
            var total = 0
            for step in 0..<200_000 { total &+= step }
            runs.set(runs.value + (total > 0 ? 1 : 0))
        })
        thread.join()
        thread.join()
        #expect(runs.value == 1)
        #expect(onMain.value == false)
    }

    @Test("detached work runs with nothing waiting for it")
    func detachedWorkRuns() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writeEnd = ends[1]
        #expect(WorkerThread.detached {
            var byte: UInt8 = 42
            _ = write(writeEnd, &byte, 1)
            close(writeEnd)
        })
        var received: UInt8 = 0
        #expect(read(ends[0], &received, 1) == 1)
        #expect(received == 42)
    }

    @Test("a thread let go without a join still runs its work and keeps what it captured alive")
    func threadLetGoStillRuns() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        let writeEnd = ends[1]
        let message = LockedValue<[UInt8]>([7, 8, 9])
        do {
            _ = WorkerThread.start {
                var bytes = message.value
                _ = write(writeEnd, &bytes, bytes.count)
                close(writeEnd)
            }
        }
        var received = [UInt8](repeating: 0, count: 3)
        var count = 0
        while count < 3 {
            let got = received.withUnsafeMutableBytes { read(ends[0], $0.baseAddress?.advanced(by: count), 3 - count) }
            guard got > 0 else { break }
            count += got
        }
        #expect(received == [7, 8, 9])
    }
}
