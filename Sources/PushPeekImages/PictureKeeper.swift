#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCanvas

/// What was made from pictures (their symbols, their pixel encodings), kept by a key that names the
/// picture's pixel storage: each entry holds its picture, so that storage stays the picture's while
/// the key names it. Thread-safe; at most `capacity` entries, all dropped when it is full.
final class PictureKeeper<Key: Hashable, Value>: @unchecked Sendable {
    let capacity: Int
    private var entries: [Key: (image: RasterImage, value: Value)] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var made = 0

    init(capacity: Int) {
        self.capacity = capacity
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value kept for `key`, or `make`'s, kept with `image` (the picture `key` names).
    func value(for key: Key, image: RasterImage, make: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        if let known = entries[key] {
            pthread_mutex_unlock(mutex)
            return known.value
        }
        pthread_mutex_unlock(mutex)
        let value = make()
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        made += 1
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (image, value)
        return value
    }

    /// How many values were made rather than found.
    var makeCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return made
    }
}
