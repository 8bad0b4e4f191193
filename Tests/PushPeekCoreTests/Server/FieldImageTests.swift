import Testing
import PushPeekSend
@testable import PushPeekServer

/// The last request's header fields as flat bytes: a field matches only when its name and its value
/// are each the same bytes, and the image is made again only for a new request object.
struct FieldImageTests {
    static func matches(_ image: FieldImage, _ index: Int, _ name: String, _ value: String) -> Bool {
        let name = Array(name.utf8), value = Array(value.utf8)
        return name.withUnsafeBufferPointer { name in value.withUnsafeBufferPointer { image.matches(index, name: name, value: $0) } }
    }

    static let request = ProviderRequest(method: "POST", path: "/3/device/ab", headers: [HTTPHeader("ab", "c"), HTTPHeader("x-empty", ""), HTTPHeader("apns-topic", "com.example.app")],
                                         body: [], bodyLength: 0)

    @Test func aFieldMatchesOnlyItsOwnNameAndValueAtItsPlace() {
        let image = FieldImage(Self.request)
        #expect(Self.matches(image, 0, "ab", "c"))
        #expect(!Self.matches(image, 0, "a", "bc"))
        #expect(!Self.matches(image, 0, "ab", "d"))
        #expect(Self.matches(image, 1, "x-empty", ""))
        #expect(!Self.matches(image, 1, "x-empty", "x"))
        #expect(Self.matches(image, 2, "apns-topic", "com.example.app"))
        #expect(!Self.matches(image, 1, "apns-topic", "com.example.app"))
        #expect(!Self.matches(image, 3, "apns-topic", "com.example.app"))
        #expect(!Self.matches(image, -1, "ab", "c"))
    }

    @Test func theImageIsMadeAgainOnlyForANewRequestObject() throws {
        let input = SharedInput(count: 16)
        input.lastRequest = Self.request
        let image = try #require(input.lastFields)
        input.lastRequest = Self.request
        #expect(input.lastFields === image)
        let other = ProviderRequest(method: "POST", path: "/3/device/ab", headers: [HTTPHeader("ab", "c")], body: [], bodyLength: 0)
        input.lastRequest = other
        #expect(input.lastFields !== image && input.lastRequest === other)
        input.lastRequest = nil
        #expect(input.lastFields == nil)
    }
}
