#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-wide store of cell texts too long to sit inline in a `Glyph` (a letter with many
/// combining marks): each distinct text once, found again by its bytes. Thread-safe; it only grows,
/// and only by what payloads contain.
package final class GlyphTable: @unchecked Sendable {
    package static let shared = GlyphTable()

    private var texts: [[UInt8]] = []
    private var indices: [[UInt8]: UInt64] = [:]
    private var longest = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    package func index(of bytes: [UInt8]) -> UInt64 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let index = indices[bytes] { return index }
        let index = UInt64(texts.count)
        texts.append(bytes)
        indices[bytes] = index
        longest = max(longest, bytes.count)
        return index
    }

    /// UTF-8 bytes of the longest text stored (0 while none is).
    package var longestText: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return longest
    }

    package func bytes(at index: UInt64) -> [UInt8] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return Int(index) < texts.count ? texts[Int(index)] : []
    }
}
