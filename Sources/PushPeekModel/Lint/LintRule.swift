/// Every lint rule, with its stable id (printed in brackets and used in `--format json`), its usual
/// severity and what it checks. `pushpeek help lint` prints this table.
public enum LintRule: String, Sendable, CaseIterable {
    // The file itself
    case invalidJSON = "invalid-json"
    case payloadSize = "payload-size"
    case duplicateKey = "duplicate-key"
    case numberRange = "number-range"
    case controlCharacter = "control-character"
    // Payload structure
    case missingAPS = "missing-aps"
    case wrongType = "wrong-type"
    case customKeyInAPS = "custom-key-in-aps"
    case unknownAPSKey = "unknown-aps-key"
    case unknownAlertKey = "unknown-alert-key"
    case apsKeyOutsideAPS = "aps-key-outside-aps"
    case interruptionLevel = "interruption-level"
    case relevanceScoreRange = "relevance-score-range"
    case criticalSound = "critical-sound"
    case timeSensitiveCapability = "time-sensitive-capability"
    case apsAvailability = "aps-availability"
    // Payload semantics
    case silentWithAlert = "silent-with-alert"
    case alertWithoutText = "alert-without-text"
    case noBanner = "no-banner"
    case locArgsWithoutKey = "loc-args-without-key"
    case locKeyMissing = "loc-key-missing"
    case locArgsCount = "loc-args-count"
    case locFormatSpecifier = "loc-format-specifier"
    case mutableContentMissing = "mutable-content-missing"
    case mutableContentWithoutAlert = "mutable-content-without-alert"
    // Payload against the app description
    case categoryNotRegistered = "category-not-registered"
    case categoryWithoutExtension = "category-without-extension"
    case viewKeyMissing = "view-key-missing"
    case viewKeyType = "view-key-type"
    case bundleMismatch = "bundle-mismatch"
    // The app description
    case appInvalid = "app-invalid"
    case extensionWithoutCategory = "extension-without-category"
    case contentSizeRatio = "content-size-ratio"
    case tooManyActions = "too-many-actions"
    case inputViewAndTextInput = "input-view-and-text-input"
    case interactiveWithoutUserInteraction = "interactive-without-user-interaction"
    case duplicateActionIdentifier = "duplicate-action-identifier"
    case attachment = "attachment"
    case hiddenPreviewsPlaceholder = "hidden-previews-placeholder"
    case summaryFormat = "summary-format"
    case missingAsset = "missing-asset"
    // ActivityKit pushes (apns-push-type liveactivity)
    case contentState = "content-state"
    case activityDate = "activity-date"
    case activityTimestamp = "activity-timestamp"
    case activityEvent = "activity-event"
    case activityAttributes = "activity-attributes"
    case staleDate = "stale-date"
    case dismissalDate = "dismissal-date"
    case activityAlert = "activity-alert"
    case activitySize = "activity-size"
    case activityAvailability = "activity-availability"
    case activityHeight = "activity-height"

    /// The severity the rule reports with (a few report a milder one in some cases, noted in `summary`).
    public var severity: Severity {
        switch self {
        case .customKeyInAPS, .unknownAlertKey, .apsKeyOutsideAPS, .silentWithAlert, .alertWithoutText,
             .mutableContentMissing, .mutableContentWithoutAlert, .categoryWithoutExtension, .bundleMismatch,
             .extensionWithoutCategory, .tooManyActions, .controlCharacter, .hiddenPreviewsPlaceholder, .summaryFormat, .locFormatSpecifier,
             .dismissalDate, .activityAlert, .apsAvailability, .activityHeight, .missingAsset:
            return .warning
        case .criticalSound, .timeSensitiveCapability, .noBanner, .activityAvailability:
            return .note
        default:
            return .error
        }
    }

    /// One line on what the rule checks.
    public var summary: String {
        switch self {
        case .invalidJSON: return "not strict JSON (trailing comma, comment, invalid UTF-8, NUL, empty file, nesting > 512 …)"
        case .payloadSize: return "payload over 4096 bytes (5120 with --push-type voip), how many bytes over (warning when compact JSON fits)"
        case .duplicateKey: return "the same key twice in one object (parsers disagree on which wins)"
        case .controlCharacter: return "a string with a control character (ESC, BEL, C1) or a bidi override; never printed raw"
        case .numberRange: return "a number no Double holds (1e400), or a date out of range (aps dates 0…9999999999999 s since 1970)"
        case .missingAPS: return "no \"aps\" dictionary (a note only with --push-type voip)"
        case .wrongType: return "a value of the wrong type for its key (every one is reported)"
        case .customKeyInAPS: return "an app key inside aps; app data belongs beside aps"
        case .unknownAPSKey: return "an aps key close to a known one (mutable_content, thread_id, contentAvailable): did you mean"
        case .unknownAlertKey: return "a key the alert dictionary does not have (with did you mean)"
        case .apsKeyOutsideAPS: return "an aps key (alert, badge, category …) at the top level, where iOS ignores it"
        case .interruptionLevel: return "interruption-level not passive, active, time-sensitive or critical"
        case .relevanceScoreRange: return "relevance-score outside 0…1 (a Live Activity's is relative: any number)"
        case .criticalSound: return "critical sound or interruption level needs the critical-alerts entitlement (note, unless app.entitlements lists it); another level beside a critical sound (note); volume outside 0…1 (error)"
        case .apsAvailability: return "interruption-level or relevance-score for iOS 14 or earlier (--ios, app.ios), which ignores them (iOS 15 keys)"
        case .timeSensitiveCapability: return "time-sensitive needs the Time Sensitive Notifications capability (unless app.entitlements lists it)"
        case .noBanner: return "iOS shows no banner: passive (Notification Center only), or no alert with a badge or sound (note)"
        case .silentWithAlert: return "content-available together with alert, badge or sound"
        case .alertWithoutText: return "an alert with neither title nor body: iOS shows no banner (a subtitle alone is not shown)"
        case .locArgsWithoutKey: return "*-loc-args without the matching *-loc-key"
        case .locFormatSpecifier: return "a %d, %s … specifier filled from loc-args, which are strings: %@ is meant"
        case .locKeyMissing: return "a *-loc-key missing from --strings (iOS shows the key itself)"
        case .locArgsCount: return "number of %@ placeholders ≠ number of loc-args (error when too few args, warning when too many)"
        case .mutableContentMissing: return "an attachment URL key (media-url …) without mutable-content: 1"
        case .mutableContentWithoutAlert: return "mutable-content: 1 without an alert (the service extension only runs for alerts)"
        case .categoryNotRegistered: return "the payload's category is not registered by the app (warning when an extension still covers it)"
        case .categoryWithoutExtension: return "no content extension lists the category: iOS will not invoke the custom UI (note when no category)"
        case .viewKeyMissing: return "a key the extension's view reads (map latitude/longitude/radius, label keyPath, {{…}}) is missing (warning for labels)"
        case .viewKeyType: return "such a key has the wrong type or range (latitude a string, radius ≤ 0)"
        case .bundleMismatch: return "an .apns file's Simulator Target Bundle is not the app's bundleIdentifier"
        case .appInvalid: return "the app description (or its Info.plist) is something the previewer cannot read"
        case .extensionWithoutCategory: return "an extension with no UNNotificationExtensionCategory is never invoked"
        case .contentSizeRatio: return "InitialContentSizeRatio outside (0, 1] (error ≤ 0, warning > 1) or far from preferredContentSizeRatio (resize jump)"
        case .tooManyActions: return "more actions than iOS shows (--max-actions, default 4)"
        case .inputViewAndTextInput: return "a custom inputView together with a text-input action"
        case .interactiveWithoutUserInteraction: return "a button, segmented control or slider in the view while UserInteractionEnabled is off"
        case .duplicateActionIdentifier: return "two actions with one identifier in a category or action list"
        case .hiddenPreviewsPlaceholder: return "a hiddenPreviewsBodyPlaceholder with a format specifier other than one %u (the number in the group)"
        case .summaryFormat: return "a categorySummaryFormat whose specifiers do not match its arguments (%u the number, then %@ the summary-arg list)"
        case .attachment: return "an attachment file missing, outside the app folder, of an unsupported type or over its size limit"
        case .missingAsset: return "an image an imported project names (an image view's image, an action icon's templateImageName) in none of its asset catalogs"
        case .contentState: return "content-state JSONDecoder cannot decode into ContentState: the device drops the update (warning: keys it ignores)"
        case .activityDate: return "a Date number that looks like Unix time or milliseconds: decoded as seconds since 2001, with the date the device shows"
        case .activityTimestamp: return "timestamp missing, in milliseconds, or older than the previous push of the sequence (the device ignores it)"
        case .activityEvent: return "event missing or not start, update or end"
        case .activityAttributes: return "start without attributes-type and attributes, an unknown type, or attributes that do not decode"
        case .staleDate: return "stale-date before timestamp (stale at once), or in milliseconds; after the 8 hours an activity is active (note)"
        case .dismissalDate: return "dismissal-date on an event other than end (it is read only when the activity ends), more than 4 hours after the end; after the 12 hours an activity shows (note)"
        case .activityAlert: return "an alert key ActivityKit does not take (it takes title, body, sound); a push-to-start without an alert (error: nothing shows)"
        case .activitySize: return "content-state over ActivityKit's 4 KB (4096 bytes), alone or with the start's attributes"
        case .activityAvailability: return "needs a newer iOS: stale-date 16.2, push-to-start 17.2, broadcast channels 18 (note)"
        case .activityHeight: return "a Live Activity's lock-screen view taller than 160 pt (10 rows of 16 pt): the system may truncate it"
        }
    }
}
