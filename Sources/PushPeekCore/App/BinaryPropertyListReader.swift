/// The binary form of a property list (`bplist00`, what Xcode puts in a built bundle): a header, the
/// objects, an offset table and a 32-byte trailer. Every offset, count and reference is checked
/// against the file, and nesting is bounded, so a hostile file is an error, never a trap or a loop.
enum BinaryPropertyListReader {
    static let maximumDepth = 64

    private struct Layout {
        var bytes: [UInt8]
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var offsetTable: Int
    }

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { throw PropertyListError("not a binary property list") }
        let trailer = bytes.count - 32
        let layout = Layout(bytes: bytes, offsetSize: Int(bytes[trailer + 6]), referenceSize: Int(bytes[trailer + 7]),
                            objectCount: try checkedInt(bytes, at: trailer + 8), offsetTable: try checkedInt(bytes, at: trailer + 24))
        let top = try checkedInt(bytes, at: trailer + 16)
        guard (1...8).contains(layout.offsetSize), (1...8).contains(layout.referenceSize),
              layout.objectCount > 0, top < layout.objectCount,
              layout.offsetTable >= 8, layout.offsetTable + layout.objectCount * layout.offsetSize <= trailer else {
            throw PropertyListError("the binary property list's trailer is corrupt")
        }
        return try object(top, in: layout, depth: 0)
    }

    private static func object(_ reference: Int, in layout: Layout, depth: Int) throws(PropertyListError) -> PropertyList {
        guard depth < maximumDepth else { throw PropertyListError("nesting deeper than \(maximumDepth) levels") }
        guard reference >= 0, reference < layout.objectCount else { throw PropertyListError("object reference \(reference) out of range") }
        let bytes = layout.bytes
        let offset = try unsigned(bytes, at: layout.offsetTable + reference * layout.offsetSize, size: layout.offsetSize)
        guard offset >= 8, offset < layout.offsetTable else { throw PropertyListError("object offset \(offset) out of range") }
        let marker = bytes[offset]
        let info = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw PropertyListError("unsupported object 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            guard info <= 4 else { throw PropertyListError("integer too large") }
            let size = 1 << info
            // 16-byte integers hold the value in their low eight bytes.
            let value = try unsigned(bytes, at: offset + 1 + max(0, size - 8), size: min(size, 8))
            return .integer(value)  // eight bytes are two's complement
        case 0x2:
            return .real(try real(bytes, at: offset + 1, size: 1 << info))
        case 0x3:
            guard marker == 0x33 else { throw PropertyListError("unsupported object 0x\(String(marker, radix: 16))") }
            return .date(try real(bytes, at: offset + 1, size: 8))
        case 0x4, 0x5, 0x6, 0x7:
            let (count, start) = try length(info, bytes, after: offset)
            let unit = marker >> 4 == 0x6 ? 2 : 1
            guard count <= (layout.offsetTable - start) / unit else { throw PropertyListError("object runs past the object area") }
            let body = Array(bytes[start..<(start + count * unit)])
            switch marker >> 4 {
            case 0x4: return .data(body)
            case 0x6:
                let units = stride(from: 0, to: body.count, by: 2).map { UInt16(body[$0]) << 8 | UInt16(body[$0 + 1]) }
                return .string(String(decoding: units, as: UTF16.self))
            default: return .string(String(decoding: body, as: UTF8.self))
            }
        case 0xA, 0xD:
            let (count, start) = try length(info, bytes, after: offset)
            let isDictionary = marker >> 4 == 0xD
            let references = count * (isDictionary ? 2 : 1)
            guard references <= (layout.offsetTable - start) / layout.referenceSize else { throw PropertyListError("collection runs past the object area") }
            func child(_ slot: Int) throws(PropertyListError) -> PropertyList {
                let target = try unsigned(bytes, at: start + slot * layout.referenceSize, size: layout.referenceSize)
                return try object(target, in: layout, depth: depth + 1)
            }
            if !isDictionary {
                var elements: [PropertyList] = []
                for slot in 0..<count { elements.append(try child(slot)) }
                return .array(elements)
            }
            var entries: [(String, PropertyList)] = []
            for slot in 0..<count {
                guard case .string(let key) = try child(slot) else { throw PropertyListError("a dictionary key is not a string") }
                entries.append((key, try child(count + slot)))
            }
            return .dictionary(entries)
        default:
            throw PropertyListError("unsupported object 0x\(String(marker, radix: 16))")
        }
    }

    /// A collection's or string's length: in the marker, or (0xF) in the integer object after it.
    private static func length(_ info: Int, _ bytes: [UInt8], after offset: Int) throws(PropertyListError) -> (count: Int, start: Int) {
        guard info == 0x0F else { return (info, offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { throw PropertyListError("bad length") }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8 else { throw PropertyListError("bad length") }
        let count = try unsigned(bytes, at: offset + 2, size: size)
        guard count >= 0 else { throw PropertyListError("bad length") }
        return (count, offset + 2 + size)
    }

    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) throws(PropertyListError) -> Int {
        guard offset >= 0, size >= 1, size <= 8, offset + size <= bytes.count else { throw PropertyListError("read past the end of the file") }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        guard size == 8 || value <= UInt64(Int.max) else { throw PropertyListError("value out of range") }
        return Int(truncatingIfNeeded: value)
    }

    private static func checkedInt(_ bytes: [UInt8], at offset: Int) throws(PropertyListError) -> Int {
        let value = try unsigned(bytes, at: offset, size: 8)
        guard value >= 0, value <= bytes.count else { throw PropertyListError("the binary property list's trailer is corrupt") }
        return value
    }

    private static func real(_ bytes: [UInt8], at offset: Int, size: Int) throws(PropertyListError) -> Double {
        switch size {
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: try unsigned(bytes, at: offset, size: 4))))
        case 8: return Double(bitPattern: UInt64(bitPattern: Int64(try unsigned(bytes, at: offset, size: 8))))
        default: throw PropertyListError("real of \(size) bytes")
        }
    }
}
