import Testing
import PushPeekSend
@testable import PushPeekServer

/// A request stream as libnghttp2 hands it over, field by field: a request that repeats the one
/// the server took before it is built from that one's strings, header list and body (nothing
/// made again), and one that differs is taken as it came.
struct IncomingStreamTests {
    static let fields: [(String, String)] = [
        (":method", "POST"), (":scheme", "https"), (":path", "/3/device/" + String(repeating: "ab", count: 32)), (":authority", "localhost"),
        ("apns-push-type", "alert"), ("apns-topic", "com.example.app"), ("authorization", "bearer " + String(repeating: "x", count: 180)),
        ("content-length", "10"),
    ]
    static let body = Array(#"{"aps":{}}"#.utf8)

    static func arrive(_ fields: [(String, String)], body: [UInt8] = body, after previous: ProviderRequest?) -> ProviderRequest {
        let stream = IncomingStream(previous: previous)
        for (name, value) in fields {
            let name = Array(name.utf8), value = Array(value.utf8)
            let taken = name.withUnsafeBufferPointer { name in value.withUnsafeBufferPointer { stream.take(name: name, value: $0) } }
            #expect(taken)
        }
        body.withUnsafeBufferPointer { stream.receive($0) }
        return stream.request
    }

    static func sameStorage<Element>(_ first: [Element], _ second: [Element]) -> Bool {
        first.withUnsafeBufferPointer { one in second.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress } }
    }

    @Test func aRepeatedRequestIsMadeOfThePreviousOne() {
        let first = Self.arrive(Self.fields, after: nil)
        #expect(first.headers.map(\.name) == ["apns-push-type", "apns-topic", "authorization", "content-length"])
        let second = Self.arrive(Self.fields, after: first)
        #expect(second === first)
        #expect(Self.sameStorage(second.headers, first.headers))
        #expect(Self.sameStorage(second.body, first.body))
        #expect(second.deviceToken == first.deviceToken && second.header("apns-topic") == "com.example.app")
    }

    @Test func aDifferingFieldOrBodyIsTakenAsItCame() {
        let first = Self.arrive(Self.fields, after: nil)
        var fields = Self.fields
        fields[5] = ("apns-topic", "com.example.other")
        let other = Self.arrive(fields, body: Array(#"{"aps":{"badge":1}}"#.utf8), after: first)
        #expect(other.headers.map(\.value) == ["alert", "com.example.other", Self.fields[6].1, "10"])
        #expect(!Self.sameStorage(other.headers, first.headers))
        #expect(String(decoding: other.body, as: UTF8.self) == #"{"aps":{"badge":1}}"#)
        let shorter = Self.arrive(Array(Self.fields.prefix(6)), after: first)
        #expect(shorter.headers.map(\.name) == ["apns-push-type", "apns-topic"])
        let moved = Self.arrive(Self.fields.map { $0.0 == ":path" ? ($0.0, "/3/device/" + String(repeating: "cd", count: 32)) : $0 }, after: first)
        #expect(moved.deviceToken == String(repeating: "cd", count: 32) && Self.sameStorage(moved.headers, first.headers))
        #expect(moved !== first && moved.topic == "com.example.app" && Self.sameStorage(moved.body, first.body))
    }

    @Test func contentLengthIsReadAsIntReadsIt() {
        for text in ["0", "10", "+7", "-3", "", "+", "-", "1a", " 1", "9223372036854775807", "9223372036854775808",
                     "-9223372036854775808", "-9223372036854775809", "00042"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer(IncomingStream.decimal) == Int(text, radix: 10), "\(text)")
        }
    }

    @Test func streamSlotsAreFoundByNumberAndUsedAgain() {
        var slots = StreamSlots()
        let one = IncomingStream(previous: nil), three = IncomingStream(previous: nil)
        let first = slots.insert(one, id: 1)
        let second = slots.insert(three, id: 3)
        #expect(slots.stream(at: first, id: 1) === one && slots.stream(at: second, id: 3) === three)
        #expect(slots.stream(at: first, id: 3) == nil && slots.stream(at: 7, id: 1) == nil && slots.stream(at: -1, id: 1) == nil)
        slots.remove(at: first, id: 3)
        #expect(slots.count == 2)
        slots.remove(at: first, id: 1)
        #expect(slots.count == 1 && slots.stream(at: first, id: 1) == nil)
        let five = IncomingStream(previous: nil)
        #expect(slots.insert(five, id: 5) == first && slots.stream(at: first, id: 5) === five && slots.count == 2)
    }

    @Test func theLimitsComeFromTheFirstFieldOfTheirName() {
        let stream = IncomingStream(previous: nil)
        for (name, value) in [("apns-push-type", "voip"), ("content-length", "5121"), ("apns-push-type", "alert"), ("content-length", "1")] {
            let name = Array(name.utf8), value = Array(value.utf8)
            _ = name.withUnsafeBufferPointer { name in value.withUnsafeBufferPointer { stream.take(name: name, value: $0) } }
        }
        #expect(stream.payloadLimit == 5120 && stream.declaredLength == 5121 && stream.isOversized)
    }
}
