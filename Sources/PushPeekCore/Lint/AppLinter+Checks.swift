#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks across the whole app description, once everything is read.
extension AppLinter {
    /// Initial and preferred ratios further apart than this (in heights per width) make a visible jump.
    static let ratioJumpTolerance = 0.1

    mutating func crossCheck(_ root: JSONNode) {
        for facts in extensionFacts {
            let name = "extension \"\(DocumentChecks.quoted(facts.name))\""
            checkCategories(facts, name: name)
            checkRatio(facts, name: name)
            checkInput(facts, name: name)
            if !facts.userInteractionEnabled {
                let source = facts.interactionFromPlist ? " in its Info.plist" : ""
                for element in facts.interactiveElements {
                    reporter.report(.interactiveWithoutUserInteraction, at: element.location,
                                    "a \(element.kind) in the view of \(name), but UNNotificationExtensionUserInteractionEnabled is off\(source): "
                                        + "the control cannot be touched; set it to YES or offer an action instead")
                }
            }
            app.extensions.append(LintApp.Extension(name: facts.name, categories: facts.categories, bindings: facts.bindings, location: facts.location))
        }
    }

    mutating func checkCategories(_ facts: ExtensionFacts, name: String) {
        let location = facts.categoriesLocation ?? facts.location
        if facts.categories.isEmpty {
            reporter.report(.extensionWithoutCategory, at: location,
                            "\(name) lists no category in \(ExtensionAttributes.categoryKey): \"If this value is missing, iOS will not invoke your extension\"")
            return
        }
        for category in facts.categories where app.category(category) == nil {
            let hint = KeySuggestion.hint(KeySuggestion.suggest(category, among: app.categories.map(\.identifier)))
            reporter.report(.categoryNotRegistered, at: location,
                            "\(name) covers \"\(DocumentChecks.quoted(category))\", which no category in this file registers: its notifications get no action buttons\(hint)",
                            severity: .warning)
        }
    }

    mutating func checkRatio(_ facts: ExtensionFacts, name: String) {
        let key = ExtensionAttributes.ratioKey
        let source = facts.ratioFromPlist ? " (from its Info.plist)" : ""
        if let location = facts.ratioLocation {
            if !(facts.ratio > 0) || !facts.ratio.isFinite {
                reporter.report(.contentSizeRatio, at: location,
                                "\(key) of \(name) is \(facts.ratio)\(source): it must be greater than 0 (height ÷ width of the custom view)")
                return
            }
            if facts.ratio > 1 {
                reporter.report(.contentSizeRatio, at: location,
                                "\(key) of \(name) is \(facts.ratio)\(source): more than 1 makes the view start taller than it is wide; use a value in (0, 1]",
                                severity: .warning)
            }
        }
        guard let preferred = facts.preferredRatio else { return }
        guard preferred.value > 0 else {
            reporter.report(.contentSizeRatio, at: preferred.location, "preferredContentSizeRatio of \(name) is \(preferred.value): it must be greater than 0")
            return
        }
        if abs(preferred.value - facts.ratio) > AppLinter.ratioJumpTolerance {
            reporter.report(.contentSizeRatio, at: facts.ratioLocation ?? preferred.location,
                            "\(name) opens at \(key) \(facts.ratio)\(source) and then sets preferredContentSize to \(preferred.value): "
                                + "users see the view resize as it appears; set \(key) to \(preferred.value)",
                            severity: .warning)
        }
    }

    /// `input-view-and-text-input`: a custom input and the keyboard cannot both be offered.
    mutating func checkInput(_ facts: ExtensionFacts, name: String) {
        guard let inputLocation = facts.inputViewLocation else { return }
        var actions = facts.notificationActions ?? []
        for category in facts.categories {
            actions += app.category(category)?.actions ?? []
        }
        guard let textAction = actions.first(where: \.isTextInput) else { return }
        reporter.report(.inputViewAndTextInput, at: inputLocation,
                        "\(name) has a custom inputView and the text-input action \"\(DocumentChecks.quoted(textAction.identifier))\" (at \(textAction.location.description)): "
                            + "a custom input and the keyboard cannot both be offered; pick one")
    }

    /// `serviceExtension.attachments`: payload key → file (relative to the app file) standing in for
    /// what the service extension downloads.
    mutating func checkAttachments(_ node: JSONNode) {
        for member in reporter.object(node, path: "serviceExtension.attachments") ?? [] {
            guard let file = reporter.string(member.value, path: "serviceExtension.attachments." + member.key) else { continue }
            checkAttachment(file, at: member.value.location)
        }
    }

    mutating func checkAttachment(_ file: String, at location: SourceLocation) {
        let shown = "attachment \"\(DocumentChecks.quoted(file))\""
        guard let resolved = InputFile.resolve(file, besides: reporter.file) else {
            reporter.report(.attachment, at: location, "\(shown) lies outside the app description's folder; it is not read")
            return
        }
        guard let format = AttachmentFormat(fileName: file) else {
            reporter.report(.attachment, at: location, AttachmentLimits.diagnostic(fileName: shown, byteSize: 0, format: nil) ?? "\(shown): not a type iOS attaches")
            return
        }
        var info = stat()
        guard stat(resolved, &info) == 0 else {
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
