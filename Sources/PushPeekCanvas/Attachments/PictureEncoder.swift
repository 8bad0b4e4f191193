import PushPeekModel

/// Turns a picture into the escape sequence that shows it in pixels over a block of cells, in one
/// `GraphicsProtocol` (libchafa's encoders, from the edge that has it).
///
/// Invariant: the bytes are one complete sequence of the protocol (sixel DCS, kitty APC or iTerm2
/// OSC, each terminated), drawn from the cursor's cell, no larger than `cells` × `cellPixels`; an
/// encoding started ahead (`encodeAhead`) gives `bytes` the same bytes.
public struct PictureEncoder: Sendable {
    public let graphics: GraphicsProtocol
    private let encode: @Sendable (RasterImage, Size, Size) -> [UInt8]
    private let startEncoding: (@Sendable (RasterImage, Size, Size) -> Void)?

    /// `encodeAhead`, when given, starts on another thread what `encode` gives for the same
    /// arguments, so that `encode` finds it made or waits for it.
    public init(graphics: GraphicsProtocol, encode: @escaping @Sendable (RasterImage, Size, Size) -> [UInt8],
                encodeAhead: (@Sendable (RasterImage, Size, Size) -> Void)? = nil) {
        self.graphics = graphics
        self.encode = encode
        startEncoding = encodeAhead
    }

    /// `image` stretched over `cells` cells of `cellPixels` pixels each (the caller keeps the aspect).
    public func bytes(for image: RasterImage, cells: Size, cellPixels: Size) -> [UInt8] {
        guard cells.width > 0, cells.height > 0, cellPixels.width > 0, cellPixels.height > 0 else { return [] }
        return encode(image, cells, cellPixels)
    }

    /// Starts `bytes(for:cells:cellPixels:)` of the same arguments on another thread, where this
    /// encoder can, so that the frame's other work goes on meanwhile; otherwise does nothing.
    public func encodeAhead(_ image: RasterImage, cells: Size, cellPixels: Size) {
        guard cells.width > 0, cells.height > 0, cellPixels.width > 0, cellPixels.height > 0 else { return }
        startEncoding?(image, cells, cellPixels)
    }
}
