import Testing
import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekSend
@testable import PushPeekMaps

/// The shortcuts start-up takes — a path already normal returned as it is, a hex colour read from its
/// bytes, an ASCII setting's environment name mapped byte by byte, a short decimal divided by a power
/// of ten, a GeoJSON document too short to spend the position budget not scanned — give what the
/// general way gives.
@Suite("Start-up shortcuts")
struct StartUpShortcutTests {
    /// Every path of up to four components drawn from names, dots and empty ones, relative and absolute.
    static var paths: [String] {
        let components = ["a", ".", "..", "", "...", ".a", "b..", "é"]
        var paths: [[String]] = [[]]
        var all: [String] = []
        for _ in 1...4 {
            paths = paths.flatMap { path in components.map { path + [$0] } }
            for path in paths {
                let joined = path.joined(separator: "/")
                all += [joined, "/" + joined, joined + "/"]
            }
        }
        return all + ["", "/", "//"]
    }

    @Test("a path is normalized as folding its components does, whether or not it is already normal")
    func normalizeMatchesFolding() {
        let paths = Self.paths
        #expect(paths.count > 10_000)
        for path in paths {
            #expect(InputFile.normalize(path) == InputFile.foldingComponents(path), "\(path)")
        }
    }

    @Test("a path escapes its folder when its normal form starts with ..")
    func escapingPaths() {
        #expect(InputFile.resolve("../x.png", besides: "dir/app.json") == nil)
        #expect(InputFile.resolve("a/../../x.png", besides: "dir/app.json") == nil)
        #expect(InputFile.resolve("..", besides: "dir/app.json") == nil)
        #expect(InputFile.resolve("..a/x.png", besides: "dir/app.json") == "dir/..a/x.png")
        #expect(InputFile.resolve("a/./b.png", besides: "dir/app.json") == "dir/a/b.png")
    }

    /// `Color(parsing:)` as it was: lowercased, a name, else `#` and 3 or 6 hex digits.
    static func lowercasedParse(_ text: String) -> Color? {
        let lower = text.lowercased()
        if let named = Color.named[lower] { return named }
        let bytes = Array(lower.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 6: return .rgb(digits[0] << 4 | digits[1], digits[2] << 4 | digits[3], digits[4] << 4 | digits[5])
        case 3: return .rgb(digits[0] &* 17, digits[1] &* 17, digits[2] &* 17)
        default: return nil
        }
    }

    @Test("a colour is parsed as lowercasing it first does", arguments: [
        "#1C1C1E", "#1c1c1e", "#ABC", "#abc", "#0F0", "#", "#1", "#12", "#1234", "#12345", "#1234567", "#GGG", "#12345G",
        "#ＡＢＣ", "#K00", "red", "Red", "RED", "grey", "nocolour", "", "1C1C1E", "# 12345",
    ])
    func colorMatchesLowercasedParse(text: String) {
        #expect(Color(parsing: text) == Self.lowercasedParse(text))
    }

    @Test("a setting's environment variable is PUSHPEEK_ and its name in capitals with _ for -")
    func environmentNames() {
        for name in SendSettings.names + ["straße-x", "ǆ-a", "A-b_c9"] {
            let expected = "PUSHPEEK_" + String(name.uppercased().map { $0 == "-" ? "_" : $0 })
            #expect(SendSettings.environmentName(name) == expected, "\(name)")
        }
        #expect(SendSettings.environmentName("cert-key-password-file") == "PUSHPEEK_CERT_KEY_PASSWORD_FILE")
    }

    /// Decimals of 1 to 17 digits with the point anywhere, either sign, from a fixed seed.
    static var decimals: [String] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var literals = ["0.0", "-0.0", "-0.000", "0.1", "0.3", "151.2093", "-33.8688", "123456789012345", "-123456789012345",
                        "12345678901234.5", "1234567890123456.5", "0.000000000000001", "9007199254740993", "999999999999999.9"]
        for _ in 0..<5_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(truncatingIfNeeded: seed >> 60) + 2
            var digits = String(String(seed % 100_000_000_000_000_000).suffix(count))
            guard digits.count >= 2 else { continue }
            let point = Int(truncatingIfNeeded: (seed >> 40) % UInt64(digits.count - 1)) + 1
            if point > 1 && digits.hasPrefix("0") { digits = "1" + digits.dropFirst() }
            let text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            literals.append(seed & 1 == 0 ? text : "-" + text)
        }
        return literals
    }

    @Test("a decimal number is read as Double(String) reads it, to the bit")
    func decimalsMatchTheGeneralConversion() throws {
        let literals = Self.decimals
        let parsed = try JSONParser.parse("[" + literals.joined(separator: ",") + "]").elements ?? []
        #expect(parsed.count == literals.count)
        for (literal, node) in zip(literals, parsed) {
            #expect(node.number?.bitPattern == Double(literal)?.bitPattern, "\(literal)")
        }
    }

    @Test("a GeoJSON document is cut exactly when it holds more positions than the budget, however tightly packed")
    func shortDocumentsAreNotCut() {
        for limit in 0..<8 {
            for count in 0..<12 {
                // Two bytes a position, the fewest the scan can count one in.
                let packed = Array(String(repeating: "[0", count: count).utf8)
                #expect((GeoJSONPrefix.cut(packed, afterPositions: limit) != nil) == (count > limit), "\(count) positions, budget \(limit)")
                let spaced = Array(("[" + Array(repeating: "[1.5, 2]", count: count).joined(separator: ", ") + "]").utf8)
                #expect((GeoJSONPrefix.cut(spaced, afterPositions: limit) != nil) == (count > limit), "\(count) spaced positions, budget \(limit)")
            }
        }
    }
}
