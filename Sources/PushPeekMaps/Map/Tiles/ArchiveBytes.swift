/// Random access to the bytes of an archive: a file read piece by piece (only the header, the
/// directories and the tiles a map needs are read), or bytes already in memory.
public protocol ArchiveBytes: Sendable {
    var count: Int { get }
    /// Exactly `length` bytes from `offset`; an error when they lie outside the archive.
    func read(offset: Int, length: Int) throws(MapArchiveError) -> [UInt8]
}
