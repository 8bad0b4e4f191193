import PushPeekModel
import PushPeekPresentation

/// Settings that change what lint checks.
public struct LintOptions: Sendable {
    /// `--push-type` (the `apns-push-type` header): `alert`, `background`, `voip` …; decides the size limit.
    public var pushType: String
    /// `--max-actions`: how many action buttons iOS is taken to show (`CardOptions.maximumActions`).
    public var maximumActions: Int
    /// `--strings`: the table `*-loc-key`s are looked up in, and its file name for messages.
    public var strings: LocalizedStrings?
    public var stringsFile: String?
    /// `--ios`: the iOS the payloads are for, over the app description's `app.ios`.
    public var presentationEra: PresentationEra?

    public init(pushType: String = "alert", maximumActions: Int = CardOptions().maximumActions,
                strings: LocalizedStrings? = nil, stringsFile: String? = nil) {
        self.pushType = pushType
        self.maximumActions = maximumActions
        self.strings = strings
        self.stringsFile = stringsFile
    }

    /// APNs payload limit in bytes: 5120 for VoIP, 4096 otherwise.
    public var payloadLimit: Int { pushType == "voip" ? 5120 : 4096 }
}
