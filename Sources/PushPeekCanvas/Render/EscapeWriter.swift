/// The one writer of escape sequences: the bytes of screen updates for an ANSI (ECMA-48) terminal
/// (the TUI's painter, `render --format ansi`, the benchmark's estimate), built against what the
/// terminal is known to hold: where the cursor is and which SGR attributes are set. A move is the
/// shortest of CUP, HPA, CUF/CUB and CUU/CUD (nothing when the cursor is already there); an SGR
/// change names only what differs (`22`/`24`/`27`/`39`/`49` turn single things off). Nothing is
/// reset at the end of an update, so the next one starts from the same state.
///
/// Invariant: the only escape sequences it writes are cursor moves, SGR and the clear; cell text
/// is sanitised when drawn, so nothing from a payload can reach the terminal as a control sequence.
public struct EscapeWriter {
    public private(set) var bytes: [UInt8] = []
    /// Where the cursor is; nil when unknown (after a write into the last column, or at start).
    public var cursor: (x: Int, y: Int)?
    /// The terminal's current SGR state; nil when unknown.
    public var current: TerminalStyle?
    /// How colour numbers are written (`38;2;r;g;b` at true colour, else palette numbers).
    public let depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
        bytes.reserveCapacity(4096)
    }

    // MARK: Cursor

    /// Moves the cursor to column `x`, row `y` (0-based) by the shortest sequence.
    @inline(__always)
    public mutating func move(toX x: Int, y: Int) {
        if let cursor, cursor.x == x, cursor.y == y { return }
        jump(toX: x, y: y)
    }

    private mutating func jump(toX x: Int, y: Int) {
        switch cheapestMove(toX: x, y: y).kind {
        case .column: sequence(x + 1, final: "G")
        case .horizontal(let distance): sequence(abs(distance) == 1 ? nil : abs(distance), final: distance > 0 ? "C" : "D")
        case .vertical(let distance): sequence(abs(distance) == 1 ? nil : abs(distance), final: distance > 0 ? "B" : "A")
        case .absolute: sequence(y + 1, x + 1, final: "H")
        }
        cursor = (x, y)
    }

    /// Bytes a move takes (0 when the cursor is there), for deciding whether to rewrite a gap instead.
    public func moveCost(toX x: Int, y: Int) -> Int {
        if let cursor, cursor.x == x, cursor.y == y { return 0 }
        return cheapestMove(toX: x, y: y).cost
    }

    private enum MoveKind {
        case absolute, column, horizontal(Int), vertical(Int)
    }

    private func cheapestMove(toX x: Int, y: Int) -> (kind: MoveKind, cost: Int) {
        var best: (kind: MoveKind, cost: Int) = (.absolute, 4 + digits(y + 1) + digits(x + 1))
        guard let cursor else { return best }
        func relative(_ distance: Int) -> Int { 3 + (abs(distance) == 1 ? 0 : digits(abs(distance))) }
        if cursor.y == y {
            if 3 + digits(x + 1) < best.cost { best = (.column, 3 + digits(x + 1)) }
            if relative(x - cursor.x) < best.cost { best = (.horizontal(x - cursor.x), relative(x - cursor.x)) }
        } else if cursor.x == x, relative(y - cursor.y) < best.cost {
            best = (.vertical(y - cursor.y), relative(y - cursor.y))
        }
        return best
    }

    /// Clears the screen (ED 2) in `style` (what the blank cells take under back-colour erase).
    public mutating func clearScreen(in style: TerminalStyle) {
        set(style)
        append("\u{1B}[H\u{1B}[2J")
        cursor = (0, 0)
    }

    // MARK: Attributes

    /// Sets the SGR state to `new`, writing only what differs from the current one.
    @inline(__always)
    public mutating func set(_ new: TerminalStyle) {
        if let current, current.isSame(as: new) { return }
        change(to: new)
    }

    /// Writes the SGR sequence from the current state to `new`: its codes, `;`-separated, no
    /// sequence at all when none differs.
    private mutating func change(to new: TerminalStyle) {
        let start = bytes.count
        append("\u{1B}[")
        var count = 0
        if let old = current {
            if (old.bold && !new.bold) || (old.dim && !new.dim) {
                code(22, &count)  // normal intensity: turns both bold and dim off
                if new.bold { code(1, &count) }
                if new.dim { code(2, &count) }
            } else {
                if new.bold && !old.bold { code(1, &count) }
                if new.dim && !old.dim { code(2, &count) }
            }
            if old.underline != new.underline { code(new.underline ? 4 : 24, &count) }
            if old.reverse != new.reverse { code(new.reverse ? 7 : 27, &count) }
            if old.foreground != new.foreground { color(new.foreground, background: false, &count) }
            if old.background != new.background { color(new.background, background: true, &count) }
        } else {
            // Unknown state: reset, then set everything that is not the default.
            code(0, &count)
            if new.bold { code(1, &count) }
            if new.dim { code(2, &count) }
            if new.underline { code(4, &count) }
            if new.reverse { code(7, &count) }
            if new.foreground >= 0 { color(new.foreground, background: false, &count) }
            if new.background >= 0 { color(new.background, background: true, &count) }
        }
        if count == 0 {
            bytes.removeSubrange(start...)
        } else {
            bytes.append(UInt8(ascii: "m"))
        }
        current = new
    }

    /// One SGR parameter, after a `;` unless it is the first.
    private mutating func code(_ value: Int32, _ count: inout Int) {
        if count > 0 { bytes.append(UInt8(ascii: ";")) }
        number(Int(value))
        count += 1
    }

    /// SGR parameters for a colour number at this depth.
    private mutating func color(_ value: Int32, background: Bool, _ count: inout Int) {
        let base: Int32 = background ? 40 : 30
        if value < 0 { return code(base + 9, &count) }
        if value < 8 { return code(base + value, &count) }
        switch depth {
        case .trueColor:
            code(base + 8, &count)
            code(2, &count)
            code(value >> 16 & 0xFF, &count)
            code(value >> 8 & 0xFF, &count)
            code(value & 0xFF, &count)
        default:
            if value < 16 { return code(base + 60 + value - 8, &count) }
            code(base + 8, &count)
            code(5, &count)
            code(value, &count)
        }
    }

    // MARK: Bytes

    /// `ESC[0m`: everything back to the terminal's defaults.
    public mutating func reset() {
        append("\u{1B}[0m")
        current = .reset
    }

    package mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes the cell's text where the cursor is (the caller keeps `cursor` right).
    public mutating func append(_ cell: Cell) {
        cell.appendUTF8(to: &bytes)
    }

    public mutating func appendSpace() {
        bytes.append(0x20)
    }

    /// `ESC [ a ; b final`, parameters left out when nil.
    private mutating func sequence(_ first: Int?, _ second: Int? = nil, final: StaticString) {
        append("\u{1B}[")
        if let first { number(first) }
        if let second {
            bytes.append(UInt8(ascii: ";"))
            number(second)
        }
        append(final)
    }

    private mutating func number(_ value: Int) {
        if value >= 10 { number(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private func digits(_ value: Int) -> Int {
        value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4
    }

    /// A line feed between rows of text written top to bottom (`render --format ansi`).
    public mutating func newLine() {
        bytes.append(0x0A)
        cursor = nil
    }

    /// The bytes built so far; the writer starts over (its cursor and SGR state are kept).
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }
}
