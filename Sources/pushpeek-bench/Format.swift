/// Number formatting for the table.
enum Format {
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value >= 1 { return fixed(value, 2) + " s" }
        if value >= 1e-3 { return fixed(value * 1e3, value >= 0.1 ? 0 : 1) + " ms" }
        return fixed(value * 1e6, value >= 1e-4 ? 0 : 1) + " µs"
    }

    static func ratio(_ value: Double) -> String {
        value.isFinite ? fixed(value, 2) + "×" : "–"
    }

    static func megabytes(kilobytes: Int) -> String {
        fixed(Double(kilobytes) / 1024, 1) + " MB"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if decimals == 0 {
            text = String(Int(rounded))
        } else if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}
