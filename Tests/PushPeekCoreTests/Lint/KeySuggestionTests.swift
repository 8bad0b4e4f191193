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

@Suite("Did you mean")
struct KeySuggestionTests {
    @Test(arguments: [
        ("mutable_content", "mutable-content"), ("thread_id", "thread-id"), ("contentAvailable", "content-available"),
        ("interuption-level", "interruption-level"), ("bagde", "badge"), ("CATEGORY", "category"),
    ])
    func suggestsTheKnownKey(_ typo: String, _ expected: String) {
        #expect(KeySuggestion.suggest(typo, among: PayloadSchema.apsNames) == expected)
    }

    @Test func leavesUnrelatedKeysAlone() {
        #expect(KeySuggestion.suggest("userId", among: PayloadSchema.apsNames) == nil)
        #expect(KeySuggestion.suggest(String(repeating: "a", count: 10_000), among: PayloadSchema.apsNames) == nil)
        #expect(KeySuggestion.suggest("badge", among: PayloadSchema.apsNames) == nil)
    }

    @Test func transpositionCostsOne() {
        #expect(KeySuggestion.editDistance("titel", "title", limit: 2) == 1)
        #expect(KeySuggestion.editDistance("abc", "xyz", limit: 1) == 2)
    }

    @Test(arguments: [
        ("contentAvailable", "content-available"), ("THREAD_ID", "thread-id"), ("mutable_content", "mutable-content"),
        ("titleLocKey2", "title-loc-key2"), ("a1B", "a1-b"), ("x.y Z", "x.y-z"), ("relevanceScore", "relevance-score"),
        ("ÉtéKey", "été-key"), ("caféMenu", "café-menu"),
    ])
    func normalisesASCIIAndOtherKeysAlike(key: String, expected: String) {
        #expect(KeySuggestion.normalise(key) == expected)
    }
}
