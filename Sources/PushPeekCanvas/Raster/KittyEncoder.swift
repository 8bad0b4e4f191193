import PushPeekModel

/// Writes a picture in the kitty graphics protocol: its pixels stretched to its block of cells, as
/// a PNG file (`f=100`, whose size the terminal reads from the file) when the caller gives a PNG
/// writer, else as 24-bit RGB when every pixel is opaque (`f=24`) and RGBA otherwise (`f=32`), of
/// `s`×`v` pixels; base64 in chunks of 4,096 bytes (`m=1` until the last), transmitted and shown at
/// the cursor (`a=T`) over `c`×`r` cells without moving the cursor (`C=1`).
///
/// Invariant: the first chunk's control data starts `a=T,`, so that a painter can name the image
/// and its placement (`i`, `p`) by inserting them after `ESC _ G`.
public enum KittyEncoder {
    static let chunk = 4_096

    /// `image` stretched over `cells` cells of `cellPixels` pixels; written by `png` (the pixels,
    /// their width, height and bytes a pixel, 3 or 4; nil to send them as they are) when it is given.
    public static func encode(_ image: RasterImage, cells: Size, cellPixels: Size,
                              png: (([UInt8], Int, Int, Int) -> [UInt8]?)? = nil) -> [UInt8] {
        guard let scaled = PictureScaler.scaled(image, width: cells.width * cellPixels.width, height: cells.height * cellPixels.height)
        else { return [] }
        let opaqueRGB = rgb(scaled.pixels)
        let data = opaqueRGB ?? scaled.pixels
        let placement = "c=\(cells.width),r=\(cells.height),C=1"
        if let file = png?(data, scaled.width, scaled.height, opaqueRGB == nil ? 4 : 3) {
            return transmission(control: "a=T,f=100,\(placement)", payload: Base64.encodedBytes(file))
        }
        let control = "a=T,f=\(opaqueRGB == nil ? 32 : 24),s=\(scaled.width),v=\(scaled.height),\(placement)"
        return transmission(control: control, payload: Base64.encodedBytes(data))
    }

    /// The payload in chunks, the first carrying `control`.
    static func transmission(control: String, payload: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + (payload.count / chunk + 1) * 12 + control.utf8.count)
        var start = 0
        repeat {
            let end = min(start + chunk, payload.count)
            output += [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
            if start == 0 { output += control.utf8 + [UInt8(ascii: ",")] }
            output += (end < payload.count ? "m=1;" : "m=0;").utf8
            output += payload[start..<end]
            output += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < payload.count
        return output
    }

    /// RGBA without its alpha, or nil when a pixel is not opaque.
    static func rgb(_ rgba: [UInt8]) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        let opaque = output.withUnsafeMutableBufferPointer { target in
            rgba.withUnsafeBufferPointer { source in
                for index in 0..<(source.count / 4) {
                    guard source[index &* 4 &+ 3] == 255 else { return false }
                    target[index &* 3] = source[index &* 4]
                    target[index &* 3 &+ 1] = source[index &* 4 &+ 1]
                    target[index &* 3 &+ 2] = source[index &* 4 &+ 2]
                }
                return true
            }
        }
        return opaque ? output : nil
    }
}
