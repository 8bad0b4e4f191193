
/// Reading the bytes: UTF-8 text, C0 controls, ESC, CSI (with SGR) and OSC sequences.
extension VirtualScreen {
    /// Takes bytes as a terminal would: text lands in cells, sequences move the cursor or change the pen.
    public mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch parser {
        case .escape: escape(byte)
        case .csi:
            if (0x20...0x3F).contains(byte) {
                parameters.append(byte)
            } else {
                parser = .ground
                csi(final: byte)
            }
        case .osc:
            if byte == 0x07 {
                parser = .ground
                endString(osc: true)
            } else if byte == 0x1B {
                parser = .oscEscape
            } else {
                keep(byte)
            }
        case .oscEscape:
            parser = byte == UInt8(ascii: "\\") ? .ground : .osc
            if case .ground = parser { endString(osc: true) }
        case .controlString(let escape):
            if escape && byte == UInt8(ascii: "\\") {
                parser = .ground
                endString(osc: false)
            } else {
                parser = .controlString(escape: byte == 0x1B)
                if byte != 0x1B { keep(byte) }
            }
        case .charset: parser = .ground
        case .ground: ground(byte)
        }
    }

    private mutating func ground(_ byte: UInt8) {
        if !utf8.isEmpty || byte >= 0x80 {
            utf8.append(byte)
            let expected = utf8[0] >= 0xF0 ? 4 : utf8[0] >= 0xE0 ? 3 : utf8[0] >= 0xC0 ? 2 : 1
            guard utf8.count >= expected else { return }
            let text = String(decoding: utf8, as: UTF8.self)
            utf8 = []
            for scalar in text.unicodeScalars { print(scalar) }
            return
        }
        switch byte {
        case 0x1B: parser = .escape
        case 0x0D: x = 0; pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08: x = max(0, x - 1); pendingWrap = false
        case 0x09: x = min(width - 1, (x / 8 + 1) * 8); pendingWrap = false
        case 0x20...0x7E: print(Unicode.Scalar(byte))
        default: break
        }
    }

    private mutating func escape(_ byte: UInt8) {
        parser = .ground
        switch byte {
        case UInt8(ascii: "["): parser = .csi; parameters = []
        case UInt8(ascii: "]"): parser = .osc; beginString(nil)
        case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            parser = .controlString(escape: false)
            beginString(byte)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"): parser = .charset
        case UInt8(ascii: "7"): saved = (x, y)
        case UInt8(ascii: "8"): (x, y) = saved; pendingWrap = false
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"): x = 0; lineFeed()
        case UInt8(ascii: "M"):
            if y == top { scroll(1, up: false) } else { y = max(0, y - 1) }
        case UInt8(ascii: "c"): self = VirtualScreen(width: width, height: height)
        default: break
        }
    }

    private mutating func beginString(_ introducer: UInt8?) {
        stringStart = introducer.map { [$0] } ?? []
        stringCursor = (x, y)
    }

    private mutating func keep(_ byte: UInt8) {
        if stringStart.count < Self.headerLimit { stringStart.append(byte) }
    }

    /// Lists a finished string that is a picture: a DCS ending its parameters with `q` (sixel),
    /// an APC starting `G` (kitty), an OSC `1337;File=` (iTerm2).
    private mutating func endString(osc: Bool) {
        let text = String(decoding: stringStart, as: UTF8.self)
        let at = stringCursor
        if osc {
            if text.hasPrefix("1337;File=") {
                let arguments = text.dropFirst("1337;File=".count).prefix { $0 != ":" }
                graphics.append(VirtualGraphic(kind: .iterm2, x: at.x, y: at.y, header: String(arguments)))
            }
        } else if text.hasPrefix("P"), let q = text.firstIndex(of: "q"),
                  text[text.index(after: text.startIndex)..<q].allSatisfy({ $0.isNumber || $0 == ";" }) {
            let raster = text[text.index(after: q)...].prefix { $0 == "\"" || $0.isNumber || $0 == ";" }
            graphics.append(VirtualGraphic(kind: .sixel, x: at.x, y: at.y, header: String(text[text.index(after: text.startIndex)...q]) + raster))
        } else if text.hasPrefix("_G") {
            let control = String(text.dropFirst(2).prefix { $0 != ";" })
            // A chunk that carries only `m=` continues the transmission before it.
            if !control.split(separator: ",").allSatisfy({ $0.hasPrefix("m=") }) {
                graphics.append(VirtualGraphic(kind: .kitty, x: at.x, y: at.y, header: control))
            }
        }
        stringStart = []
    }

    private mutating func csi(final: UInt8) {
        let isPrivate = parameters.first.map { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ">") } ?? false
        let text = String(decoding: parameters.filter { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: ">") }, as: UTF8.self)
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func number(_ index: Int, default fallback: Int = 1) -> Int {
            index < numbers.count && numbers[index] != 0 ? numbers[index] : fallback
        }
        if isPrivate {
            // Entering or leaving the alternate screen shows a fresh one.
            if (final == UInt8(ascii: "h") || final == UInt8(ascii: "l")), numbers.contains(where: { [47, 1047, 1049].contains($0) }) {
                cells = Array(repeating: blankRow, count: height)
                styles = Array(repeating: blankStyles, count: height)
            }
            return
        }
        let wasPending = pendingWrap
        pendingWrap = false
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"): moveTo(x: number(1) - 1, y: number(0) - 1)
        case UInt8(ascii: "A"): y = max(top <= y ? top : 0, y - number(0))
        case UInt8(ascii: "B"): y = min(y <= bottom ? bottom : height - 1, y + number(0))
        case UInt8(ascii: "C"): x = min(width - 1, x + number(0))
        case UInt8(ascii: "D"): x = max(0, x - number(0))
        case UInt8(ascii: "E"): x = 0; y = min(height - 1, y + number(0))
        case UInt8(ascii: "F"): x = 0; y = max(0, y - number(0))
        case UInt8(ascii: "G"), UInt8(ascii: "`"): moveTo(x: number(0) - 1, y: y)
        case UInt8(ascii: "d"): moveTo(x: x, y: number(0) - 1)
        case UInt8(ascii: "J"): eraseDisplay(number(0, default: 0))
        case UInt8(ascii: "K"): eraseLine(number(0, default: 0))
        case UInt8(ascii: "X"): erase(row: y, from: x, to: min(width, x + number(0)))
        case UInt8(ascii: "@"):
            let count = min(number(0), width - x)
            cells[y].insert(contentsOf: Array(repeating: " ", count: count), at: x)
            cells[y].removeLast(count)
            styles[y].insert(contentsOf: blankStyles.prefix(count), at: x)
            styles[y].removeLast(count)
        case UInt8(ascii: "P"):
            let count = min(number(0), width - x)
            cells[y].removeSubrange(x..<(x + count))
            cells[y] += Array(repeating: " ", count: count)
            styles[y].removeSubrange(x..<(x + count))
            styles[y] += blankStyles.prefix(count)
        case UInt8(ascii: "L"), UInt8(ascii: "M"):
            guard y >= top, y <= bottom else { break }
            let savedTop = top
            top = y
            scroll(number(0), up: final == UInt8(ascii: "M"))
            top = savedTop
            x = 0
        case UInt8(ascii: "S"): scroll(number(0), up: true)
        case UInt8(ascii: "T"): scroll(number(0), up: false)
        case UInt8(ascii: "b"):
            pendingWrap = wasPending
            if let lastPrinted, let scalar = lastPrinted.unicodeScalars.first {
                for _ in 0..<number(0) { print(scalar) }
            }
        case UInt8(ascii: "r"):
            top = max(0, number(0) - 1)
            bottom = min(height - 1, number(1, default: height) - 1)
            if top >= bottom { top = 0; bottom = height - 1 }
            moveTo(x: 0, y: 0)
        case UInt8(ascii: "s"): saved = (x, y)
        case UInt8(ascii: "u"): (x, y) = saved
        case UInt8(ascii: "m"):
            pendingWrap = wasPending
            selectGraphicRendition(text)
        default:
            pendingWrap = wasPending  // SGR, modes, reports: no effect on the text
        }
    }

    /// SGR: applies each parameter in turn (`:` sub-parameters read like `;`).
    private mutating func selectGraphicRendition(_ text: String) {
        let codes = text.split(omittingEmptySubsequences: false) { $0 == ";" || $0 == ":" }.map { Int($0) ?? 0 }
        var index = 0
        func color(at start: Int) -> (value: Int32, used: Int)? {
            guard start < codes.count else { return nil }
            if codes[start] == 5, start + 1 < codes.count { return (Int32(codes[start + 1]), 2) }
            if codes[start] == 2, start + 3 < codes.count {
                return (Int32(codes[start + 1] & 0xFF) << 16 | Int32(codes[start + 2] & 0xFF) << 8 | Int32(codes[start + 3] & 0xFF), 4)
            }
            return nil
        }
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: pen = .reset
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 22: pen.bold = false; pen.dim = false
            case 4: pen.underline = true
            case 24: pen.underline = false
            case 7: pen.reverse = true
            case 27: pen.reverse = false
            case 30...37: pen.foreground = Int32(code - 30)
            case 90...97: pen.foreground = Int32(code - 90 + 8)
            case 39: pen.foreground = -1
            case 40...47: pen.background = Int32(code - 40)
            case 100...107: pen.background = Int32(code - 100 + 8)
            case 49: pen.background = -1
            case 38, 48:
                guard let (value, used) = color(at: index + 1) else { return }
                if code == 38 { pen.foreground = value } else { pen.background = value }
                index += used
            default: break
            }
            index += 1
        }
    }
}
