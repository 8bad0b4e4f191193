#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import PushPeekCanvas

/// Pictures libchafa drew, kept so that redrawing a frame does not draw them again: found by the
/// picture's pixel storage (the entry holds the picture, so that storage stays its own), box,
/// depth and backdrop. Thread-safe; at most `capacity` entries, all dropped when it is full.
package final class ChafaSymbolCache: @unchecked Sendable {
    static let capacity = 64

    /// What a drawing depends on; equal keys have equal pixels.
    struct Key: Hashable {
        let storage: UInt
        let width: Int
        let height: Int
        let size: Size
        let depth: ColorDepth
        let backdrop: RGB?

        init(image: RasterImage, size: Size, depth: ColorDepth, backdrop: RGB?) {
            storage = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            width = image.width
            height = image.height
            self.size = size
            self.depth = depth
            self.backdrop = backdrop
        }
    }

    private var entries: [Key: (image: RasterImage, cells: CellGrid)] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var draws = 0

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The cells kept for `key`, or `draw`'s, kept. `image` is the picture `key` was made from.
    func cells(for key: Key, image: RasterImage, draw: () -> CellGrid) -> CellGrid {
        pthread_mutex_lock(mutex)
        if let known = entries[key] {
            pthread_mutex_unlock(mutex)
            return known.cells
        }
        pthread_mutex_unlock(mutex)
        let cells = draw()
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        draws += 1
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (image, cells)
        return cells
    }

    /// How many times a picture was drawn rather than found.
    package var drawCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return draws
    }
}
