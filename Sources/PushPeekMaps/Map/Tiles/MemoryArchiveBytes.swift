/// Archive bytes held in memory (a built-in example's archive, or a test's).
public struct MemoryArchiveBytes: ArchiveBytes {
    package let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var count: Int { bytes.count }

    public func read(offset: Int, length: Int) throws(MapArchiveError) -> [UInt8] {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw ArchiveFile.outOfRange(offset: offset, length: length, count: bytes.count)
        }
        return Array(bytes[offset..<(offset + length)])
    }
}
