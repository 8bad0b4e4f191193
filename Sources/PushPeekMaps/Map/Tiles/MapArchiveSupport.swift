/// What the core needs from system libraries to read vector tile archives: zlib to inflate gzip
/// tiles and directories, SQLite to query MBTiles. The edge supplies it (`PushPeekMapArchives`), as
/// it supplies picture decoding; the core does all the parsing.
public protocol MapArchiveSupport: Sendable {
    /// Inflates gzip or zlib data; refuses output longer than `limit` bytes (a tile that would
    /// decompress to gigabytes stops there).
    func inflate(_ bytes: [UInt8], limit: Int) throws(MapArchiveError) -> [UInt8]
    /// Opens an MBTiles (SQLite) file read-only through its open descriptor: SQLite reads the file
    /// that was checked and never opens its path again.
    func openMBTiles(_ file: ArchiveFile) throws(MapArchiveError) -> any MBTilesDatabase
}
