import PushPeekModel

/// Writes a picture in the kitty graphics protocol: its pixels stretched to its block of cells
/// (`s`/`v`), 24-bit RGB when every pixel is opaque (`f=24`) and RGBA otherwise (`f=32`), deflated
/// in a zlib stream (`o=z`) when the caller gives a compressor (the terminal inflates the same
/// pixels), base64 in chunks of 4,096 bytes (`m=1` until the last), transmitted and shown at the cursor
/// (`a=T`) over `c`×`r` cells without moving the cursor (`C=1`).
///
/// Invariant: the first chunk's control data starts `a=T,`, so that a painter can name the image
/// and its placement (`i`, `p`) by inserting them after `ESC _ G`.
public enum KittyEncoder {
    static let chunk = 4_096

    /// `image` stretched over `cells` cells of `cellPixels` pixels; its pixels compressed by
    /// `deflate` (a zlib stream, or nil to send them as they are) when it is given.
    public static func encode(_ image: RasterImage, cells: Size, cellPixels: Size, deflate: (([UInt8]) -> [UInt8]?)? = nil) -> [UInt8] {
        guard let scaled = PictureScaler.scaled(image, width: cells.width * cellPixels.width, height: cells.height * cellPixels.height)
        else { return [] }
        let opaqueRGB = rgb(scaled.pixels)
        let data = opaqueRGB ?? scaled.pixels
        let opaque = opaqueRGB != nil
        let deflated = deflate?(data)
        let control = "a=T,f=\(opaque ? 24 : 32)\(deflated == nil ? "" : ",o=z"),s=\(scaled.width),v=\(scaled.height),c=\(cells.width),r=\(cells.height),C=1"
        return transmission(control: control, payload: Base64.encodedBytes(deflated ?? data))
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
