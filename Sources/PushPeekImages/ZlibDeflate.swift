import CZlib

/// zlib's deflate at its fastest level, for pictures sent compressed (kitty's `o=z`): level 1 packs
/// a photo's pixels to about a third at about 60 instructions a byte, less than the bytes it saves
/// cost to write, carry and decode.
enum ZlibDeflate {
    /// `bytes` as a zlib stream (RFC 1950), or nil when zlib fails.
    static func compressed(_ bytes: [UInt8]) -> [UInt8]? {
        guard !bytes.isEmpty, let sourceLength = uLong(exactly: bytes.count) else { return nil }
        let bound = compressBound(sourceLength)
        guard let capacity = Int(exactly: bound) else { return nil }
        var output = [UInt8](repeating: 0, count: capacity)
        var written = bound
        let status = output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &written, source.baseAddress, sourceLength, 1)
            }
        }
        guard status == Z_OK, let count = Int(exactly: written), count <= capacity else { return nil }
        output.removeSubrange(count...)
        return output
    }
}
