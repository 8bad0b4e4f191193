import PushPeekSend

/// What the connections of one server (read one at a time) share of their input: the buffer one
/// read puts down, and the last request handed on, which the next is compared against as it
/// arrives (`IncomingStream`): a backend's connections send the same head and payload.
final class SharedInput {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    var lastRequest: ProviderRequest?

    init(count: Int = 16_384) {
        bytes = UnsafeMutableBufferPointer.allocate(capacity: count)
    }

    deinit { bytes.deallocate() }
}
