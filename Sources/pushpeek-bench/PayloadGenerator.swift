import PushPeekJSON

/// Writes realistic APNs payloads, the same ones for the same seed: the examples' categories
/// (`ShowMap`, `new_podcast_available`, `event-invite`) and plain alerts, texts in many scripts with
/// emoji and escapes, `*-loc-key` variants, custom data padding sizes from a few hundred bytes up to
/// the 4 KB APNs limit, pretty and compact formatting, some `.apns` (Simulator) files, and a few
/// payloads with mistakes a linter should flag (all still valid JSON).
struct PayloadGenerator {
    /// One generated file: its name inside the set and its bytes.
    struct File {
        var name: String
        var bytes: [UInt8]
    }

    static let sizeLimit = 4096
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func file(_ index: Int) -> File {
        let simulator = random.chance(0.1)
        var members: [(String, OutputJSON)]
        switch random.next() % 100 {
        case 0..<35: members = showMap()
        case 35..<70: members = podcast()
        case 70..<95: members = eventInvite()
        default: members = plainAlert()
        }
        if random.chance(0.03) { members = withMistake(members) }
        if simulator { members.append(("Simulator Target Bundle", .string("com.example.SpyAgency"))) }
        let pretty = random.chance(0.5)
        let target = targetSize()
        let bytes = padded(members, to: target, pretty: pretty)
        return File(name: String.zeroPadded(index) + (simulator ? ".apns" : ".json"), bytes: bytes)
    }

    // MARK: Categories

    private mutating func showMap() -> [(String, OutputJSON)] {
        let place = random.pick(Texts.places)
        var alert: [(String, OutputJSON)] = [("title", .string(place.name))]
        if random.chance(0.5) { alert.append(("body", .string(random.pick(Texts.sentences)))) }
        return [
            ("aps", .object([("alert", .object(alert)), ("category", .string("ShowMap")), ("sound", .string("default"))])),
            ("latitude", .double(place.latitude + Double.random(in: -0.01...0.01, using: &random))),
            ("longitude", .double(place.longitude + Double.random(in: -0.01...0.01, using: &random))),
            ("radius", .int(random.pick([100, 250, 500, 1000, 5000, 20000]))),
        ]
    }

    private mutating func podcast() -> [(String, OutputJSON)] {
        let show = random.pick(Texts.shows)
        let alert: [(String, OutputJSON)] = [
            ("title", .string("New episode")), ("subtitle", .string(show)),
            ("body", .string(sentences(count: Int.random(in: 1...4, using: &random)))),
        ]
        return [
            ("aps", .object([("alert", .object(alert)), ("category", .string("new_podcast_available")),
                             ("mutable-content", .int(1)), ("thread-id", .string("podcast-\(random.next() % 50)"))])),
            ("media-url", .string("https://cdn.example.com/episodes/\(random.next() % 100_000).jpg")),
            ("podcast-id", .int(Int(random.next() % 10_000))),
        ]
    }

    private mutating func eventInvite() -> [(String, OutputJSON)] {
        let event = random.pick(Texts.events)
        var alert: [(String, OutputJSON)]
        if random.chance(0.4) {
            alert = [
                ("title-loc-key", .string("EVENT_INVITE_TITLE")), ("title-loc-args", .array([.string(random.pick(Texts.people)), .string(event)])),
                ("loc-key", .string("EVENT_INVITE_BODY")), ("loc-args", .array([.string(random.pick(Texts.dates))])),
            ]
        } else {
            alert = [("title", .string(event)), ("subtitle", .string(random.pick(Texts.dates))), ("body", .string(random.pick(Texts.sentences)))]
        }
        return [
            ("aps", .object([("alert", .object(alert)), ("category", .string("event-invite")), ("badge", .int(Int(random.next() % 9)))])),
            ("location", .string(random.pick(Texts.rooms))),
            ("event-id", .string("evt-\(random.next() % 1_000_000)")),
        ]
    }

    private mutating func plainAlert() -> [(String, OutputJSON)] {
        [("aps", .object([("alert", .string(random.pick(Texts.sentences))), ("sound", .string("default"))]))]
    }

    /// A mistake lint reports: a misspelt key, loc-args without loc-key, or an alert with no text.
    private mutating func withMistake(_ members: [(String, OutputJSON)]) -> [(String, OutputJSON)] {
        var members = members
        guard case .object(var aps) = members[0].1 else { return members }
        switch random.next() % 3 {
        case 0: aps.append(("mutable_content", .int(1)))
        case 1: aps.append(("alert", .object([("loc-args", .array([.string("orphan")]))])))
        default: aps.append(("alert", .object([])))
        }
        members[0].1 = .object(aps)
        return members
    }

    // MARK: Sizes

    /// Mostly small, some medium, a few near the limit.
    private mutating func targetSize() -> Int {
        switch random.next() % 100 {
        case 0..<55: return Int.random(in: 150...500, using: &random)
        case 55..<85: return Int.random(in: 500...1500, using: &random)
        case 85..<97: return Int.random(in: 1500...3500, using: &random)
        default: return Int.random(in: 3500...PayloadGenerator.sizeLimit, using: &random)
        }
    }

    /// Adds custom data (`meta.items`) until the payload reaches `target` bytes, never past the limit.
    private mutating func padded(_ members: [(String, OutputJSON)], to target: Int, pretty: Bool) -> [UInt8] {
        var items: [OutputJSON] = []
        let trace = String(random.next(), radix: 16)
        func render(_ items: [OutputJSON]) -> [UInt8] {
            var all = members
            if !items.isEmpty {
                all.append(("meta", .object([("trace", .string(trace)), ("items", .array(items))])))
            }
            return Array((OutputJSON.object(all).serialized(pretty: pretty) + "\n").utf8)
        }
        var bytes = render(items)
        while bytes.count < target {
            let item = OutputJSON.object([
                ("id", .int(Int(random.next() % 100_000))), ("name", .string(random.pick(Texts.items))),
                ("price", .double(Double(random.next() % 10_000) / 100)), ("note", .string(random.pick(Texts.sentences))),
            ])
            let candidate = render(items + [item])
            if candidate.count > PayloadGenerator.sizeLimit { break }
            items.append(item)
            bytes = candidate
        }
        return bytes
    }

    private mutating func sentences(count: Int) -> String {
        (0..<count).map { _ in random.pick(Texts.sentences) }.joined(separator: " ")
    }
}

extension String {
    /// A number as six digits with leading zeros (file names that sort in generation order).
    static func zeroPadded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: Swift.max(0, 6 - digits.count)) + digits
    }
}
