import PushPeekSend

/// A request's header fields as one run of bytes with each field's bounds: the next request's
/// fields are compared against it as they arrive, with a `memcmp` each and no `String` in between.
final class FieldImage {
    /// The request the image was made from.
    let request: ProviderRequest
    private let bytes: [UInt8]
    /// Field `i`'s name starts at `bounds[2 * i]`, its value at `bounds[2 * i + 1]`, and it ends
    /// where the next field starts.
    private let bounds: [Int]

    init(_ request: ProviderRequest) {
        self.request = request
        var bytes: [UInt8] = []
        var bounds: [Int] = []
        bounds.reserveCapacity(request.headers.count * 2 + 1)
        for field in request.headers {
            bounds.append(bytes.count)
            bytes.append(contentsOf: field.name.utf8)
            bounds.append(bytes.count)
            bytes.append(contentsOf: field.value.utf8)
        }
        bounds.append(bytes.count)
        self.bytes = bytes
        self.bounds = bounds
    }

    /// Whether field `index` is `name` and `value`, byte for byte.
    func matches(_ index: Int, name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index >= 0, 2 * index + 2 < bounds.count else { return false }
        let nameStart = bounds[2 * index], valueStart = bounds[2 * index + 1], end = bounds[2 * index + 2]
        guard valueStart - nameStart == name.count, end - valueStart == value.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            IncomingStream.equal(UnsafeBufferPointer(rebasing: all[nameStart..<valueStart]), name)
                && IncomingStream.equal(UnsafeBufferPointer(rebasing: all[valueStart..<end]), value)
        }
    }
}
