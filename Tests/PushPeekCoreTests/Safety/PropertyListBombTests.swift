import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// Property lists built to exhaust the reader: nesting that would overflow the stack, references
/// that expand exponentially, cycles. Each is a clear error naming where it is, after bounded work.
@Suite("Property list bombs")
struct PropertyListBombTests {
    /// `<plist>` followed by `levels` opening `<array>` tags (and, when `closed`, their closing tags).
    static func nestedXML(levels: Int, closed: Bool = false) -> [UInt8] {
        var text = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n" + String(repeating: "<array>", count: levels)
        if closed { text += String(repeating: "</array>", count: levels) }
        return Array((text + (closed ? "</plist>\n" : "")).utf8)
    }

    /// A binary plist of `count` arrays, each holding the next one twice, the last one empty:
    /// 3 × count + 1 bytes of objects that expand to 2^(count+1) − 1 values.
    static func doublingBinary(count: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(index + 1), UInt8(index + 1)]
        }
        offsets.append(bytes.count)
        bytes.append(0xA0)
        return finishBinary(bytes, offsets: offsets)
    }

    /// The offset table (one byte per offset) and the trailer (one-byte references, object 0 on top).
    static func finishBinary(_ objects: [UInt8], offsets: [Int]) -> [UInt8] {
        var bytes = objects
        let table = bytes.count
        bytes += offsets.map { UInt8($0) }
        func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be64(offsets.count) + be64(0) + be64(table)
        return bytes
    }

    @Test("XML nested 3,000 and 100,000 levels deep is an error on the line of the first array too deep",
          arguments: [3_000, 100_000])
    func deepXML(levels: Int) {
        let bytes = Self.nestedXML(levels: levels)
        #expect(levels < 100_000 || bytes.count > 700_000)
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read a plist nested \(levels) deep")
        } catch {
            #expect(error.message == "<array> nested deeper than \(PropertyListReader.maximumDepth) levels")
            #expect(error.line == 3)
            // `<plist …>` then 128 arrays of 7 bytes: the 129th starts at column 7 × 128 + 1.
            #expect(error.column == 7 * PropertyListReader.maximumDepth + 1)
        }
    }

    @Test("XML nested exactly to the limit reads; one more level does not")
    func depthLimitIsExact() throws {
        let limit = PropertyListReader.maximumDepth
        var value = try PropertyListReader.read(Self.nestedXML(levels: limit, closed: true))
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .bool(false)
        }
        #expect(depth == limit)
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Self.nestedXML(levels: limit + 1, closed: true)) }
    }

    @Test("an Info.plist nested too deeply names the file, line and column")
    func deepInfoPlist() {
        do {
            _ = try InfoPlistReader.attributes(fromPlist: Self.nestedXML(levels: 3_000), file: "Custom/Info.plist")
            Issue.record("read a plist nested 3,000 deep")
        } catch {
            #expect(error.exitStatus == 65)
            #expect(error.description == "Custom/Info.plist:3:897: not a readable property list: <array> nested deeper than 128 levels")
        }
    }

    @Test("a 60-array binary bomb (2^61 values when expanded) is refused, not expanded")
    func doublingBomb() {
        let bytes = Self.doublingBinary(count: 60)
        #expect(bytes.count < 500)
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read a 2^61-value bomb")
        } catch {
            #expect(error.message.hasPrefix("expands to more than \(BinaryPropertyListReader.maximumValues) values"))
            #expect(error.offset != nil)
        }
    }

    @Test("shared objects are decoded once: a doubling list under the value limit reads and shares its parts")
    func sharedObjectsRead() throws {
        // 2^(18+1) − 1 = 524,287 values, under the 1,000,000 limit; 19 objects decoded.
        let value = try PropertyListReader.read(Self.doublingBinary(count: 18))
        var node = value
        var depth = 0
        while case .array(let elements) = node, let first = elements.first {
            #expect(elements.count == 2)
            depth += 1
            node = first
        }
        #expect(depth == 18)
        #expect(node == .array([]))
    }

    @Test("an array that holds itself two levels down is a cycle, named as one")
    func cycle() {
        // Object 0 = [object 1], object 1 = [object 0].
        let bytes = Self.finishBinary(Array("bplist00".utf8) + [0xA1, 1, 0xA1, 0], offsets: [8, 10])
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read a cycle")
        } catch {
            #expect(error.message == "object 0 contains itself")
            #expect(error.offset == 8)
        }
    }

    @Test("binary collections nested past the limit are refused")
    func deepBinary() {
        let count = PropertyListReader.maximumDepth + 1
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            bytes += index + 1 < count ? [0xA1, UInt8(index + 1)] : [0xA0]
        }
        // Offsets pass 255: use two-byte offsets.
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + be64(count) + be64(0) + be64(table)
        do {
            _ = try PropertyListReader.read(bytes)
            Issue.record("read \(count) nested arrays")
        } catch {
            #expect(error.message == "collections nested deeper than \(PropertyListReader.maximumDepth) levels")
        }
    }
}
