import Foundation
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

/// The Foundation-free property-list reader agrees with Foundation's writer, in both formats.
@Suite("Property list reader")
struct PropertyListReaderTests {
    static let sample: PropertyList = .dictionary([
        ("CFBundleDisplayName", .string("Custom UI — «été» 日本 🥯 <&>\"'")),
        ("Count", .integer(42)),
        ("Negative", .integer(-7)),
        ("Large", .integer(1 << 40)),
        ("Ratio", .real(0.5)),
        ("Yes", .bool(true)),
        ("No", .bool(false)),
        ("Created", .date(700_000_000)),
        ("Blob", .data([0, 1, 2, 254, 255])),
        ("Empty", .string("")),
        ("NSExtension", .dictionary([
            ("NSExtensionAttributes", .dictionary([
                ("UNNotificationExtensionCategory", .array([.string("event-invite"), .string("event-update")])),
                ("UNNotificationExtensionInitialContentSizeRatio", .real(1)),
            ])),
            ("NSExtensionPointIdentifier", .string(InfoPlistReader.extensionPointIdentifier)),
        ])),
        ("Nothing", .array([])),
    ])

    static func foundationObject(_ value: PropertyList) -> Any {
        switch value {
        case .string(let text): return text
        case .integer(let number): return number
        case .real(let number): return number
        case .bool(let flag): return flag
        case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes): return Data(bytes)
        case .array(let elements): return elements.map(foundationObject)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.0, foundationObject($0.1)) }, uniquingKeysWith: { $1 })
        }
    }

    /// Dictionaries sorted by key, so file order does not matter.
    static func normalized(_ value: PropertyList) -> PropertyList {
        switch value {
        case .array(let elements): return .array(elements.map(normalized))
        case .dictionary(let entries): return .dictionary(entries.map { ($0.0, normalized($0.1)) }.sorted { $0.0 < $1.0 })
        default: return value
        }
    }

    @Test("reads what Foundation writes", arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func agreesWithFoundation(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.foundationObject(Self.sample), format: format, options: 0)
        let read = try PropertyListReader.read([UInt8](data))
        #expect(Self.normalized(read) == Self.normalized(Self.sample))
    }

    @Test("an Info.plist reads the same in both formats")
    func infoPlistFormats() throws {
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: Self.foundationObject(Self.sample), format: format, options: 0)
            let attributes = try InfoPlistReader.attributes(fromPlist: [UInt8](data), file: "Info.plist")
            #expect(attributes.categories == ["event-invite", "event-update"])
            #expect(attributes.initialContentSizeRatio == 1)
        }
    }

    @Test("XML details: entities, character references, CDATA, comments, empty elements")
    func xmlDetails() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><!-- a comment -->
        <dict>
          <key>a</key><string>x &lt;&amp;&gt; &#233;&#x1F96F;</string>
          <key>b</key><string><![CDATA[<raw> & text]]></string>
          <key>c</key><string/>
          <key>d</key><dict/>
          <key>e</key><array/>
          <key>f</key><integer> 0x1F </integer>
          <key>g</key><date>2001-01-02T00:00:00Z</date>
          <key>h</key><data>AAEC
          /w==</data>
        </dict>
        </plist>
        """
        let value = try PropertyListReader.read(Array(xml.utf8))
        #expect(value["a"] == .string("x <&> é🥯"))
        #expect(value["b"] == .string("<raw> & text"))
        #expect(value["c"] == .string(""))
        #expect(value["d"] == .dictionary([]))
        #expect(value["e"] == .array([]))
        #expect(value["f"] == .integer(31))
        #expect(value["g"] == .date(86_400))
        #expect(value["h"] == .data([0, 1, 2, 255]))
    }

    @Test("broken files are errors, never traps", arguments: [
        "", "<plist>", "<plist><dict><key>a</key></dict></plist>", "<plist><string>x</plist>", "<plist><blob/></plist>",
        "<plist><dict><string>x</string></dict></plist>", "<plist><integer>x</integer></plist>", "<plist><true/></plist>junk",
        "bplist00", "bplist00" + String(repeating: "\u{0}", count: 40),
    ])
    func brokenFiles(text: String) {
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(text.utf8)) }
    }

    @Test("a binary list that refers to itself is refused as a cycle, not followed forever")
    func selfReference() {
        var bytes = Array("bplist00".utf8) + [0xA1, 0x00] + [0x08]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        #expect(throws: PropertyListError.self) { try PropertyListReader.read(bytes) }
    }

    static func binarySample() throws -> [UInt8] {
        [UInt8](try PropertyListSerialization.data(fromPropertyList: Self.foundationObject(Self.sample), format: .binary, options: 0))
    }

    @Test("every truncation of a binary list is an error: without its whole trailer nothing can be read")
    func truncations() throws {
        let bytes = try Self.binarySample()
        for length in 0..<bytes.count {
            #expect(throws: PropertyListError.self, "the first \(length) of \(bytes.count) bytes") {
                try PropertyListReader.read(Array(bytes.prefix(length)))
            }
        }
    }

    @Test("every corrupted byte is an error or changes what is read, except unused bytes and rare offset coincidences")
    func corruptions() throws {
        let bytes = try Self.binarySample()
        // Never read: the header's last version digit (`bplist0?`, as the reader accepts any minor
        // version) and the trailer's first six bytes (five unused and the sort version).
        let unused = Set([7]).union((bytes.count - 32)..<(bytes.count - 26))
        // A corrupted offset may land, by chance, on another copy of an equal value (how often
        // depends on the layout, which varies with dictionary order); anything else must show.
        let trailer = Array(bytes.suffix(32))
        let offsetSize = Int(trailer[6])
        let objectCount = trailer[8..<16].reduce(0) { $0 << 8 | Int($1) }
        let tableStart = trailer[24..<32].reduce(0) { $0 << 8 | Int($1) }
        let offsetTable = tableStart..<(tableStart + objectCount * offsetSize)
        #expect(offsetTable.upperBound == bytes.count - 32, "the offset table ends where the trailer starts")
        var errors = 0
        var coincidences = 0
        for index in bytes.indices {
            var corrupted = bytes
            corrupted[index] ^= 0xFF
            do {
                let value = try PropertyListReader.read(corrupted)
                let same = Self.normalized(value) == Self.normalized(Self.sample)
                if unused.contains(index) {
                    #expect(same, "byte \(index) is unused")
                } else if same, offsetTable.contains(index) {
                    coincidences += 1
                } else {
                    #expect(!same, "flipping byte \(index) changed nothing")
                }
            } catch {
                #expect(!unused.contains(index), "byte \(index) is unused, yet flipping it failed: \(error)")
                errors += 1
            }
        }
        #expect(coincidences <= 2, "\(coincidences) corrupted offsets read as if nothing changed")
        #expect(errors > 0)
    }
}
