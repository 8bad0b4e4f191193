import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// A view of 10× the labels, each reading its own key of a payload with 10× the keys, is about 10×
/// the counted work (`WorkCounter`) to draw, not 100×: the payload's key paths are indexed once.
@Suite("Linear work: key paths")
struct KeyPathWorkTests {
    static func work(_ count: Int) throws -> Int {
        let keys = (0..<count).map { #""key\#($0)":"value \#($0)""# }.joined(separator: ",")
        let payload = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap"},\#(keys)}"#
        let labels = (0..<count).map { #"{"label":{"text":"{{key\#($0)}}","align":"top"}}"# }.joined(separator: ",")
        let app = #"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},"view":[\#(labels)]}]}"#
        let state = try InteractionFixtures.state(payload: payload, app: app)
        return WorkCounter.measure {
            let card = CardRenderer.render(state, width: 44)
            // The labels are drawn over each other: the last one shows.
            #expect(card.grid.lines().contains { $0.contains("value \(count - 1)") })
        }
    }

    @Test("drawing 10× the labels that read 10× the payload keys is about 10× the work")
    func labelsReadingKeysAreLinear() throws {
        let small = try Self.work(500)
        let large = try Self.work(5_000)
        #expect(small >= 500)
        #expect(Double(large) / Double(small) < 11, "500 → \(small), 5,000 → \(large)")
    }

    @Test("the index resolves paths as JSONNode does: the last of duplicate keys, array indices, misses")
    func indexAgreesWithTheNode() throws {
        let root = try JSONParser.parse(Array(#"{"a":{"b":[10,{"c":"x"}],"d":1},"a2":2,"dup":1,"dup":2,"":{"":3}}"#.utf8))
        let index = JSONKeyPathIndex(root)
        for path in ["a", "a.b", "a.b.0", "a.b.1.c", "a.b.2", "a.b.x", "a.d", "a.d.e", "dup", "", ".", "nope", "a2", "a.b.-1"] {
            #expect(index.value(atPath: path).map(OutputJSON.init)?.serialized() == root.value(atPath: path).map(OutputJSON.init)?.serialized(), "\(path)")
        }
        #expect(index.value(atPath: "dup")?.number == 2)
    }
}
