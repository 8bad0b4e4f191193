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

    /// Bytes written by `write` (a card written straight from its cells).
    mutating func appendBytes(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        if bytes.count >= OutputBuffer.blockSize { flush() }
    }

    /// Bytes written by `write` and a newline (a line built without a `String`).
    mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&bytes)
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= OutputBuffer.blockSize { flush() }
    }

    /// Writes everything held (before an error message, so stdout and stderr keep their order).
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        Output.writeStandardOutput(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}
