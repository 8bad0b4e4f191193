import PushPeekModel

/// A plain-text form of a screen that records each cell's style as well as its text: readable and
/// diffable, for golden files where a style carries meaning (focus, destructive, the mono theme).
///
/// ```
/// ╭────╮
/// │ Hi │
/// ╰────╯
/// -- styles
/// aaaaaa
/// abccba
/// aaaaaa
/// -- legend
/// a fg 238 bg 236
/// b bg 236
/// c fg 252 bg 236 bold
/// ```
/// The text rows come first (a wide character once, as a terminal prints it); then one key per
/// column; then what each key stands for, in order of first use. Cells are compared as they look
/// (`StyledCell.visible`): a blank's foreground and bold are not recorded. Colours are palette
/// numbers (`#RRGGBB` at true colour), `default` for the terminal's own.
public enum StyledSnapshot {
    public static func text(of rows: [[StyledCell]], trueColor: Bool = false) -> String {
        var keys: [TerminalStyle: Character] = [:]
        var legend: [String] = []
        var textLines: [String] = []
        var styleLines: [String] = []
        for row in rows {
            var line = ""
            var styles = ""
            for cell in row {
                let cell = cell.visible
                line += cell.text
                if cell.text.isEmpty {
                    styles.append(styles.last ?? " ")
                    continue
                }
                if let key = keys[cell.style] {
                    styles.append(key)
                } else {
                    let key = Self.key(keys.count)
                    keys[cell.style] = key
                    legend.append("\(key) " + describe(cell.style, trueColor: trueColor))
                    styles.append(key)
                }
            }
            textLines.append(line)
            styleLines.append(styles)
        }
        return (textLines + ["-- styles"] + styleLines + ["-- legend"] + legend).joined(separator: "\n") + "\n"
    }

    /// The n-th key: letters and digits, then Latin-extended and Cyrillic letters (all one column
    /// wide); `?` past the 529th style.
    package static func key(_ index: Int) -> Character {
        let ascii = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        if index < ascii.count { return ascii[index] }
        let rest = index - ascii.count
        let value = rest < 0x150 ? 0x100 + rest : 0x400 + (rest - 0x150)
        guard value <= 0x482, let scalar = Unicode.Scalar(value) else { return "?" }
        return Character(scalar)
    }

    /// `fg 252 bg 236 bold`: colours, then the attributes that are on; `plain` when nothing is.
    public static func describe(_ style: TerminalStyle, trueColor: Bool = false) -> String {
        func color(_ value: Int32) -> String {
            if value < 0 { return "default" }
            guard trueColor, value >= 8 else { return String(value) }
            return RGB(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)).hex
        }
        var words: [String] = []
        if style.foreground >= 0 { words.append("fg " + color(style.foreground)) }
        if style.background >= 0 { words.append("bg " + color(style.background)) }
        if style.bold { words.append("bold") }
        if style.dim { words.append("dim") }
        if style.underline { words.append("underline") }
        if style.reverse { words.append("reverse") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
