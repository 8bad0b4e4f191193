// libFuzzer target: app descriptions — lint, decode, lay out and render the custom view, then
// focus, choose and type through the reducer. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzApp.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Feeds one input, as an app description, through everything that reads one.
enum FuzzApp {
    /// Focus moves, choosing, typing into a reply, the segmented control's arrows, the log, dismissal.
    static let keys: [Key] = [.tab, .tab, .right, .enter, .character("h"), .character("é"), .left, .backspace, .enter,
                              .backTab, .space, .character("l"), .character("m"), .character("r"), .enter, .escape, .character("d")]

    static func run(_ bytes: [UInt8]) {
        FuzzSupport.fuzzAppDescription(bytes, keys: keys)
    }
}
