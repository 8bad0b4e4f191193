#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import PushPeekCanvas

/// What was made from pictures (their symbols, their pixel encodings), kept by a key that names the
/// picture's pixel storage: each entry holds its picture, so that storage stays the picture's while
/// the key names it. A value can be made ahead on a thread of its own (`makeAhead`); asked for
/// meanwhile, it is waited for once that thread has begun it, and made by the caller if the thread
/// has not begun yet (a thread started late is not waited for); never made twice. Thread-safe; at
/// most `capacity` entries, all dropped when it is full.
final class PictureKeeper<Key: Hashable, Value>: @unchecked Sendable {
    let capacity: Int
    private var entries: [Key: (image: RasterImage, value: Value)] = [:]
    /// The keys whose values are to be made ahead by a thread that has not begun yet.
    private var waiting: Set<Key> = []
    /// The keys whose values are being made ahead.
    private var underway: Set<Key> = []
    /// Guards the entries and sets; signalled when a value made ahead is kept.
    private let state = ConditionLock()
    private var made = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `key` (waiting for it while it is made ahead), or `make`'s, kept with
    /// `image` (the picture `key` names); `make` also takes over a value whose thread has not begun.
    func value(for key: Key, image: RasterImage, make: () -> Value) -> Value {
        state.lock()
        while underway.contains(key) { state.wait() }
        if let known = entries[key] {
            state.unlock()
            return known.value
        }
        waiting.remove(key)
        state.unlock()
        let value = make()
        keep(value, for: key, image: image, ahead: false)
        return value
    }

    /// Starts making the value for `key` with `make` on a thread of its own (`WorkerThread`), unless
    /// it is kept or already underway. False when nothing was started.
    @discardableResult
    func makeAhead(for key: Key, image: RasterImage, make: @escaping @Sendable () -> Value) -> Bool
    where Key: Sendable, Value: Sendable {
        state.lock()
        guard entries[key] == nil, !underway.contains(key), !waiting.contains(key) else {
            state.unlock()
            return false
        }
        waiting.insert(key)
        state.unlock()
        let started = WorkerThread.detached { [self] in
            guard begin(key) else { return }
            keep(make(), for: key, image: image, ahead: true)
        }
        if !started {
            state.lock()
            waiting.remove(key)
            state.unlock()
        }
        return started
    }

    /// Marks `key` underway on the thread that makes it ahead; false when a caller took it over.
    private func begin(_ key: Key) -> Bool {
        state.lock()
        defer { state.unlock() }
        guard waiting.remove(key) != nil else { return false }
        underway.insert(key)
        return true
    }

    private func keep(_ value: Value, for key: Key, image: RasterImage, ahead: Bool) {
        state.lock()
        defer { state.unlock() }
        made += 1
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (image, value)
        if ahead {
            underway.remove(key)
            state.broadcast()
        }
    }

    /// Whether the value for `key` is kept or being made ahead.
    func isKnown(_ key: Key) -> Bool {
        state.lock()
        defer { state.unlock() }
        return entries[key] != nil || underway.contains(key) || waiting.contains(key)
    }

    /// How many values were made rather than found.
    var makeCount: Int {
        state.lock()
        defer { state.unlock() }
        return made
    }
}
