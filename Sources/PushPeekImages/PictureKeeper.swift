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
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when a value made ahead is kept.
    private let madeAhead: UnsafeMutablePointer<pthread_cond_t>
    private var made = 0

    init(capacity: Int) {
        self.capacity = capacity
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        madeAhead = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
        pthread_cond_init(madeAhead, nil)
    }

    deinit {
        pthread_cond_destroy(madeAhead)
        madeAhead.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value kept for `key` (waiting for it while it is made ahead), or `make`'s, kept with
    /// `image` (the picture `key` names); `make` also takes over a value whose thread has not begun.
    func value(for key: Key, image: RasterImage, make: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        while underway.contains(key) { pthread_cond_wait(madeAhead, mutex) }
        if let known = entries[key] {
            pthread_mutex_unlock(mutex)
            return known.value
        }
        waiting.remove(key)
        pthread_mutex_unlock(mutex)
        let value = make()
        keep(value, for: key, image: image, ahead: false)
        return value
    }

    /// Starts making the value for `key` with `make` on a thread of its own (`WorkerThread`), unless
    /// it is kept or already underway. False when nothing was started.
    @discardableResult
    func makeAhead(for key: Key, image: RasterImage, make: @escaping @Sendable () -> Value) -> Bool
    where Key: Sendable, Value: Sendable {
        pthread_mutex_lock(mutex)
        guard entries[key] == nil, !underway.contains(key), !waiting.contains(key) else {
            pthread_mutex_unlock(mutex)
            return false
        }
        waiting.insert(key)
        pthread_mutex_unlock(mutex)
        let started = WorkerThread.detached { [self] in
            guard begin(key) else { return }
            keep(make(), for: key, image: image, ahead: true)
        }
        if !started {
            pthread_mutex_lock(mutex)
            waiting.remove(key)
            pthread_mutex_unlock(mutex)
        }
        return started
    }

    /// Marks `key` underway on the thread that makes it ahead; false when a caller took it over.
    private func begin(_ key: Key) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard waiting.remove(key) != nil else { return false }
        underway.insert(key)
        return true
    }

    private func keep(_ value: Value, for key: Key, image: RasterImage, ahead: Bool) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        made += 1
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (image, value)
        if ahead {
            underway.remove(key)
            pthread_cond_broadcast(madeAhead)
        }
    }

    /// Whether the value for `key` is kept or being made ahead.
    func isKnown(_ key: Key) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return entries[key] != nil || underway.contains(key) || waiting.contains(key)
    }

    /// How many values were made rather than found.
    var makeCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return made
    }
}
