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

/// `presentPaymentSheet`, `print` and `viewActions`: decoding errors and the sheet's keys.
@Suite("Payment sheet and view actions")
struct PaymentSheetTests {
    static func app(_ viewActions: String, view: String? = nil) -> String {
        let elements = view ?? #"""
        {"segmented": {"id": "amount", "segments": ["5", "10", "20"]}},
        {"label": {"id": "name", "text": "x"}},
        {"button": {"id": "buy", "title": "Buy", "onTap": "buy"}}
        """#
        return #"{"extensions": [{"attributes": {"UNNotificationExtensionCategory": "c", "UNNotificationExtensionUserInteractionEnabled": true}, "view": ["#
            + elements + #"], "viewActions": "# + viewActions + "}]}"
    }

    static func state(_ app: String) throws -> PreviewState {
        let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": "hi", "category": "c"}}"#.utf8))
        var state = PreviewState(content: NotificationContent(payload: payload), app: try AppDescriptionDecoder.decode(Array(app.utf8)))
        _ = PreviewReducer.expand(&state)
        return state
    }

    static func failure(_ app: String) -> String {
        do {
            _ = try AppDescriptionDecoder.decode(Array(app.utf8))
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func badRequestsSayWhereAndWhy() {
        #expect(Self.failure(Self.app(#"{"buy": {"presentPaymentSheet": {"summaryItems": []}}}"#)).contains("at least one summary item"))
        #expect(Self.failure(Self.app(#"{"buy": {"presentPaymentSheet": {"summaryItems": [{"label": "x", "amountFrom": "name"}]}}}"#))
            .contains("no segmented control with id \"name\""))
        #expect(Self.failure(Self.app(#"{"buy": {"presentPaymentSheet": {"summaryItems": [{"label": "x", "amount": 1, "amountFrom": "amount"}]}}}"#))
            .contains("either \"amount\""))
        #expect(Self.failure(Self.app(#"{"buy": {"print": "x", "complete": "dismiss"}}"#)).contains("no completion handler"))
        #expect(Self.failure(Self.app(#"{"other": {"print": "x"}}"#)).contains("view[2].button.onTap"))
        let letters = #"{"segmented": {"id": "amount", "segments": ["small", "big"]}}, {"button": {"title": "Buy", "onTap": "buy"}}"#
        #expect(Self.failure(Self.app(#"{"buy": {"presentPaymentSheet": {"summaryItems": [{"label": "x", "amountFrom": "amount"}]}}}"#, view: letters))
            .contains("segment \"small\""))
    }

    @Test func sheetShowsTheSelectedAmountAndClosesWithEnterOrEsc() throws {
        let app = Self.app(#"{"buy": {"presentPaymentSheet": {"currencyCode": "EUR", "summaryItems": [{"label": "Tea", "amount": 2}, {"label": "Shop", "amountFrom": "amount"}]}}}"#)
        var state = try Self.state(app)
        _ = PreviewReducer.update(&state, .key(.tab))
        _ = PreviewReducer.update(&state, .key(.right))
        _ = PreviewReducer.update(&state, .key(.tab))
        let effects = PreviewReducer.update(&state, .key(.enter))
        let sheet = try #require(state.paymentSheet)
        #expect(sheet.lines == [PaymentSheet.Line(label: "Tea", amount: 2), PaymentSheet.Line(label: "Shop", amount: 10)])
        #expect(sheet.request.format(sheet.total) == "€10.00")
        #expect(effects.count == 2)
        #expect(state.focusRing.isEmpty)
        let lines = CardRenderer.render(state, width: 44).grid.lines()
        #expect(lines.contains { $0.contains("PAY SHOP") && $0.contains("€10.00") })
        #expect(PreviewReducer.update(&state, .key(.character("x"))) == [.bell])
        _ = PreviewReducer.update(&state, .key(.escape))
        #expect(state.paymentSheet == nil)
        #expect(state.log.events.last?.summary == "paymentAuthorizationViewControllerDidFinish")
        _ = PreviewReducer.update(&state, .key(.enter))
        _ = PreviewReducer.update(&state, .key(.enter))
        #expect(state.log.events.suffix(2).map(\.summary) == ["didAuthorizePayment amount=10 EUR", "paymentAuthorizationViewControllerDidFinish"])
    }

    @Test func printStepLogsWithoutACompletion() throws {
        var state = try Self.state(Self.app(#"{"buy": {"print": "tapped"}}"#))
        _ = PreviewReducer.update(&state, .key(.tab))
        _ = PreviewReducer.update(&state, .key(.tab))
        _ = PreviewReducer.update(&state, .key(.enter))
        #expect(state.log.events.suffix(2).map(\.summary) == ["touchUpInside buy", "print tapped"])
        #expect(!state.isDismissed)
    }
}
