/// The binary form of a property list (`bplist00`, what Xcode puts in a built bundle): a header, the
/// objects, an offset table and a 32-byte trailer. Every offset, count and reference is checked
/// against the file, so a hostile file is an error, never a trap or a loop.
///
/// Invariants that bound the work on any file: each object is decoded once (a second reference to
/// it shares the first decoding, as CoreFoundation's reader does), so time and memory grow with the
/// number of references in the file; an object that contains itself is an error; nesting is at most
/// `PropertyListReader.maximumDepth` levels; and the value handed back, with every shared object
/// counted each time it appears, has at most `maximumValues` values, so whoever walks it does
/// bounded work too (sixty arrays that each hold the next twice are 2^60 values, not 60).
package enum BinaryPropertyListReader {
    /// The most values the expanded property list may hold.
    package static let maximumValues = 1_000_000

    fileprivate struct Layout {
        var bytes: [UInt8]
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var offsetTable: Int
    }

    /// One decoded object and how many values it expands to (itself and everything under it).
    fileprivate struct Decoded {
        var value: PropertyList
        var expandedCount: Int
    }

    /// The reading of one file: the objects decoded so far and the ones being decoded (for cycles).
    fileprivate struct Reader {
        let layout: Layout
        var decoded: [Int: Decoded] = [:]
        var inProgress: Set<Int> = []

        init(layout: Layout) {
            self.layout = layout
        }
    }

    package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
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
        var reader = Reader(layout: layout)
        return try reader.object(top, depth: 1).value
    }
}

extension BinaryPropertyListReader.Reader {
    fileprivate typealias Decoded = BinaryPropertyListReader.Decoded

    fileprivate mutating func object(_ reference: Int, depth: Int) throws(PropertyListError) -> Decoded {
        guard reference >= 0, reference < layout.objectCount else { throw PropertyListError("object reference \(reference) out of range") }
        if let known = decoded[reference] { return known }
        let bytes = layout.bytes
        let offset = try BinaryPropertyListReader.unsigned(bytes, at: layout.offsetTable + reference * layout.offsetSize, size: layout.offsetSize)
        guard offset >= 8, offset < layout.offsetTable else { throw PropertyListError("object offset \(offset) out of range") }
        func fail(_ message: String) -> PropertyListError { PropertyListError(message, offset: offset) }
        let marker = bytes[offset]
        guard marker >> 4 == 0xA || marker >> 4 == 0xD else {
            let value = try BinaryPropertyListReader.scalar(marker, at: offset, in: layout)
            decoded[reference] = Decoded(value: value, expandedCount: 1)
            return Decoded(value: value, expandedCount: 1)
        }
        guard depth <= PropertyListReader.maximumDepth else {
            throw fail("collections nested deeper than \(PropertyListReader.maximumDepth) levels")
        }
        guard inProgress.insert(reference).inserted else { throw fail("object \(reference) contains itself") }
        let (count, start) = try BinaryPropertyListReader.length(Int(marker & 0x0F), bytes, after: offset)
        let isDictionary = marker >> 4 == 0xD
        let references = count * (isDictionary ? 2 : 1)
        guard references <= (layout.offsetTable - start) / layout.referenceSize else { throw fail("collection runs past the object area") }
        var expanded = 1
        func child(_ slot: Int) throws(PropertyListError) -> PropertyList {
            let target = try BinaryPropertyListReader.unsigned(bytes, at: start + slot * layout.referenceSize, size: layout.referenceSize)
            let element = try object(target, depth: depth + 1)
            expanded += element.expandedCount
            guard expanded <= BinaryPropertyListReader.maximumValues else {
                throw fail("expands to more than \(BinaryPropertyListReader.maximumValues) values (objects referenced over and over)")
            }
            return element.value
        }
        let value: PropertyList
        if isDictionary {
            var entries: [(String, PropertyList)] = []
            entries.reserveCapacity(count)
            for slot in 0..<count {
                guard case .string(let key) = try child(slot) else { throw fail("a dictionary key is not a string") }
                entries.append((key, try child(count + slot)))
            }
            value = .dictionary(entries)
        } else {
            var elements: [PropertyList] = []
            elements.reserveCapacity(count)
            for slot in 0..<count { elements.append(try child(slot)) }
            value = .array(elements)
        }
        inProgress.remove(reference)
        decoded[reference] = Decoded(value: value, expandedCount: expanded)
        return Decoded(value: value, expandedCount: expanded)
    }
}

extension BinaryPropertyListReader {
    /// A value that holds no references: a Boolean, number, date, data or string.
    fileprivate static func scalar(_ marker: UInt8, at offset: Int, in layout: Layout) throws(PropertyListError) -> PropertyList {
        let bytes = layout.bytes
        let info = Int(marker & 0x0F)
        func fail(_ message: String) -> PropertyListError { PropertyListError(message, offset: offset) }
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw fail("unsupported object 0x\(String(marker, radix: 16))")
            }
        case 0x1:
            guard info <= 4 else { throw fail("integer too large") }
            let size = 1 << info
            // 16-byte integers hold the value in their low eight bytes.
            let value = try unsigned(bytes, at: offset + 1 + max(0, size - 8), size: min(size, 8))
            return .integer(value)  // eight bytes are two's complement
        case 0x2:
            return .real(try real(bytes, at: offset + 1, size: 1 << info))
        case 0x3:
            guard marker == 0x33 else { throw fail("unsupported object 0x\(String(marker, radix: 16))") }
            return .date(try real(bytes, at: offset + 1, size: 8))
        case 0x4, 0x5, 0x6, 0x7:
            let (count, start) = try length(info, bytes, after: offset)
            let unit = marker >> 4 == 0x6 ? 2 : 1
            guard count <= (layout.offsetTable - start) / unit else { throw fail("object runs past the object area") }
            let body = Array(bytes[start..<(start + count * unit)])
            switch marker >> 4 {
            case 0x4: return .data(body)
            case 0x6:
                let units = stride(from: 0, to: body.count, by: 2).map { UInt16(body[$0]) << 8 | UInt16(body[$0 + 1]) }
                return .string(String(decoding: units, as: UTF16.self))
            default: return .string(String(decoding: body, as: UTF8.self))
            }
        default:
            throw fail("unsupported object 0x\(String(marker, radix: 16))")
        }
    }

    /// A collection's or string's length: in the marker, or (0xF) in the integer object after it.
    fileprivate static func length(_ info: Int, _ bytes: [UInt8], after offset: Int) throws(PropertyListError) -> (count: Int, start: Int) {
        guard info == 0x0F else { return (info, offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { throw PropertyListError("bad length") }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8 else { throw PropertyListError("bad length") }
        let count = try unsigned(bytes, at: offset + 2, size: size)
        guard count >= 0 else { throw PropertyListError("bad length") }
        return (count, offset + 2 + size)
    }

    fileprivate static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) throws(PropertyListError) -> Int {
        guard offset >= 0, size >= 1, size <= 8, offset + size <= bytes.count else { throw PropertyListError("read past the end of the file") }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        guard size == 8 || value <= UInt64(Int.max) else { throw PropertyListError("value out of range") }
        return Int(truncatingIfNeeded: value)
    }

    fileprivate static func checkedInt(_ bytes: [UInt8], at offset: Int) throws(PropertyListError) -> Int {
        let value = try unsigned(bytes, at: offset, size: 8)
        guard value >= 0, value <= bytes.count else { throw PropertyListError("the binary property list's trailer is corrupt") }
        return value
    }

    fileprivate static func real(_ bytes: [UInt8], at offset: Int, size: Int) throws(PropertyListError) -> Double {
        switch size {
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: try unsigned(bytes, at: offset, size: 4))))
        case 8: return Double(bitPattern: UInt64(bitPattern: Int64(try unsigned(bytes, at: offset, size: 8))))
        default: throw PropertyListError("real of \(size) bytes")
        }
    }
}
