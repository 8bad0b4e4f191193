import Foundation
import Testing

/// Every flow the four examples' READMEs walk through, on the example files through the built binary
/// (`pushpeek render … --keys … --format json`), and the same examples from the embedded copy
/// (`pushpeek demo …`).
@Suite struct ExampleFlowTests {
    typealias Result = RenderKeysTests.Run

    static func render(_ payload: String, _ app: String, keys: String = "", extra: [String] = []) throws -> Result {
        let result = try RenderKeysTests.render(payload, app: app, keys: keys, extra: extra)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    static func element(_ result: Result, id: String) -> [String: Any]? {
        (result.json["elements"] as? [[String: Any]])?.first { $0["id"] as? String == id }
    }

    static func elements(_ result: Result, kind: String) -> [[String: Any]] {
        (result.json["elements"] as? [[String: Any]])?.filter { $0["kind"] as? String == kind } ?? []
    }

    static func actionTitles(_ result: Result) -> [String] {
        (result.json["actions"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
    }

    static func sections(_ result: Result) -> [String: [String: Any]] {
        var byName: [String: [String: Any]] = [:]
        for section in result.json["sections"] as? [[String: Any]] ?? [] { byName[section["name"] as? String ?? ""] = section }
        return byName
    }

    // MARK: spy-agency

    @Test func spyAgencyMapOfTheSydneyObservatoryWithTheHeadshotTopRight() throws {
        let result = try Self.render("spy-agency/payload.apns", "spy-agency/app.json")
        let center = (result.json["maps"] as? [[String: Any]])?.first?["center"] as? [Double]
        #expect(center == [-33.859574, 151.204576])
        let image = try #require(Self.elements(result, kind: "image").first)
        #expect(image["file"] as? String == "headshot.jpg")
        #expect(image["width"] as? Int == 10 && image["height"] as? Int == 5, "80 × 80 pt")
        #expect(image["x"] as? Int == 32 && image["y"] as? Int == 2, "8 pt in from the top right of the custom area, which starts under the top border")
        #expect(Self.actionTitles(result) == ["Accept", "Payment"])
        #expect(result.events == ["didReceive", "setNotificationActions"])
    }

    @Test func spyAgencyCommentAsTheOnlyActionShowsTheKeyboardAtOnce() throws {
        let open = try Self.render("spy-agency/payload.json", "spy-agency/app-comment.json")
        #expect(open.input["kind"] as? String == "text")
        #expect(open.input["placeholder"] as? String == "Tell HQ what you see...")
        let sent = try Self.render("spy-agency/payload.json", "spy-agency/app-comment.json", keys: #""Jealous!" enter"#)
        #expect(sent.events == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
        #expect(sent.responses[1]["userText"] as? String == "Jealous!")
    }

    @Test func spyAgencyCommentBesideAcceptIsAButton() throws {
        let open = try Self.render("spy-agency/payload.json", "spy-agency/app-comment-accept.json")
        #expect(open.input["kind"] is NSNull)
        #expect(Self.actionTitles(open) == ["Accept", "Comment"])
        let sent = try Self.render("spy-agency/payload.json", "spy-agency/app-comment-accept.json", keys: #"tab enter "On it" enter"#)
        #expect(sent.responses.last { $0["event"] as? String == "didReceiveResponse" }?["userText"] as? String == "On it")
        let swapped = try Self.render("spy-agency/payload.json", "spy-agency/app-comment-accept.json", keys: "enter")
        #expect(Self.actionTitles(swapped) == ["Cancel", "Comment"])
    }

    @Test func spyAgencyAcceptCancelSwapWithoutDismissing() throws {
        let result = try Self.render("spy-agency/payload.json", "spy-agency/app.json", keys: "enter enter")
        let assigned = result.responses.filter { $0["event"] as? String == "setNotificationActions" }.compactMap { $0["actions"] as? [String] }
        #expect(assigned == [["accept", "payment"], ["cancel", "payment"], ["accept", "payment"]])
        #expect(result.responses.filter { $0["event"] as? String == "complete" }.compactMap { $0["option"] as? String } == ["doNotDismiss", "doNotDismiss"])
        #expect(result.json["dismissed"] as? Bool == false)
    }

    @Test func spyAgencyPaymentShowsTheSlider() throws {
        let result = try Self.render("spy-agency/payload.json", "spy-agency/app.json", keys: "tab enter right right right")
        #expect(result.input["kind"] as? String == "slider")
        #expect(result.input["text"] as? String == "$400")
        #expect(Self.actionTitles(result).isEmpty || (result.json["lines"] as? [String])?.contains { $0.contains("Payment") } == true)
        let paid = try Self.render("spy-agency/payload.json", "spy-agency/app.json", keys: "tab enter right right right enter")
        #expect(paid.responses.last?["value"] as? Int == 400)
    }

    @Test func spyAgencyHiddenDefaultContent() throws {
        let shown = try Self.render("spy-agency/payload.apns", "spy-agency/app.json")
        let hidden = try Self.render("spy-agency/payload.apns", "spy-agency/app-hidden.json")
        #expect(Self.sections(shown)["default"] != nil)
        #expect(Self.sections(hidden)["default"] == nil)
        #expect((hidden.json["lines"] as? [String])?.contains { $0.contains("The Sydney Observatory") } == false)
    }

    @Test func spyAgencyInteractiveLaunchesTheAppAndDismissesTheUI() throws {
        let launched = try Self.render("spy-agency/payload.apns", "spy-agency/app-interactive.json", keys: "tab enter")
        #expect(launched.events.suffix(3) == ["touchUpInside", "forwardedToApp", "dismissed"])
        #expect(launched.responses.last { $0["event"] as? String == "forwardedToApp" }?["actionIdentifier"] as? String
            == "com.apple.UNNotificationDefaultActionIdentifier")
        let closed = try Self.render("spy-agency/payload.apns", "spy-agency/app-interactive.json", keys: "tab tab enter")
        #expect(closed.events.suffix(2) == ["touchUpInside", "dismissed"])
        #expect(!closed.events.contains("forwardedToApp"))
        let plain = try Self.render("spy-agency/payload.apns", "spy-agency/app.json", keys: "tab tab")
        #expect(plain.json["focus"] as? String != "control 0", "without UserInteractionEnabled the view takes no focus")
    }

    @Test func spyAgencyVideoOverlayButtonHidesWhilePlaying() throws {
        let strings = ["--strings", RenderKeysTests.example("spy-agency/Localizable.strings")]
        let paused = try Self.render("spy-agency/payload-video.json", "spy-agency/app-video.json", extra: strings)
        #expect(paused.json["title"] as? String == "Video briefing: Shai")
        let media = paused.json["media"] as? [String: Any]
        #expect(media?["button"] as? String == "overlay")
        #expect(media?["visible"] as? Bool == true)
        #expect((paused.json["lines"] as? [String])?.contains { $0.contains("▶ video · 0:12") } == true)
        let playing = try Self.render("spy-agency/payload-video.json", "spy-agency/app-video.json", keys: "m", extra: strings)
        #expect(playing.events.last == "mediaPlay")
        #expect((playing.json["media"] as? [String: Any])?["visible"] as? Bool == false)
        let pausedAgain = try Self.render("spy-agency/payload-video.json", "spy-agency/app-video.json", keys: "m m", extra: strings)
        #expect(pausedAgain.events.suffix(2) == ["mediaPlay", "mediaPause"])
    }

    // MARK: podcast

    @Test func podcastLabelsAndImage() throws {
        let result = try Self.render("podcast/payload.json", "podcast/app.json")
        #expect(Self.element(result, id: "podcastTitleLabel")?["text"] as? String == "Antonio Leiva")
        #expect((Self.element(result, id: "podcastBodyLabel")?["text"] as? String)?.hasPrefix("Learn about Kotlin") == true)
        #expect(Self.element(result, id: "imageView")?["file"] as? String == "podcast.png")
        #expect(Self.sections(result)["default"] == nil, "DefaultContentHidden YES")
        let banner = try Self.render("podcast/payload.json", "podcast/app.json", extra: ["--banner"])
        #expect((banner.json["lines"] as? [String])?.contains { $0.contains("New Podcast Available") } == true)
    }

    @Test func podcastFavoriteTogglesAndPlayOpensTheApp() throws {
        let favorited = try Self.render("podcast/payload.json", "podcast/app.json", keys: "tab enter")
        #expect(Self.element(favorited, id: "favoriteButton")?["selected"] as? Bool == true)
        #expect(Self.element(favorited, id: "favoriteButton")?["title"] as? String == "♥ Favorited")
        let unfavorited = try Self.render("podcast/payload.json", "podcast/app.json", keys: "tab enter enter")
        #expect(Self.element(unfavorited, id: "favoriteButton")?["title"] as? String == "♡ Favorite")
        #expect(unfavorited.responses.compactMap { $0["selected"] as? Bool } == [true, false])
        let played = try Self.render("podcast/payload.json", "podcast/app.json", keys: "tab tab enter")
        #expect(played.events.suffix(3) == ["touchUpInside", "forwardedToApp", "dismissed"])
    }

    // MARK: apple-pay

    @Test func applePaySegmentedAmountGoesOnThePaymentSheet() throws {
        for (keys, amount) in [("tab tab enter", 5), ("tab right tab enter", 10), ("tab right right tab enter", 20)] {
            let result = try Self.render("apple-pay/payload.json", "apple-pay/app.json", keys: keys)
            let sheet = try #require(result.json["paymentSheet"] as? [String: Any])
            #expect(sheet["total"] as? Int == amount)
            #expect((sheet["items"] as? [[String: Any]])?.first?["label"] as? String == "Some Product")
            #expect((result.json["lines"] as? [String])?.contains { $0.contains("PAY SOME PRODUCT") && $0.contains("$\(amount).00") } == true)
            #expect(result.events.last == "presentPaymentSheet")
        }
    }

    @Test func applePayPaysOrCancels() throws {
        let paid = try Self.render("apple-pay/payload.json", "apple-pay/app.json", keys: "tab right tab enter enter")
        #expect(paid.events.suffix(2) == ["didAuthorizePayment", "paymentAuthorizationViewControllerDidFinish"])
        #expect(paid.responses.last { $0["event"] as? String == "didAuthorizePayment" }?["amount"] as? Int == 10)
        #expect(paid.json["paymentSheet"] is NSNull)
        let cancelled = try Self.render("apple-pay/payload.json", "apple-pay/app.json", keys: "tab tab enter esc")
        #expect(cancelled.events.suffix(2) == ["presentPaymentSheet", "paymentAuthorizationViewControllerDidFinish"])
        #expect(cancelled.json["dismissed"] as? Bool == false)
    }

    @Test func applePayPayInAppLogsItsTapInsideTheRoundedContainer() throws {
        let result = try Self.render("apple-pay/payload.json", "apple-pay/app.json", keys: "tab tab tab enter")
        #expect(result.responses.last?["event"] as? String == "print")
        #expect(result.responses.last?["message"] as? String == "pay in app button tapped")
        #expect(Self.elements(result, kind: "container").first?["border"] as? Bool == true)
        #expect((result.json["lines"] as? [String])?.contains { $0.contains("╭────") } == true)
    }

    // MARK: calendar

    @Test func calendarInviteLabelsAndImage() throws {
        let result = try Self.render("calendar/event-invite.json", "calendar/app.json")
        #expect(Self.element(result, id: "eventTitle")?["text"] as? String == "Dinner at Tomo's")
        #expect(Self.element(result, id: "eventDate")?["text"] as? String == "Saturday, 7:00 PM")
        #expect(Self.element(result, id: "eventLocation")?["text"] as? String == "Dolores Park Café")
        #expect(Self.element(result, id: "eventMessage")?["text"] as? String == "Tomo invited you. Bring something sweet!")
        #expect(Self.element(result, id: "eventImage")?["file"] as? String == "dinner.png")
        #expect(Self.actionTitles(result) == ["Accept", "Decline", "Comment"])
    }

    @Test func calendarAcceptIsGoingInGreenAndDeclineNotGoingInRed() throws {
        let going = try Self.render("calendar/event-invite.json", "calendar/app.json", keys: "enter")
        #expect(Self.element(going, id: "eventResponse")?["text"] as? String == "Going!")
        #expect(Self.element(going, id: "eventResponse")?["color"] as? String == "#34C759")
        #expect(going.responses.first { $0["event"] as? String == "complete" }?["option"] as? String == "dismiss")
        let notGoing = try Self.render("calendar/event-invite.json", "calendar/app.json", keys: "tab enter")
        #expect(Self.element(notGoing, id: "eventResponse")?["text"] as? String == "Not going :(")
        #expect(Self.element(notGoing, id: "eventResponse")?["color"] as? String == "#FF3B30")
        #expect(notGoing.json["dismissed"] as? Bool == true)
    }

    @Test func calendarCommentHasSendPlaceholderAndAccessoryButtonsAboveTheField() throws {
        let open = try Self.render("calendar/event-invite.json", "calendar/app.json", keys: "tab tab enter")
        #expect(open.input["kind"] as? String == "text")
        #expect(open.input["placeholder"] as? String == "Type here...")
        #expect(open.input["buttonTitle"] as? String == "Send")
        let lines = open.json["lines"] as? [String] ?? []
        let accessoryRow = try #require(lines.firstIndex { $0.contains("Accept") && $0.contains("Decline") })
        let fieldRow = try #require(lines.firstIndex { $0.contains("Type here...") })
        #expect(accessoryRow < fieldRow)
        let sent = try Self.render("calendar/event-invite.json", "calendar/app.json", keys: #"tab tab enter "Yum" enter"#)
        #expect(sent.responses.last { $0["event"] as? String == "didReceiveResponse" }?["userText"] as? String == "Yum")
        #expect(sent.json["dismissed"] as? Bool == false)
        let accepted = try Self.render("calendar/event-invite.json", "calendar/app.json", keys: "tab tab enter tab tab enter")
        #expect(Self.element(accepted, id: "eventResponse")?["text"] as? String == "Going!")
    }

    @Test func calendarUpdateSharesTheExtensionWithALocalizedBody() throws {
        let result = try Self.render("calendar/event-update.json", "calendar/app.json",
                                     extra: ["--strings", RenderKeysTests.example("calendar/Localizable.strings")])
        #expect(result.json["contentExtension"] as? String == "EventContent")
        #expect(result.json["category"] as? String == "event-update")
        #expect(Self.element(result, id: "eventMessage")?["text"] as? String == "Tomo moved the event to 8:00 PM. Still coming?")
        #expect(Self.actionTitles(result) == ["Accept", "Decline"])
    }

    @Test func calendarPreferredContentSizeIsHalfTheWidthAfterTheInitialRatio() throws {
        let result = try Self.render("calendar/event-invite.json", "calendar/app.json")
        let size = try #require(result.json["contentSize"] as? [String: Any])
        #expect(size["initialHeight"] as? Int == 22)
        #expect(size["preferredHeight"] as? Int == 11)
        #expect(size["height"] as? Int == 11)
        #expect(size["preferredSizeApplied"] as? Bool == true)
        #expect(Self.sections(result)["custom"]?["height"] as? Int == 11)
        let sized = try Self.render("calendar/event-invite.json", "calendar/app-sized.json")
        #expect((sized.json["contentSize"] as? [String: Any])?["initialHeight"] as? Int == 11)
    }

    // MARK: the embedded copy

    @Test func demoListsEveryExampleWithItsPayloadsAndVariants() throws {
        let result = try RenderKeysTests.run(["demo"])
        #expect(result.status == 0)
        for name in ["spy-agency", "podcast", "apple-pay", "calendar"] { #expect(result.stdout.contains("\n  \(name)  ")) }
        #expect(result.stdout.contains("spy-agency  an agent's assignment: the Sydney Observatory on a street map"))
        #expect(!result.stdout.contains("Seed"), "the listing speaks to a user, not of where the examples came from")
        #expect(result.stdout.contains("variants: comment, comment-accept, hidden, interactive, video"))
        #expect(result.stdout.contains("payloads: event-invite.apns, event-invite.json, event-update.json"))
    }

    @Test func demoRendersPayloadsAndVariantsFromTheEmbeddedCopy() throws {
        let update = try RenderKeysTests.run(["demo", "calendar/event-update", "--render", "--format", "json"])
        #expect(update.status == 0, "\(update.stderr)")
        #expect((update.json["body"] as? String)?.hasPrefix("Tomo moved the event") == true)
        #expect(Self.element(update, id: "eventImage")?["file"] as? String == "dinner.png")
        let comment = try RenderKeysTests.run(["demo", "spy-agency", "--variant", "comment", "--render", "--format", "json", "--keys", #""x" enter"#])
        #expect(comment.events == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
        let video = try RenderKeysTests.run(["demo", "spy-agency/payload-video", "--variant", "video", "--render"])
        #expect(video.stdout.contains("▶ video · 0:12"))
        #expect(video.stdout.contains("Video briefing: Shai"))
        let unknown = try RenderKeysTests.run(["demo", "spy-agency", "--variant", "nope"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("its variants: comment, comment-accept"))
        let missing = try RenderKeysTests.run(["demo", "calendar/event-cancel"])
        #expect(missing.status == 64)
    }
}
