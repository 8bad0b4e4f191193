import CZlib

/// zlib's run-length deflate (`Z_RLE`), for picture rows after PNG's filters (`PNGEncoder`): a
/// filtered photo is mostly runs of small differences, which it packs about as well as level 1's
/// hash chains did the raw pixels, in a fraction of the instructions. Its window is zlib's smallest
/// (`pp_deflate_rle`), not compress2's 268 KB of state.
enum ZlibDeflate {
    /// `bytes` as a zlib stream (RFC 1950), or nil when zlib fails.
    static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
        guard !bytes.isEmpty, let sourceLength = UInt(exactly: bytes.count) else { return nil }
        let bound = pp_deflate_rle_bound(sourceLength)
        guard let capacity = Int(exactly: bound) else { return nil }
        var output = [UInt8](repeating: 0, count: capacity)
        var written = bound
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                pp_deflate_rle(source.baseAddress, sourceLength, target.baseAddress, &written)
            }
        }
        guard status == Z_OK, let count = Int(exactly: written), count <= capacity else { return nil }
        output.removeSubrange(count...)
        return output
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG's chunks carry it).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32_z(0, buffer.baseAddress, buffer.count))
        }
    }
}
