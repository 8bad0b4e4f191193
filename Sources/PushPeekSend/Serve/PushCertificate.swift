/// What an APNs client certificate allows, read as Apple writes it: the environments it is for
/// (extension 1.2.840.113635.100.6.3.1 development, .3.2 production; a universal certificate has
/// both) and its topics (the subject's UID, and a universal certificate's list in extension
/// 1.2.840.113635.100.6.3.6). A certificate with neither environment extension is taken for both.
public struct PushCertificate: Sendable, Equatable {
    public static let developmentOID = "1.2.840.113635.100.6.3.1"
    public static let productionOID = "1.2.840.113635.100.6.3.2"
    public static let topicsOID = "1.2.840.113635.100.6.3.6"

    /// The environments the certificate names; empty when it names none.
    public var environments: Set<APNsEnvironment>
    /// The topics it may push to, the subject's UID first.
    public var topics: [String]

    public init(environments: Set<APNsEnvironment>, topics: [String]) {
        self.environments = environments
        self.topics = topics
    }

    /// The refusal of a request made with this certificate to a server that is `environment`:
    /// BadCertificateEnvironment for the other environment's certificate, BadCertificate for one
    /// that names no topic.
    public func refusal(environment: APNsEnvironment) -> String? {
        if !environments.isEmpty && !environments.contains(environment) { return "BadCertificateEnvironment" }
        return topics.isEmpty ? "BadCertificate" : nil
    }

    /// The topics in the DER value of extension 1.2.840.113635.100.6.3.6: a SEQUENCE whose
    /// strings are the topics (each followed by a SEQUENCE naming its kind, `app`, `voip`, …).
    /// Nothing for bytes that are not such a SEQUENCE.
    public static func topics(extensionValue bytes: [UInt8]) -> [String] {
        guard let outer = element(bytes, at: 0), outer.tag == 0x30, outer.end == bytes.count else { return [] }
        var topics: [String] = []
        var position = outer.contentStart
        while position < outer.end, let item = element(bytes, at: position), item.end <= outer.end {
            // UTF8String, PrintableString, IA5String.
            if item.tag == 0x0C || item.tag == 0x13 || item.tag == 0x16, item.end > item.contentStart {
                topics.append(String(decoding: bytes[item.contentStart..<item.end], as: UTF8.self))
            }
            position = item.end
        }
        return topics
    }

    /// The DER element at `position`: its tag, where its content starts, and where it ends.
    static func element(_ bytes: [UInt8], at position: Int) -> (tag: UInt8, contentStart: Int, end: Int)? {
        guard position + 2 <= bytes.count else { return nil }
        let tag = bytes[position]
        var length = Int(bytes[position + 1])
        var start = position + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard (1...3).contains(count), start + count <= bytes.count else { return nil }
            length = bytes[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
            start += count
        }
        guard length <= bytes.count - start else { return nil }
        return (tag, start, start + length)
    }
}
