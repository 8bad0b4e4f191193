#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects standard output and writes it in large blocks: a bulk run of thousands of cards makes a
/// few dozen `write(2)` calls instead of one per card.
struct OutputBuffer {
    /// Bytes held before a write.
    static let blockSize = 64 << 10

    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(OutputBuffer.blockSize + 4096)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= OutputBuffer.blockSize { flush() }
    }

    /// Writes everything held (before an error message, so stdout and stderr keep their order).
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
