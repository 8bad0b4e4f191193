import PushPeekModel
import PushPeekJSON

/// Draws a picture into a box of terminal cells.
///
/// In colour, each cell shows two pixels stacked: `▀` with the top pixel as foreground and the bottom
/// one as background, both `Color.rgb` (the painter quantises them to the terminal's palette). With no
/// colour (`mono`, `NO_COLOR`, depth `.none`) each cell is one character of a luminance ramp. Either way
/// the picture keeps its aspect ratio: a cell is taken to be twice as tall as wide (cell aspect 0.5), so
/// the box is `size.width × size.height*2` square pixels, and the picture is box-filtered to fit inside
/// it, centred. Transparent parts leave the card showing (`.role(.card)`), unless a `backdrop` colour is
/// given to composite over.
public enum ImageCellRenderer {
    /// Darkest to lightest: light pixels draw dense characters (as on a dark terminal).
    public static let asciiRamp: [Character] = Array(" .:-=+*#%@")

    public static func render(_ image: RasterImage, size: Size, depth: ColorDepth, mono: Bool, backdrop: RGB? = nil) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.plain))
        guard grid.width > 0, grid.height > 0, image.width > 0, image.height > 0 else { return grid }
        let frame = fittedFrame(imageWidth: image.width, imageHeight: image.height, box: Size(width: grid.width, height: grid.height))
        let fit = frame.size
        let samples = downscale(image, to: fit, backdrop: backdrop)
        let rows = (fit.height + 1) / 2
        let origin = Point(x: frame.x, y: frame.y / 2)
        let ascii = mono || depth == .none
        for row in 0..<rows {
            for x in 0..<fit.width {
                let top = samples[2 * row * fit.width + x]
                let bottom = 2 * row + 1 < fit.height ? samples[(2 * row + 1) * fit.width + x] : nil
                let cell = ascii ? asciiCell(top: top, bottom: bottom) : blockCell(top: top, bottom: bottom)
                grid.set(cell, x: origin.x + x, y: origin.y + row)
            }
        }
        return grid
    }

    /// The picture's size in half-block pixels once fitted inside `box` (cells): as large as fits in
    /// `box.width × box.height*2` with the aspect ratio kept, at least 1×1 for a non-empty box.
    public static func fittedSize(imageWidth: Int, imageHeight: Int, box: Size) -> Size {
        let boxWidth = max(0, box.width)
        let boxHeight = max(0, box.height) * 2
        guard imageWidth > 0, imageHeight > 0, boxWidth > 0, boxHeight > 0 else { return Size(width: 0, height: 0) }
        if imageWidth * boxHeight >= imageHeight * boxWidth {
            let height = (2 * imageHeight * boxWidth + imageWidth) / (2 * imageWidth)
            return Size(width: boxWidth, height: min(boxHeight, max(1, height)))
        }
        let width = (2 * imageWidth * boxHeight + imageHeight) / (2 * imageHeight)
        return Size(width: min(boxWidth, max(1, width)), height: boxHeight)
    }

    /// Where the picture's pixels lie inside `box` (cells), in columns across and half rows down
    /// (each cell shows two pixel rows): `fittedSize`, centred on whole cells.
    public static func fittedFrame(imageWidth: Int, imageHeight: Int, box: Size) -> Rect {
        let fit = fittedSize(imageWidth: imageWidth, imageHeight: imageHeight, box: box)
        let rows = (fit.height + 1) / 2
        let cells = Rect(origin: .zero, size: box).centred(Size(width: fit.width, height: rows))
        return Rect(x: cells.x, y: 2 * cells.y, width: fit.width, height: fit.height)
    }

    /// Box-filters (or, when enlarging, repeats) the picture to `size`; nil marks a transparent pixel.
    /// Colours are averaged weighted by alpha; with a backdrop every pixel is composited and opaque,
    /// without one a pixel is transparent when its average alpha is under one half.
    package static func downscale(_ image: RasterImage, to size: Size, backdrop: RGB?) -> [RGB?] {
        var samples = [RGB?](repeating: nil, count: size.width * size.height)
        let pixels = image.pixels
        for ty in 0..<size.height {
            let y0 = ty * image.height / size.height
            let y1 = max(y0 + 1, (ty + 1) * image.height / size.height)
            for tx in 0..<size.width {
                let x0 = tx * image.width / size.width
                let x1 = max(x0 + 1, (tx + 1) * image.width / size.width)
                var (red, green, blue, alpha) = (0, 0, 0, 0)
                for y in y0..<y1 {
                    var index = (y * image.width + x0) * 4
                    for _ in x0..<x1 {
                        let a = Int(pixels[index + 3])
                        red += Int(pixels[index]) * a
                        green += Int(pixels[index + 1]) * a
                        blue += Int(pixels[index + 2]) * a
                        alpha += a
                        index += 4
                    }
                }
                let count = (y1 - y0) * (x1 - x0)
                samples[ty * size.width + tx] = composite(red: red, green: green, blue: blue, alpha: alpha, count: count, backdrop: backdrop)
            }
        }
        return samples
    }

    package static func composite(red: Int, green: Int, blue: Int, alpha: Int, count: Int, backdrop: RGB?) -> RGB? {
        let coverage = alpha / count  // 0...255
        let color: RGB? = alpha == 0 ? nil : RGB(UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha))
        guard let backdrop else { return coverage < 128 ? nil : color }
        guard let color else { return backdrop }
        func mix(_ top: UInt8, _ under: UInt8) -> UInt8 {
            UInt8((Int(top) * coverage + Int(under) * (255 - coverage) + 127) / 255)
        }
        return RGB(mix(color.red, backdrop.red), mix(color.green, backdrop.green), mix(color.blue, backdrop.blue))
    }

    package static func blockCell(top: RGB?, bottom: RGB?) -> Cell {
        switch (top, bottom) {
        case let (top?, bottom?):
            return Cell(text: "▀", style: Style(foreground: .rgb(top.red, top.green, top.blue), background: .rgb(bottom.red, bottom.green, bottom.blue)))
        case let (top?, nil):
            return Cell(text: "▀", style: Style(foreground: .rgb(top.red, top.green, top.blue), background: .role(.card)))
        case let (nil, bottom?):
            return Cell(text: "▄", style: Style(foreground: .rgb(bottom.red, bottom.green, bottom.blue), background: .role(.card)))
        case (nil, nil):
            return Cell.blank(.plain)
        }
    }

    package static func asciiCell(top: RGB?, bottom: RGB?) -> Cell {
        let opaque = [top, bottom].compactMap { $0 }
        guard !opaque.isEmpty else { return Cell.blank(.plain) }
        let luminance = opaque.map(\.luminance).reduce(0, +) / Double(opaque.count)
        let index = WholeNumber.clamped(luminance * Double(asciiRamp.count - 1), to: 0...asciiRamp.count - 1)
        return Cell(text: String(asciiRamp[index]), style: .plain)
    }
}
