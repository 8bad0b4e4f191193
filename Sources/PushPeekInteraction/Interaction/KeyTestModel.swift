import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// `pushpeek keytest`: shows what pushpeek receives from the terminal — the key count, the last key,
/// the size, a focus ring moved by Tab, the last mouse events, the process id, and a wide-character
/// line — for diagnosing a terminal or an SSH session. `q` quits, `b` rings the bell; with
/// `allowsCrash`, `X` crashes on purpose (a Swift runtime trap) to check the terminal is restored.
public struct KeyTestModel: ScreenModel {
    package let processID: Int32
    package let allowsCrash: Bool
    package var size = Size(width: 0, height: 0)
    package var keyCount = 0
    package var lastKey = "none"
    package var focus = 0
    package var mouse: [String] = []
    package var resizes = 0
    package var ticks = 0
    /// The colours the terminal shows (told before the first frame).
    package var colors: ColorDepth?

    package static let items = ["One", "Two", "Three"]

    public init(processID: Int32, allowsCrash: Bool = false) {
        self.processID = processID
        self.allowsCrash = allowsCrash
    }

    public mutating func update(_ event: Event) -> [Effect] {
        switch event {
        case .resize(let newSize):
            size = newSize
            resizes += 1
        case .mouse(let mouseEvent):
            mouse.append("\(mouseEvent.kind) \(mouseEvent.point.x),\(mouseEvent.point.y)")
            mouse = Array(mouse.suffix(3))
        case .filesChanged:
            ticks += 1
        case .notificationReceived, .reloadFailed, .logFailed, .tick, .press, .drag, .release, .scroll, .sendPlanned, .sendFinished, .frameDrawn:
            break
        case .paste(let paste):
            lastKey = "paste of \(paste.text.count) characters" + (paste.isCut ? " (cut)" : "")
        case .key(let key):
            keyCount += 1
            lastKey = key.name
            if let chrome = ChromeKeys.quitKeys(key, belowFloor: false) { return chrome }
            switch KeyTestKeymap.map.action(for: key) {
            case .quit?: return [.quit(status: 0)]
            case .bell?: return [.bell]
            case .crash? where allowsCrash: fatalError("keytest: crash on request")
            case .focus?: focus = (focus + (key == .backTab ? Self.items.count - 1 : 1)) % Self.items.count
            default: break
            }
        }
        return []
    }

    public mutating func terminalColors(_ depth: ColorDepth) {
        colors = depth
    }

    /// The screen, without a hit map: the mouse reports arrive as the terminal sent them.
    public func view(size: Size) -> ScreenFrame {
        ScreenFrame(grid: grid(size: size))
    }

    package func grid(size: Size) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        let card = Style.plain
        grid.fill(grid.bounds.inset(by: 1), style: card)
        drawBorder(&grid)
        let lines = [
            "pushpeek keytest: what your terminal sends",
            "keys: \(keyCount) last: \(lastKey)",
            "size: \(size.width)x\(size.height) resizes: \(resizes)",
            "",
            "mouse: " + (mouse.isEmpty ? "none" : mouse.joined(separator: " > ")),
            "pid: \(processID)",
            "wide: 界界 ok",
            "ticks: \(ticks)",
            "colours: " + (colors.map { ColorAdvice.note(for: $0) ?? ColorAdvice.name($0) } ?? "unknown"),
            KeyTestKeymap.map.hint(.quit)?.text ?? "",
        ]
        let area = grid.bounds.inset(by: 1)
        for (row, text) in lines.enumerated() {
            grid.put(text, at: Point(x: 2, y: 1 + row), style: card, clip: area)
        }
        var x = 2
        x += grid.put("focus: \(Self.items[focus]) ", at: Point(x: x, y: 4), style: card, clip: area)
        for (index, item) in Self.items.enumerated() {
            let style = index == focus
                ? Style(foreground: .role(.focusText), background: .role(.focus), bold: true, reverse: false)
                : Style.role(.accent)
            x += grid.put("[\(item)]", at: Point(x: x, y: 4), style: style, clip: area) + 1
        }
        return grid
    }

    private func drawBorder(_ grid: inout CellGrid) {
        let width = grid.width, height = grid.height
        guard width >= 2, height >= 2 else { return }
        let border = Style.role(.border)
        for x in 1..<(width - 1) {
            grid.put("─", at: Point(x: x, y: 0), style: border)
            grid.put("─", at: Point(x: x, y: height - 1), style: border)
        }
        for y in 1..<(height - 1) {
            grid.put("│", at: Point(x: 0, y: y), style: border)
            grid.put("│", at: Point(x: width - 1, y: y), style: border)
        }
        grid.put("┌", at: Point(x: 0, y: 0), style: border)
        grid.put("┐", at: Point(x: width - 1, y: 0), style: border)
        grid.put("└", at: Point(x: 0, y: height - 1), style: border)
        grid.put("┘", at: Point(x: width - 1, y: height - 1), style: border)
    }
}
