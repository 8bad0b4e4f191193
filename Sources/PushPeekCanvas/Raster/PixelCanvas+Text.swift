import PushPeekModel

/// Text in the built-in bitmap font, each font pixel a `scale` × `scale` square, with an optional
/// halo (the text's pixels grown by one font pixel) that keeps it legible over roads and water, as
/// map labels are drawn.
extension PixelCanvas {
    /// Draws `text` with its top left at (`x`, `y`). A text that is not `counted` is drawn even past
    /// the work limit (the note that says the picture was cut short).
    public mutating func text(_ text: String, x: Int, y: Int, scale: Int, color: RGB, halo: RGB? = nil, counted: Bool = true) {
        guard scale > 0, scale <= 64 else { return }
        let scalars = Array(text.unicodeScalars.prefix(1024))
        guard !counted || spend((scalars.count * BitmapFont.advance + 2) * (BitmapFont.glyphHeight + 2) * scale * scale * (halo == nil ? 1 : 2)) else { return }
        if let halo {
            for (index, scalar) in scalars.enumerated() {
                let left = x + index * BitmapFont.advance * scale
                for gy in -1...BitmapFont.glyphHeight {
                    for gx in -1...BitmapFont.glyphWidth where Self.near(scalar, x: gx, y: gy) {
                        square(x: left + gx * scale, y: y + gy * scale, scale: scale, color: halo)
                    }
                }
            }
        }
        for (index, scalar) in scalars.enumerated() {
            let left = x + index * BitmapFont.advance * scale
            for gy in 0..<BitmapFont.glyphHeight {
                for gx in 0..<BitmapFont.glyphWidth where BitmapFont.isSet(scalar, x: gx, y: gy) {
                    square(x: left + gx * scale, y: y + gy * scale, scale: scale, color: color)
                }
            }
        }
    }

    /// Whether a glyph pixel or one of its eight neighbours is set.
    private static func near(_ scalar: Unicode.Scalar, x: Int, y: Int) -> Bool {
        for dy in -1...1 {
            for dx in -1...1 where BitmapFont.isSet(scalar, x: x + dx, y: y + dy) { return true }
        }
        return false
    }

    private mutating func square(x: Int, y: Int, scale: Int, color: RGB) {
        for dy in 0..<scale {
            for dx in 0..<scale { blend(x: x + dx, y: y + dy, color: color, coverage: 1) }
        }
    }
}
