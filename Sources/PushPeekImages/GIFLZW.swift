import PushPeekJSON
#if !canImport(ImageIO)

/// The variable-width LZW decompressor of GIF image data (codes packed least significant bit first,
/// 3...12 bits wide, with clear and end-of-information codes).
enum GIFLZW {
    static let maxCodes = 4096

    /// Decodes at most `rowWidth × rowCount` colour indices and hands them over a row at a time
    /// (`onRow(rowNumber, indices)`), so no more than a row and one code's string are held; data that
    /// ends early yields fewer rows (the rest of the frame stays transparent, as browsers show a partly
    /// downloaded GIF), the last one possibly short. Invalid codes throw.
    ///
    /// The work is bounded by the output and the input: every code but a clear code adds at least one
    /// index, and decoding stops at the frame's size.
    static func decode(_ data: [UInt8], minCodeSize: Int, rowWidth: Int, rowCount: Int,
                       onRow: (Int, ArraySlice<UInt8>) -> Void) throws(InputError) {
        let pixelCount = rowWidth * rowCount
        guard rowWidth > 0, pixelCount > 0 else { return }
        guard (2...8).contains(minCodeSize) else {
            throw InputError(.badInput, message: "GIF LZW minimum code size \(minCodeSize) is not 2...8")
        }
        let clear = 1 << minCodeSize
        let end = clear + 1
        var prefix = [Int16](repeating: -1, count: maxCodes)
        var suffix = [UInt8](repeating: 0, count: maxCodes)
        var first = [UInt8](repeating: 0, count: maxCodes)
        var length = [Int](repeating: 0, count: maxCodes)
        for code in 0..<clear {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            first[code] = UInt8(truncatingIfNeeded: code)
            length[code] = 1
        }
        var codeSize = minCodeSize + 1
        var next = clear + 2
        var previous = -1
        // Indices not yet handed over: less than a row plus one string of at most `maxCodes`.
        var output = [UInt8]()
        output.reserveCapacity(rowWidth + maxCodes)
        var emitted = 0
        var rowNumber = 0
        func flush(final: Bool) {
            var start = 0
            while output.count - start >= rowWidth || (final && start < output.count), rowNumber < rowCount {
                let end = min(output.count, start + rowWidth)
                onRow(rowNumber, output[start..<end])
                rowNumber += 1
                start = end
            }
            output.removeFirst(start)
        }
        var bitBuffer = 0
        var bitCount = 0
        var position = 0
        decoding: while emitted < pixelCount {
            while bitCount < codeSize {
                guard position < data.count else { break decoding }
                bitBuffer |= Int(data[position]) << bitCount
                bitCount += 8
                position += 1
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minCodeSize + 1
                next = clear + 2
                previous = -1
                continue
            }
            if code == end { break }
            if previous < 0 {
                guard code < clear else { throw invalid(code) }
                output.append(UInt8(truncatingIfNeeded: code))
                emitted += 1
                previous = code
                if output.count >= rowWidth { flush(final: false) }
                continue
            }
            guard code <= next, code != next || next < maxCodes else { throw invalid(code) }
            if next < maxCodes {
                prefix[next] = Int16(previous)
                suffix[next] = code < next ? first[code] : first[previous]
                first[next] = first[previous]
                length[next] = length[previous] + 1
                next += 1
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            let start = output.count
            output.append(contentsOf: repeatElement(0, count: length[code]))
            var index = start + length[code] - 1
            var walk = code
            while walk >= 0 {
                output[index] = suffix[walk]
                walk = Int(prefix[walk])
                index -= 1
            }
            emitted += length[code]
            previous = code
            if output.count >= rowWidth { flush(final: false) }
        }
        flush(final: true)
    }

    static func invalid(_ code: Int) -> InputError {
        InputError(.badInput, message: "corrupt GIF image data (LZW code \(code) out of sequence)")
    }
}
#endif
