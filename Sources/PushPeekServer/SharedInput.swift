import PushPeekSend

/// What the connections of one server (read one at a time) share of their input: the buffer one
/// read puts down, and the last request handed on, which the next is compared against as it
/// arrives (`IncomingStream`): a backend's connections send the same head and payload.
final class SharedInput {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The last request's header fields as bytes, made again only when the request is a new object.
    private(set) var lastFields: FieldImage?

    var lastRequest: ProviderRequest? {
        get { lastFields?.request }
        set {
            if let newValue {
                if newValue !== lastFields?.request { lastFields = FieldImage(newValue) }
            } else {
                lastFields = nil
            }
        }
    }

    init(count: Int = 16_384) {
        bytes = UnsafeMutableBufferPointer.allocate(capacity: count)
    }

    deinit { bytes.deallocate() }
}
