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

/// Numbers from input files that no Int holds never reach an `Int(_:)` conversion (a trap).
@Suite("Numeric safety")
struct NumericSafetyTests {
    @Test(arguments: [1e300, Double.greatestFiniteMagnitude, -1e300, 1e-300, 0, -0.0, .infinity, .nan])
    func customHeightIsBounded(_ ratio: Double) {
        let height = CardRenderer.customHeight(width: 400, ratio: ratio, cellAspect: 4)
        #expect((0...CardOptions.maximumCustomHeight).contains(height))
    }

    @Test func hugeRatioRendersAtTheMaximumHeight() throws {
        let app = #"{"categories":[{"identifier":"C"}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"C","UNNotificationExtensionInitialContentSizeRatio":1e300}}]}"#
        let description = try AppDescriptionDecoder.decode(Array(app.utf8), file: "app.json")
        let payload = try PayloadDecoder.decode(Array(#"{"aps":{"alert":"x","category":"C"}}"#.utf8))
        let state = PreviewState(content: NotificationContent(payload: payload), app: description)
        let card = CardRenderer.render(state, width: 44)
        #expect(card.layout.height > CardOptions.maximumCustomHeight)
    }
}
