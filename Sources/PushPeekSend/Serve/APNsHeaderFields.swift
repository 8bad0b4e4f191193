/// The header fields APNs reads, found once when a request is taken apart: each one's first
/// value and whether one came twice (`DuplicateHeaders`). The rules, the line and the log ask
/// for them many times a request.
struct APNsHeaderFields: Sendable, Equatable {
    /// The fields APNs refuses when sent twice, in the order of `values`.
    static let names = ["apns-id", "apns-topic", "apns-push-type", "apns-priority", "apns-expiration",
                        "apns-collapse-id", "authorization", "content-length"]

    /// Each name's place in `names` and `values`.
    static let apnsID = 0, topic = 1, pushType = 2, priority = 3, expiration = 4, collapseID = 5, authorization = 6

    private(set) var values: [String?]
    private(set) var duplicated = false

    init(_ headers: [HTTPHeader]) {
        values = Array(repeating: nil, count: APNsHeaderFields.names.count)
        for header in headers {
            guard let index = APNsHeaderFields.index(header.name) else { continue }
            if values[index] == nil { values[index] = header.value } else { duplicated = true }
        }
    }

    /// The position of `name` in `names`, telling names apart by length first.
    static func index(_ name: String) -> Int? {
        func either(_ first: Int, _ second: Int) -> Int? {
            name == names[first] ? first : name == names[second] ? second : nil
        }
        switch name.utf8.count {
        case 7: return either(0, 0)
        case 10: return either(1, 1)
        case 13: return either(3, 6)
        case 14: return either(2, 7)
        case 15: return either(4, 4)
        case 16: return either(5, 5)
        default: return nil
        }
    }
}
