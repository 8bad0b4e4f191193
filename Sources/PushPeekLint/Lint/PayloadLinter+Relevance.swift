import PushPeekJSON
import PushPeekModel

/// `relevance-score-range`: a notification's score is "a number between 0 and 1" (Apple, "Generating
/// a remote notification"); a Live Activity's is relative to the app's other activities (Apple's
/// example in "Starting and updating Live Activities with ActivityKit push notifications" sends 100
/// and 50), so no range applies to it.
extension PayloadLinter {
    package mutating func checkRelevanceScore(_ facts: PayloadFacts, isActivity: Bool) {
        guard !isActivity, let score = facts.relevanceScoreValue, let location = facts.relevanceScore,
              !(0...1).contains(score.value) else { return }
        reporter.report(.relevanceScoreRange, at: location, "aps.relevance-score: \(score.literal) is outside 0…1")
    }
}
