#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Checks on the decoded app description across the whole file: what the decoder accepts but iOS
/// would show differently (or not at all).
extension AppLinter {
    /// Initial and preferred ratios further apart than this (in heights per width) make a visible jump.
    package static let ratioJumpTolerance = 0.1

    package mutating func check(_ app: AppDescription) {
        var seen: [String: SourceLocation] = [:]
        for category in app.categories {
            WorkCounter.add(1)
            let location = category.location ?? .start
            if let earlier = seen[category.identifier] {
                reporter.report(.appInvalid, at: location,
                                "category \"\(DocumentChecks.quoted(category.identifier))\" is registered twice (first at \(earlier.description)); iOS keeps one",
                                severity: .warning)
            } else {
                seen[category.identifier] = location
            }
            checkActionList(category.actions, owner: "category \"\(DocumentChecks.quoted(category.identifier))\"")
            checkSummaryTexts(category)
        }
        let registered = Set(app.categories.map(\.identifier))
        for contentExtension in app.extensions {
            check(contentExtension, in: app, registered: registered)
        }
        for attachment in app.serviceAttachments {
            checkAttachment(attachment)
        }
        checkActivityHeights(app)
    }

    /// `hidden-previews-placeholder` and `summary-format`: the specifiers iOS fills in those texts.
    package mutating func checkSummaryTexts(_ category: NotificationCategory) {
        let owner = "category \"\(DocumentChecks.quoted(category.identifier))\""
        if let text = category.hiddenPreviewsBodyPlaceholder, let problem = SummaryFormat.placeholderProblem(text) {
            reporter.report(.hiddenPreviewsPlaceholder, at: category.placeholderLocation ?? category.location ?? .start,
                            "\(owner) hiddenPreviewsBodyPlaceholder: \(problem)")
        }
        if let text = category.categorySummaryFormat, let problem = SummaryFormat.summaryFormatProblem(text) {
            reporter.report(.summaryFormat, at: category.summaryFormatLocation ?? category.location ?? .start,
                            "\(owner) categorySummaryFormat: \(problem)")
        }
    }

    /// `registered`: the identifiers of the app's categories.
    package mutating func check(_ contentExtension: ContentExtension, in app: AppDescription, registered: Set<String>) {
        let name = "extension \"\(DocumentChecks.quoted(contentExtension.name))\""
        if let actions = contentExtension.notificationActions {
            checkActionList(actions, owner: "\(name) (notificationActions)")
        }
        let table = contentExtension.responseTable
        let responses = (table?.responses.sorted { $0.key < $1.key } ?? []) + (table?.fallback.map { [(ResponseTable.fallbackKey, $0)] } ?? [])
        for (identifier, response) in responses {
            if let actions = response.notificationActions {
                checkActionList(actions, owner: "the response to \"\(DocumentChecks.quoted(identifier))\" (setActions)")
            }
        }
        checkCategories(contentExtension, name: name, app: app, registered: registered)
        checkRatio(contentExtension, name: name)
        if !contentExtension.attributes.userInteractionEnabled {
            let source = contentExtension.origins.userInteractionFromPlist ? " in its Info.plist" : ""
            for control in ViewElement.controls(in: contentExtension.elements) {
                reporter.report(.interactiveWithoutUserInteraction, at: control.location,
                                "a \(control.kind) in the view of \(name), but UNNotificationExtensionUserInteractionEnabled is off\(source): "
                                    + "the control cannot be touched; set it to YES or offer an action instead")
            }
        }
    }

    /// `too-many-actions` and `duplicate-action-identifier` for one list of buttons.
    package mutating func checkActionList(_ actions: [NotificationAction], owner: String) {
        var seen: [String: SourceLocation] = [:]
        for action in actions {
            WorkCounter.add(1)
            let location = action.location ?? .start
            if let first = seen[action.identifier] {
                reporter.report(.duplicateActionIdentifier, at: location,
                                "\(owner) has two actions \"\(DocumentChecks.quoted(action.identifier))\" (first at \(first.description)); a response cannot tell them apart")
            } else {
                seen[action.identifier] = location
            }
        }
        let limit = max(0, options.maximumActions)
        guard actions.count > limit else { return }
        let hidden = actions[limit...].prefix(5).map { "\"\(DocumentChecks.quoted($0.identifier, limit: 30))\"" }
        let more = actions.count - limit > 5 ? " …" : ""
        reporter.report(.tooManyActions, at: actions[limit].location ?? .start,
                        "\(owner) has \(actions.count) actions; iOS shows the first \(limit) (--max-actions), so \(hidden.joined(separator: ", "))\(more) will not show")
    }

    package mutating func checkCategories(_ contentExtension: ContentExtension, name: String, app: AppDescription, registered: Set<String>) {
        let location = contentExtension.origins.categories ?? contentExtension.location
        let categories = contentExtension.attributes.categories
        if categories.isEmpty {
            reporter.report(.extensionWithoutCategory, at: location,
                            "\(name) lists no category in \(ExtensionAttributes.categoryKey): \"If this value is missing, iOS will not invoke your extension\"")
            return
        }
        for category in categories where !registered.contains(category) {
            WorkCounter.add(1)
            let hint = KeySuggestion.hint(KeySuggestion.suggest(category, among: app.categories.lazy.map(\.identifier)))
            reporter.report(.categoryNotRegistered, at: location,
                            "\(name) covers \"\(DocumentChecks.quoted(category))\", which no category in this file registers: its notifications get no action buttons\(hint)",
                            severity: .warning)
        }
    }

    package mutating func checkRatio(_ contentExtension: ContentExtension, name: String) {
        let key = ExtensionAttributes.ratioKey
        let origins = contentExtension.origins
        let ratio = contentExtension.attributes.initialContentSizeRatio
        let source = origins.ratioFromPlist ? " (from its Info.plist)" : ""
        if let location = origins.ratio {
            if !(ratio > 0) || !ratio.isFinite {
                reporter.report(.contentSizeRatio, at: location,
                                "\(key) of \(name) is \(ratio)\(source): it must be greater than 0 (height ÷ width of the custom view)")
                return
            }
            if ratio > 1 {
                reporter.report(.contentSizeRatio, at: location,
                                "\(key) of \(name) is \(ratio)\(source): more than 1 makes the view start taller than it is wide; use a value in (0, 1]",
                                severity: .warning)
            }
        }
        // The decoder refuses a preferred ratio that is not above 0, so any left here is one.
        guard let preferred = contentExtension.preferredContentSizeRatio, let preferredLocation = origins.preferredContentSizeRatio else { return }
        if abs(preferred - ratio) > AppLinter.ratioJumpTolerance {
            reporter.report(.contentSizeRatio, at: origins.ratio ?? preferredLocation,
                            "\(name) opens at \(key) \(ratio)\(source) and then sets preferredContentSize to \(preferred): "
                                + "users see the view resize as it appears; set \(key) to \(preferred)",
                            severity: .warning)
        }
    }

    /// `serviceExtension.attachments`: the file standing in for what the service extension downloads
    /// (one outside the app's folder is refused by the decoder).
    package mutating func checkAttachment(_ attachment: ServiceAttachment) {
        let shown = "attachment \"\(DocumentChecks.quoted(attachment.written))\""
        let location = attachment.location
        guard let format = AttachmentFormat(fileName: attachment.written) else {
            reporter.report(.attachment, at: location, AttachmentLimits.diagnostic(fileName: shown, byteSize: 0, format: nil) ?? "\(shown): not a type iOS attaches")
            return
        }
        var info = stat()
        guard stat(attachment.file, &info) == 0 else {
            reporter.report(.attachment, at: location, "\(shown): no such file")
            return
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            reporter.report(.attachment, at: location, "\(shown) is not a regular file")
            return
        }
        if let message = AttachmentLimits.diagnostic(fileName: shown, byteSize: Int(info.st_size), format: format) {
            reporter.report(.attachment, at: location, message)
        }
    }
}
