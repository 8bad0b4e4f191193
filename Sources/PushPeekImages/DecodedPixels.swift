import PushPeekJSON
import PushPeekCanvas

/// Runs a C decoder shim that hands a picture over row by row, shrinking it as it comes in
/// (`ImageReducer`), and turns the shim's status into a `RasterImage` or an `InputError`. No decoder
/// ever holds the full picture: memory is a row of the source and the reduced picture.
enum DecodedPixels {
    typealias Begin = @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32) -> Int32
    typealias Row = @convention(c) (UnsafeMutableRawPointer?, UInt32, UnsafePointer<UInt8>?, UInt32) -> Void
    /// The shape both C shims share: bytes and limits in; the source's dimensions, the rows (through
    /// `Begin` and `Row` with a context) and a message out.
    typealias Shim = (UnsafePointer<UInt8>?, Int, UInt32, UInt64, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                      Begin?, Row?, UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// The reducer the rows go into, made when the shim knows the size of what it will hand over.
    private final class Sink {
        var reducer: ImageReducer?
        let maximumSide: Int
        init(maximumSide: Int) { self.maximumSide = maximumSide }
    }

    /// Runs a decoder shim within `RasterImage`'s limits and turns its answer into an image or an error.
    static func decode(_ bytes: [UInt8], with shim: Shim, codes: (ok: Int32, tooLarge: Int32, noMemory: Int32),
                       format: String, maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let sink = Sink(maximumSide: max(1, maximumSide))
        let begin: Begin = { context, width, height in
            guard let context else { return 1 }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            sink.reducer = ImageReducer(sourceWidth: Int(width), sourceHeight: Int(height), maximumSide: sink.maximumSide)
            return sink.reducer == nil ? 1 : 0
        }
        let row: Row = { context, y, rgba, width in
            guard let context, let rgba else { return }
            let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
            sink.reducer?.add(row: Int(y), rgba: UnsafeBufferPointer(start: rgba, count: Int(width) * 4))
        }
        let status = withExtendedLifetime(sink) {
            bytes.withUnsafeBufferPointer { buffer in
                message.withUnsafeMutableBufferPointer { text in
                    shim(buffer.baseAddress, buffer.count, UInt32(RasterImage.maxDimension), UInt64(RasterImage.maxPixelCount),
                         UInt32(sink.maximumSide), &width, &height, begin, row,
                         Unmanaged.passUnretained(sink).toOpaque(), text.baseAddress, text.count)
                }
            }
        }
        let (w, h) = (Int(width), Int(height))
        switch status {
        case codes.ok:
            guard let image = sink.reducer?.image() else { throw InputError(.badInput, message: "\(format) decoder returned no pixels") }
            return image
        case codes.tooLarge:
            if w == 0 || h == 0 { throw InputError(.badInput, message: "\(format) image is \(w)×\(h) pixels") }
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: w, height: h))
        case codes.noMemory:
            throw InputError(.io, message: "out of memory decoding a \(w)×\(h) \(format) image")
        default:
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw InputError(.badInput, message: "corrupt \(format) data" + (reason.isEmpty ? "" : ": \(reason)"))
        }
    }
}
