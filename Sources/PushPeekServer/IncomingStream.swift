#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekSend

/// One request stream while it arrives: its header fields (bounded), the body's first bytes (one
/// past the payload limit at most) and the count of the rest, then the response body being sent.
/// A backend sends the same head and payload again and again: fields and a body equal, byte for
/// byte, to those of the last request the server took are taken from it rather than made again.
final class IncomingStream {
    /// The server's last request when this one began, compared against as the fields arrive.
    let previous: ProviderRequest?
    /// `previous`'s fields and body, read field by field without copying `previous` each time.
    private let previousFields: FieldImage?
    private let previousHeaders: [HTTPHeader]
    private let previousBody: [UInt8]
    var method: String?
    var path: String?
    /// The fields once one differed from `previous` (before that, `previous.headers[..<fieldCount]`).
    private var ownHeaders: [HTTPHeader] = []
    /// Whether every field so far is the one `previous` had at the same place.
    private var sharesFields: Bool
    private(set) var fieldCount = 0
    var headerBytes = 0
    /// The payload limit for the push type given first (`apns-push-type`).
    private(set) var payloadLimit = ProviderRequest.payloadLimit(pushType: nil)
    /// The first `content-length` field's value, if it is a decimal number.
    private(set) var declaredLength: Int?
    private var sawPushType = false
    private var sawLength = false
    var body: [UInt8] = []
    var bodyLength = 0
    /// Whether the request was handed to the handler (at its end, or early when too large).
    var dispatched = false
    var response: [UInt8] = []
    var responseOffset = 0

    /// Bytes of header names and values taken per request (APNs' requests carry well under 1 KB);
    /// a request over it is reset, as is one with more fields than `maximumHeaderCount`.
    static let maximumHeaderBytes = 16_384
    static let maximumHeaderCount = 64

    convenience init(previous: ProviderRequest?) {
        self.init(previousFields: previous.map(FieldImage.init))
    }

    init(previousFields: FieldImage?) {
        self.previousFields = previousFields
        previous = previousFields?.request
        previousHeaders = previous?.headers ?? []
        previousBody = previous?.body ?? []
        sharesFields = previous != nil
    }

    /// Takes one header field as it came; false when the request is over the bounds.
    func take(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) -> Bool {
        headerBytes += name.count + value.count
        guard headerBytes <= IncomingStream.maximumHeaderBytes, fieldCount < IncomingStream.maximumHeaderCount else { return false }
        if name.first == UInt8(ascii: ":") {
            if IncomingStream.equal(name, ":method") { method = IncomingStream.text(value, reusing: previous?.method); return true }
            if IncomingStream.equal(name, ":path") { path = IncomingStream.text(value, reusing: previous?.path); return true }
            if IncomingStream.equal(name, ":scheme") || IncomingStream.equal(name, ":authority") { return true }
        }
        let index = fieldCount
        let same = sharesFields && previousFields?.matches(index, name: name, value: value) == true
        if same {
            fieldCount += 1
        } else {
            if sharesFields {
                ownHeaders = Array(previousHeaders.prefix(fieldCount))
                sharesFields = false
            }
            ownHeaders.append(HTTPHeader(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
            fieldCount += 1
        }
        if !sawPushType && IncomingStream.equal(name, "apns-push-type") {
            sawPushType = true
            payloadLimit = IncomingStream.equal(value, "voip") ? ProviderRequest.payloadLimit(pushType: "voip") : ProviderRequest.payloadLimit(pushType: nil)
        } else if !sawLength && IncomingStream.equal(name, "content-length") {
            sawLength = true
            declaredLength = IncomingStream.decimal(value)
        }
        return true
    }

    /// The header fields taken, in the order sent.
    var headers: [HTTPHeader] {
        guard sharesFields else { return ownHeaders }
        return fieldCount == previousHeaders.count ? previousHeaders : Array(previousHeaders.prefix(fieldCount))
    }

    /// Whether the body is already known to be over the limit (by `content-length` or by the bytes so far).
    var isOversized: Bool {
        bodyLength > payloadLimit || (declaredLength ?? 0) > payloadLimit
    }

    /// Keeps `bytes` up to one byte past the limit and counts the rest.
    func receive(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = max(0, payloadLimit + 1 - body.count)
        if body.isEmpty, bytes.count <= room, !bytes.isEmpty, IncomingStream.equal(previousBody, bytes) {
            body = previousBody
        } else {
            body.append(contentsOf: bytes.prefix(room))
        }
        bodyLength += bytes.count
    }

    /// The request taken: the last one itself when it repeats it whole, its header fields when only
    /// the request line or body differ.
    var request: ProviderRequest {
        let length = max(bodyLength, isOversized ? (declaredLength ?? bodyLength) : bodyLength)
        if sharesFields, fieldCount == previousHeaders.count, let previous {
            if method == previous.method, path == previous.path, length == previous.bodyLength, body == previous.body { return previous }
            return previous.with(method: method, path: path, body: body, bodyLength: length)
        }
        return ProviderRequest(method: method, path: path, headers: headers, body: body, bodyLength: length)
    }

    /// `bytes` read as `Int(_:radix: 10)` reads them: an optional sign, then decimal digits, nil for
    /// anything else or a number past `Int`'s range.
    static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var number = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (shifted, overflow) = number.multipliedReportingOverflow(by: 10)
            let (next, carry) = negative ? shifted.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                                         : shifted.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow, !carry else { return nil }
            number = next
        }
        return number
    }

    /// `bytes` as text: `known` itself when its UTF-8 is the same bytes (no new string).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, reusing known: String?) -> String {
        if let known, equal(known, bytes) { return known }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        equal(bytes, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        return text.utf8.withContiguousStorageIfAvailable { equal($0, bytes) } ?? text.utf8.elementsEqual(bytes)
    }

    static func equal(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.count == bytes.count && stored.withUnsafeBufferPointer { equal($0, bytes) }
    }

    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let one = first.baseAddress, let other = second.baseAddress else { return first.isEmpty }
        return memcmp(one, other, first.count) == 0
    }
}
