/// Which decoders PushPeekImages was built with — chosen as its sources choose, by whether ImageIO
/// can be imported — for the tests whose expectations differ between them: ImageIO reduces a picture
/// inside the system library (no rows reach `ImageReducer`, so `WorkCounter` counts none) and
/// premultiplies alpha (a fully transparent pixel keeps no colour); libpng, libjpeg and the GIF
/// decoder feed every source row through `ImageReducer` and keep straight alpha.
enum DecoderInUse {
    #if canImport(ImageIO)
    static let isImageIO = true
    #else
    static let isImageIO = false
    #endif

    /// Why a row-counting expectation is not checked under ImageIO.
    static let noRowCounts = "ImageIO reduces pictures inside the system library: no rows reach ImageReducer to be counted"
}
