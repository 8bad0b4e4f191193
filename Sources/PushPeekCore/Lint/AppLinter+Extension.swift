/// The content extensions of an app description: attributes (inline or from the Info.plist),
/// view, actions, input view.
extension AppLinter {
    static let extensionKeys = ["name", "infoPlist", "attributes", "view", "notificationActions", "title",
                                "preferredContentSizeRatio", "responses", "inputView", "inputAccessory", "media"]

    mutating func walkExtension(_ node: JSONNode, path: String) {
        guard let members = reporter.object(node, path: path) else { return }
        var facts = ExtensionFacts(name: node["name"]?.string ?? "Content Extension", location: node.location)
        if let plist = node.member("infoPlist"), let plistPath = reporter.string(plist.value, path: path + ".infoPlist") {
            readPlist(plistPath, at: plist.value.location, into: &facts)
        }
        for member in members {
            let memberPath = path + "." + member.key
            switch member.key {
            case "name", "title":
                _ = reporter.string(member.value, path: memberPath)
            case "infoPlist", "inputAccessory", "media":
                break
            case "attributes":
                walkAttributes(member.value, path: memberPath, into: &facts)
            case "view":
                for (index, element) in (reporter.array(member.value, path: memberPath) ?? []).enumerated() {
                    walkElement(element, path: "\(memberPath)[\(index)]", into: &facts)
                }
            case "notificationActions":
                let actions = walkActions(member.value, path: memberPath)
                facts.notificationActions = actions
                checkActionList(actions, owner: "extension \"\(DocumentChecks.quoted(facts.name))\" (notificationActions)")
            case "preferredContentSizeRatio":
                if let ratio = reporter.number(member.value, path: memberPath) { facts.preferredRatio = (ratio, member.value.location) }
            case "responses":
                walkResponses(member.value, path: memberPath, extensionName: facts.name)
            case "inputView":
                if !member.value.isNull { facts.inputViewLocation = member.keyLocation }
            default:
                unknownKey(member, among: AppLinter.extensionKeys, in: path)
            }
        }
        extensionFacts.append(facts)
    }

    /// Reads the extension's Info.plist (relative to the app file, never outside its folder).
    mutating func readPlist(_ plistPath: String, at location: SourceLocation, into facts: inout ExtensionFacts) {
        guard let resolved = InputFile.resolve(plistPath, besides: reporter.file) else {
            reporter.report(.appInvalid, at: location, "infoPlist \"\(DocumentChecks.quoted(plistPath))\" lies outside the app description's folder; it is not read")
            return
        }
        let attributes: ExtensionAttributes
        do {
            attributes = try InfoPlistReader.attributes(fromPlist: try readFile(resolved), file: resolved)
        } catch {
            reporter.report(.appInvalid, at: location, "infoPlist: \(error.description)")
            return
        }
        facts.categories = attributes.categories
        facts.categoriesLocation = location
        facts.ratio = attributes.initialContentSizeRatio
        facts.ratioLocation = location
        facts.ratioFromPlist = true
        facts.userInteractionEnabled = attributes.userInteractionEnabled
        facts.interactionFromPlist = true
    }

    /// Inline `attributes` (they win over the Info.plist's).
    mutating func walkAttributes(_ node: JSONNode, path: String, into facts: inout ExtensionFacts) {
        guard let members = reporter.object(node, path: path) else { return }
        for member in members {
            let memberPath = path + "." + member.key
            switch member.key {
            case ExtensionAttributes.categoryKey:
                if let single = member.value.string {
                    facts.categories = [single]
                    facts.categoriesLocation = member.value.location
                } else if let list = reporter.strings(member.value, path: memberPath) {
                    facts.categories = list
                    facts.categoriesLocation = member.value.location
                }
            case ExtensionAttributes.ratioKey:
                if let ratio = reporter.number(member.value, path: memberPath) {
                    facts.ratio = ratio
                    facts.ratioLocation = member.value.location
                    facts.ratioFromPlist = false
                }
            case ExtensionAttributes.userInteractionEnabledKey:
                if let enabled = reporter.flag(member.value, path: memberPath) {
                    facts.userInteractionEnabled = enabled
                    facts.interactionFromPlist = false
                }
            case ExtensionAttributes.defaultContentHiddenKey, ExtensionAttributes.overridesDefaultTitleKey:
                _ = reporter.flag(member.value, path: memberPath)
            default:
                unknownKey(member, among: ExtensionAttributes.allKeys, in: path)
            }
        }
    }

    /// `responses`: the action lists a response sets (`setActions`) must not repeat identifiers.
    mutating func walkResponses(_ node: JSONNode, path: String, extensionName: String) {
        guard let members = reporter.object(node, path: path) else { return }
        for member in members {
            guard let setActions = member.value["setActions"] else { continue }
            let actions = walkActions(setActions, path: path + "." + member.key + ".setActions")
            checkActionList(actions, owner: "the response to \"\(DocumentChecks.quoted(member.key))\" (setActions)")
        }
    }
}
