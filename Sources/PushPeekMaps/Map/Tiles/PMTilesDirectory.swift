/// One PMTiles directory (the root, or a leaf): entries sorted by tile id, each either a run of
/// tiles with the same data or (run length 0) a pointer to a leaf directory.
package struct PMTilesDirectory: Sendable {
    package struct Entry: Hashable, Sendable {
        package var tileID: UInt64
        package var offset: Int
        package var length: Int
        package var runLength: Int
    }

    package var entries: [Entry]

    /// Decodes a directory's varint columns (count; tile id deltas; run lengths; lengths; offsets,
    /// where 0 means "right after the previous entry" and any other value is offset + 1).
    package init(_ bytes: [UInt8]) throws(MapArchiveError) {
        var reader = ProtobufReader(bytes)
        func fail(_ message: String) -> MapArchiveError { MapArchiveError(file: "", message: message) }
        func next() throws(MapArchiveError) -> UInt64 {
            do { return try reader.varint() } catch { throw fail("directory cut short: \(error.message)") }
        }
        let count = try next()
        // Every entry takes at least four bytes (one per column), so a count above that is a lie.
        guard count <= UInt64(MapArchiveLimits.maxDirectoryEntries), count <= UInt64(bytes.count / 4) else {
            throw fail("directory claims \(count) entries in \(bytes.count) bytes")
        }
        let n = Int(count)
        var ids: [UInt64] = []
        ids.reserveCapacity(n)
        var last: UInt64 = 0
        for index in 0..<n {
            let delta = try next()
            let (sum, overflow) = last.addingReportingOverflow(delta)
            guard !overflow, index == 0 || delta > 0 else { throw fail("directory tile ids are not increasing") }
            last = sum
            ids.append(sum)
        }
        var runs: [Int] = []
        var lengths: [Int] = []
        for _ in 0..<n {
            let run = try next()
            guard run <= UInt64(Int32.max) else { throw fail("a run of \(run) tiles") }
            runs.append(Int(run))
        }
        for _ in 0..<n {
            let length = try next()
            guard length > 0, length <= UInt64(Int32.max) else { throw fail("an entry of \(length) bytes") }
            lengths.append(Int(length))
        }
        entries = []
        entries.reserveCapacity(n)
        for index in 0..<n {
            let raw = try next()
            var offset: Int
            if raw == 0 {
                guard index > 0 else { throw fail("the first entry has no offset") }
                offset = entries[index - 1].offset + entries[index - 1].length
            } else {
                guard raw - 1 <= UInt64(Int.max / 2) else { throw fail("an offset of \(raw - 1)") }
                offset = Int(raw - 1)
            }
            entries.append(Entry(tileID: ids[index], offset: offset, length: lengths[index], runLength: runs[index]))
        }
    }

    /// The entry that holds `tileID` (or the leaf pointer that may), by binary search.
    package func entry(for tileID: UInt64) -> Entry? {
        var low = 0
        var high = entries.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if entries[middle].tileID <= tileID {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard let index = found else { return nil }
        let entry = entries[index]
        if entry.runLength == 0 { return entry }
        return tileID - entry.tileID < UInt64(entry.runLength) ? entry : nil
    }
}
