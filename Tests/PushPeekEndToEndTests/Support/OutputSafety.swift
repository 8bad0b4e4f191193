/// Checks that output bytes hold no terminal control from an input: no BEL, no C1 control (as
/// UTF-8, `C2 80`…`C2 9F`), and no ESC except — where allowed — the program's own SGR sequences
/// (`ESC [ digits;… m`).
enum OutputSafety {
    /// The first offending byte offset and a description, or nil when the bytes are safe.
    static func problem(in bytes: [UInt8], allowingSGR: Bool = false) -> String? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x07:
                return "BEL at byte \(index)"
            case 0x1B:
                guard allowingSGR, let end = sgrEnd(bytes, from: index) else { return "ESC at byte \(index)" }
                index = end
                continue
            case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                return "C1 control U+00\(String(bytes[index + 1], radix: 16, uppercase: true)) at byte \(index)"
            case 0x00..<0x20 where byte != 0x0A && byte != 0x09:
                return "control byte 0x\(String(byte, radix: 16)) at byte \(index)"
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The index after an `ESC [ [0-9;]* m` sequence starting at `start`, or nil.
    static func sgrEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ";") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "m") else { return nil }
        return index + 1
    }
}
