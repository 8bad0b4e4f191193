import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The payload against the app description: its category, the extension it gets, and the keys that
/// extension's view reads.
extension PayloadLinter {
    package mutating func checkAgainstApp(_ app: LintApp, facts: PayloadFacts) {
        let appFile = TerminalSafeText.sanitize(app.file)
        if let bundle = facts.simulatorTargetBundle, let expected = app.bundleIdentifier, bundle.name != expected {
            reporter.report(.bundleMismatch, at: bundle.location,
                            "Simulator Target Bundle \"\(DocumentChecks.quoted(bundle.name))\" is not the app's bundleIdentifier \"\(DocumentChecks.quoted(expected))\" (\(appFile))")
        }
        guard let category = facts.category else {
            if !app.extensions.isEmpty, facts.apsLocation != nil {
                reporter.report(.categoryWithoutExtension, at: facts.apsLocation ?? facts.root.location,
                                "no aps.category: the notification gets no action buttons and no custom interface", severity: .note)
            }
            return
        }
        let contentExtension = app.contentExtension(for: category.name)
        let name = DocumentChecks.quoted(category.name)
        if app.category(category.name) == nil {
            let hint = KeySuggestion.hint(KeySuggestion.suggest(category.name, among: app.categories.map(\.identifier)))
            if contentExtension != nil {
                reporter.report(.categoryNotRegistered, at: category.location,
                                "category \"\(name)\" is not registered in \(appFile): the custom interface shows, but no action buttons\(hint)",
                                severity: .warning)
            } else {
                reporter.report(.categoryNotRegistered, at: category.location,
                                "category \"\(name)\" is not registered in \(appFile): no action buttons and no custom interface\(hint)")
            }
        }
        guard let contentExtension else {
            if !app.extensions.isEmpty {
                let covered = app.extensions.flatMap(\.categories)
                let caseMatch = covered.first { $0.lowercased() == category.name.lowercased() }
                let hint = caseMatch.map { "; \"\(DocumentChecks.quoted($0))\" differs only in case, and the match is case-sensitive" }
                    ?? KeySuggestion.hint(KeySuggestion.suggest(category.name, among: covered))
                reporter.report(.categoryWithoutExtension, at: category.location,
                                "no content extension lists \"\(name)\" in \(ExtensionAttributes.categoryKey): iOS will not invoke the custom interface "
                                    + "(\"If this value is missing, iOS will not invoke your extension\")\(hint)")
            }
            return
        }
        checkBindings(contentExtension, appFile: appFile, facts: facts)
    }

    /// `view-key-missing` / `view-key-type`: each value the extension's view reads.
    package mutating func checkBindings(_ contentExtension: LintApp.Extension, appFile: String, facts: PayloadFacts) {
        var checked: Set<String> = []
        for binding in contentExtension.bindings where checked.insert("\(binding.use.rawValue) \(binding.path)").inserted {
            WorkCounter.add(1)
            let source = "the \(binding.elementKind) of extension \"\(DocumentChecks.quoted(contentExtension.name))\" (\(appFile):\(binding.location.description))"
            let key = DocumentChecks.quoted(binding.path)
            guard let node = facts.value(atPath: binding.path), !node.isNull else {
                let effect = binding.isEssential ? "the map is not configured (the guard in didReceive returns)"
                    : binding.use == .text ? "its text stays empty" : "the annotation is not added"
                reporter.report(.viewKeyMissing, at: facts.root.location, "payload has no \"\(key)\", which \(source) reads: \(effect)",
                                severity: binding.isEssential ? .error : .warning)
                continue
            }
            switch binding.use {
            case .text:
                if node.members != nil || node.elements != nil {
                    reporter.report(.viewKeyType, at: node.location,
                                    "\"\(key)\" is \(node.value.kindDescription), which \(source) shows as text: it shows as JSON", severity: .warning)
                }
            case .latitude, .longitude, .radius, .annotationLatitude, .annotationLongitude:
                checkCoordinate(node, binding: binding, key: key, source: source)
            }
        }
    }

    package mutating func checkCoordinate(_ node: JSONNode, binding: ViewBinding, key: String, source: String) {
        let effect = binding.isEssential ? "the map is not configured" : "the annotation is not added"
        let severity: Severity = binding.isEssential ? .error : .warning
        guard case .number(let number) = node.value else {
            reporter.report(.viewKeyType, at: node.location,
                            "\"\(key)\" is \(node.value.kindDescription), but \(source) reads it as a number (CLLocationDistance): \(effect)",
                            severity: severity)
            return
        }
        let value = number.value
        guard value.isFinite else { return }
        let problem: String?
        switch binding.use {
        case .latitude, .annotationLatitude: problem = abs(value) <= 90 ? nil : "a latitude must be within −90…90"
        case .longitude, .annotationLongitude: problem = abs(value) <= 180 ? nil : "a longitude must be within −180…180"
        case .radius: problem = value > 0 ? nil : "a radius (metres) must be greater than 0"
        case .text: problem = nil
        }
        if let problem {
            reporter.report(.viewKeyType, at: node.location, "\"\(key)\" is \(number.literal.prefix(24)), which \(source) uses as \(binding.use.rawValue): \(problem)",
                            severity: severity)
        }
    }
}
