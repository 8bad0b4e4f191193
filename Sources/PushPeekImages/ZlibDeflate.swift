import CZlib

/// zlib's deflate at its fastest level, for pictures sent compressed (kitty's `o=z`): level 1 packs
/// a photo's pixels to about a third at about 60 instructions a byte, less than the bytes it saves
/// cost to write, carry and decode. Its window and hash table are sized to the picture
/// (`pp_deflate_fast`), not compress2's 268 KB of state.
enum ZlibDeflate {
    /// `bytes` as a zlib stream (RFC 1950), or nil when zlib fails.
    static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
        guard !bytes.isEmpty, let sourceLength = UInt(exactly: bytes.count) else { return nil }
        let bound = pp_deflate_fast_bound(sourceLength)
        guard let capacity = Int(exactly: bound) else { return nil }
        var output = [UInt8](repeating: 0, count: capacity)
        var written = bound
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                pp_deflate_fast(source.baseAddress, sourceLength, target.baseAddress, &written)
            }
        }
        guard status == Z_OK, let count = Int(exactly: written), count <= capacity else { return nil }
        output.removeSubrange(count...)
        return output
    }
}
