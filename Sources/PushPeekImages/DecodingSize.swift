import PushPeekModel
import PushPeekCanvas

/// The sizes a picture is read and kept at, the same on every system: the Linux decoders arrive at
/// them row by row (libjpeg's scaled decoding, then `ImageReducer`), ImageIO on macOS by its own
/// downsampling, and both report `read` as the picture's `sourceSize`.
struct DecodingSize: Equatable {
    /// What the decoder reads: a JPEG at libjpeg's scaled decoding (1/2, 1/4 or 1/8, the smallest
    /// whose longer side is still `maximumSide` or more, sides rounded up), any other picture at the
    /// size it declares.
    let read: Size
    /// What is kept: `read` divided by `ImageReducer`'s whole factor, sides rounded up.
    let kept: Size

    init(width: Int, height: Int, isJPEG: Bool, maximumSide: Int = ImageReducer.maximumSide) {
        let side = max(1, maximumSide)
        var denominator = 1
        if isJPEG {
            while denominator < 8 && max(width, height) / (denominator * 2) >= side { denominator *= 2 }
        }
        read = Size(width: (width + denominator - 1) / denominator, height: (height + denominator - 1) / denominator)
        let factor = ImageReducer.factor(width: read.width, height: read.height, maximumSide: side)
        kept = Size(width: (read.width + factor - 1) / factor, height: (read.height + factor - 1) / factor)
    }

    /// Whether the picture is read or kept smaller than it declares.
    func isReduced(width: Int, height: Int) -> Bool {
        kept != Size(width: width, height: height)
    }
}
