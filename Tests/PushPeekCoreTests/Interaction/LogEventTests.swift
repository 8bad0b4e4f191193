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

/// The response log's typed events: each encodes to the JSON line `--log` has always written, and
/// the on-screen summary is drawn from the same value.
@Suite struct LogEventTests {
    static let sheet = PaymentSheet(request: PaymentRequest(merchantIdentifier: "merchant.example", currencyCode: "EUR"),
                                    lines: [PaymentSheet.Line(label: "Tip", amount: 2.5), PaymentSheet.Line(label: "Total", amount: 10)])

    typealias Row = (event: LogEvent, json: String, summary: String)
    static let rows: [Row] = [
        (.didReceive(category: "ShowMap"), #"{"event":"didReceive","category":"ShowMap"}"#, "didReceive ShowMap"),
        (.didReceiveResponse(actionIdentifier: "comment", userText: "Looks great"),
         #"{"event":"didReceiveResponse","actionIdentifier":"comment","userText":"Looks great"}"#, "didReceiveResponse comment “Looks great”"),
        (.didReceiveResponse(actionIdentifier: "accept", userText: nil), #"{"event":"didReceiveResponse","actionIdentifier":"accept"}"#,
         "didReceiveResponse accept"),
        (.complete(.doNotDismiss), #"{"event":"complete","option":"doNotDismiss"}"#, "complete doNotDismiss"),
        (.forwardedToApp(actionIdentifier: "snooze"), #"{"event":"forwardedToApp","actionIdentifier":"snooze"}"#, "forwardedToApp snooze"),
        (.dismissed, #"{"event":"dismissed"}"#, "dismissed"),
        (.setNotificationActions(identifiers: ["cancel", "love"]), #"{"event":"setNotificationActions","actions":["cancel","love"]}"#,
         "setNotificationActions [cancel, love]"),
        (.inputView(value: 400), #"{"event":"inputView","value":400}"#, "inputView value=400"),
        (.inputView(value: 2.5), #"{"event":"inputView","value":2.5}"#, "inputView value=2.5"),
        (.mediaPlay, #"{"event":"mediaPlay"}"#, "mediaPlay"),
        (.mediaPause, #"{"event":"mediaPause"}"#, "mediaPause"),
        (.touchUpInside(element: "fav", selected: true), #"{"event":"touchUpInside","element":"fav","selected":true}"#,
         "touchUpInside fav selected=true"),
        (.touchUpInside(element: "buy", selected: nil), #"{"event":"touchUpInside","element":"buy"}"#, "touchUpInside buy"),
        (.valueChanged(element: "amount", selectedSegmentIndex: 2, title: "20"),
         #"{"event":"valueChanged","element":"amount","selectedSegmentIndex":2,"value":"20"}"#, "valueChanged amount selectedSegmentIndex=2 20"),
        (.presentPaymentSheet(sheet),
         #"{"event":"presentPaymentSheet","merchantIdentifier":"merchant.example","currencyCode":"EUR","items":[{"label":"Tip","amount":2.5},{"label":"Total","amount":10}],"total":10}"#,
         #"presentPaymentSheet merchant.example EUR [{"label":"Tip","amount":2.5}, {"label":"Total","amount":10}] total=10"#),
        (.didAuthorizePayment(sheet), #"{"event":"didAuthorizePayment","amount":10,"currencyCode":"EUR"}"#, "didAuthorizePayment amount=10 EUR"),
        (.paymentAuthorizationDidFinish, #"{"event":"paymentAuthorizationViewControllerDidFinish"}"#, "paymentAuthorizationViewControllerDidFinish"),
        (.print("tapped"), #"{"event":"print","message":"tapped"}"#, "print tapped"),
    ]

    @Test(arguments: rows)
    func encodesAndSummarises(_ row: Row) {
        #expect(row.event.json.serialized() == row.json)
        #expect(row.event.summary == row.summary)
        #expect(row.summary.hasPrefix(row.event.name))
    }

    @Test func theLogCarriesTypedEventsAndTheEffectsTheSameOnes() throws {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        let effects = try InteractionFixtures.press(&state, #""hi" enter"#)
        let logged = effects.compactMap { effect -> LogEvent? in
            if case .log(let event) = effect { return event }
            return nil
        }
        #expect(logged == [.didReceiveResponse(actionIdentifier: "comment", userText: "hi"), .complete(.dismiss), .dismissed])
        #expect(Array(state.log.events.suffix(3)) == logged)
    }
}
