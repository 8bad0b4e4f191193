#if !canImport(ImageIO)
import PushPeekCore

/// The variable-width LZW decompressor of GIF image data (codes packed least significant bit first,
/// 3...12 bits wide, with clear and end-of-information codes).
enum GIFLZW {
    static let maxCodes = 4096

    /// Decodes at most `pixelCount` colour indices; data that ends early yields fewer (the rest of the
    /// frame stays transparent, as browsers show a partly downloaded GIF). Invalid codes throw.
    static func decode(_ data: [UInt8], minCodeSize: Int, pixelCount: Int) throws(InputError) -> [UInt8] {
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
        var output = [UInt8]()
        output.reserveCapacity(pixelCount)
        var bitBuffer = 0
        var bitCount = 0
        var position = 0
        decoding: while output.count < pixelCount {
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
                previous = code
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
            previous = code
        }
        if output.count > pixelCount { output.removeLast(output.count - pixelCount) }
        return output
    }

    static func invalid(_ code: Int) -> InputError {
        InputError(.badInput, message: "corrupt GIF image data (LZW code \(code) out of sequence)")
    }
}
#endif
