import PushPeekJSON
import PushPeekModel

/// Decodes what an extension does beyond drawing: `responses`, `viewActions`, `inputView`,
/// `inputAccessory` and `media`, with the JSON path and position of every bad value.
public enum ExtensionBehaviorDecoder {
    package static let responseKeys = ["replace", "setActions", "setLabel", "becomeFirstResponder", "resignFirstResponder",
                               "performDefaultAction", "dismissExtension", "print", "presentPaymentSheet", "complete"]

    /// `viewActions`: `{ "NAME": { steps… } }`, what a button's `@IBAction` does (`onTap`); no `complete`,
    /// since an `@IBAction` has no completion handler. Every `onTap` must name an entry.
    package static func decodeViewActions(_ reader: JSONReader?, in extensionReader: JSONReader, elements: [ViewElement]) throws(InputError) -> [String: ExtensionResponse] {
        var actions: [String: ExtensionResponse] = [:]
        if let reader {
            for member in try reader.object() {
                let stepReader = reader.reader(member.value, path: reader.child(member.key))
                if let complete = member.value["complete"] {
                    try reader.fail(at: complete.location, path: stepReader.child("complete"), "a view action is an @IBAction: it has no completion handler")
                }
                actions[member.key] = try decodeResponse(stepReader, elements: elements)
            }
        }
        for handler in ViewElement.tapHandlers(in: elements) where actions[handler.name] == nil {
            try extensionReader.fail(at: reader?.node.location ?? extensionReader.node.location, path: handler.path,
                                     "no view action \"\(DocumentChecks.quoted(handler.name))\" in the extension's viewActions")
        }
        return actions
    }

    /// `responses`: `{ "ACTION-ID" | "*": { … } }`.
    public static func decodeResponses(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> ResponseTable {
        var table = ResponseTable()
        for member in try reader.object() {
            let response = try decodeResponse(reader.reader(member.value, path: reader.child(member.key)), elements: elements)
            if member.key == ResponseTable.fallbackKey {
                table.fallback = response
            } else {
                table.responses[member.key] = response
            }
        }
        return table
    }

    package static func decodeResponse(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> ExtensionResponse {
        let members = try reader.object()
        for member in members where !responseKeys.contains(member.key) {
            try reader.fail(at: member.keyLocation, path: reader.child(member.key),
                            "unknown response step; expected one of \(responseKeys.joined(separator: ", "))")
        }
        var response = ExtensionResponse(location: reader.node.location, path: reader.path)
        if let replace = reader.optional("replace") {
            for member in try replace.object() {
                if let action = try AppDescriptionDecoder.decodeAction(replace.reader(member.value, path: replace.child(member.key))) {
                    response.replacements.append(ExtensionResponse.Replacement(identifier: member.key, action: action))
                }
            }
        }
        if let actionReaders = try reader.array("setActions") {
            response.notificationActions = try AppDescriptionDecoder.decodeActions(actionReaders)
        }
        if let labelReader = reader.optional("setLabel") {
            let readers = labelReader.node.elements == nil ? [labelReader] : (try reader.array("setLabel") ?? [])
            for changeReader in readers {
                if let change = try decodeLabelChange(changeReader, elements: elements) { response.labelChanges.append(change) }
            }
        }
        response.printMessage = try reader.string("print")
        response.paymentRequest = try reader.optional("presentPaymentSheet").map { request throws(InputError) in
            try PaymentRequestDecoder.decode(request, elements: elements)
        }
        response.becomeFirstResponder = try reader.bool("becomeFirstResponder") ?? false
        response.resignFirstResponder = try reader.bool("resignFirstResponder") ?? false
        response.performDefaultAction = try reader.bool("performDefaultAction") ?? false
        response.dismissExtension = try reader.bool("dismissExtension") ?? false
        if let option = try reader.string("complete") {
            if let completion = ResponseOption(rawValue: option) {
                response.completion = completion
            } else {
                try reader.fail("complete", "unknown completion \"\(DocumentChecks.quoted(option))\"; expected one of \(ResponseOption.allCases.map(\.rawValue).joined(separator: ", "))")
            }
        }
        return response
    }

    package static func decodeLabelChange(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> LabelChange? {
        _ = try reader.object()
        guard let id = try reader.string("id") else {
            if reader.node["id"] == nil { try reader.fail(at: reader.node.location, path: reader.child("id"), "missing: the id of the label to change") }
            return nil
        }
        guard ViewElement.label(id: id, in: elements) != nil else {
            try reader.fail("id", "no label with id \"\(DocumentChecks.quoted(id))\" in the extension's view")
            return nil
        }
        return LabelChange(elementID: id, text: try reader.string("text"), color: try ViewElementDecoder.color(reader, "color"))
    }

    /// `inputView`: `{"slider": {"min", "max", "step", "value", "format", "title"}}`.
    public static func decodeInputView(_ reader: JSONReader) throws(InputError) -> CustomInputView? {
        let members = try reader.object()
        guard members.count == 1, let member = members.first, member.key == "slider" else {
            if reader.node.members != nil {
                try reader.fail(at: reader.node.location, path: reader.path,
                                "an input view is {\"slider\": {\"min\": …, \"max\": …, \"step\": …, \"value\": …, \"format\": …}}")
            }
            return nil
        }
        let slider = reader.reader(member.value, path: reader.child("slider"))
        _ = try slider.object()
        try slider.checkKeys(["min", "max", "step", "value", "format", "title"])
        let minimum = try slider.number("min") ?? 0
        let maximum = try slider.number("max") ?? 100
        guard minimum < maximum else {
            try slider.fail(at: member.value.location, path: slider.child("max"), "max (\(maximum)) must be greater than min (\(minimum))")
            return nil
        }
        let step = try slider.number("step") ?? 1
        guard step > 0, step <= maximum - minimum else {
            try slider.fail("step", "step must be greater than 0 and at most max − min, found \(step)")
            return nil
        }
        let value = try slider.number("value") ?? minimum
        guard value >= minimum, value <= maximum else {
            try slider.fail("value", "\(value) lies outside min…max (\(minimum)…\(maximum))")
            return nil
        }
        let integral = minimum.rounded() == minimum && step.rounded() == step
        return .slider(SliderSpec(minimum: minimum, maximum: maximum, step: step, value: value,
                                  format: try slider.string("format") ?? (integral ? "%d" : "%.2f"), title: try slider.string("title")))
    }

    /// `inputAccessory`: `{"buttons": [action, …]}` (or the array alone): buttons above the keyboard.
    public static func decodeInputAccessory(_ reader: JSONReader) throws(InputError) -> [NotificationAction] {
        let readers: [JSONReader]
        if let elements = reader.node.elements {
            readers = elements.enumerated().map { reader.reader($1, path: "\(reader.path)[\($0)]") }
        } else {
            _ = try reader.object()
            try reader.checkKeys(["buttons"])
            readers = try reader.array("buttons") ?? []
        }
        return try AppDescriptionDecoder.decodeActions(readers)
    }

    /// `media`: `{"button": "none"|"default"|"overlay", "frame": [x, y, w, h], "tint": COLOR}`.
    public static func decodeMedia(_ reader: JSONReader) throws(InputError) -> MediaButtonSpec {
        _ = try reader.object()
        try reader.checkKeys(["button", "frame", "tint"])
        var spec = MediaButtonSpec()
        spec.type = try ViewElementDecoder.choice(reader, "button", default: .none)
        if let frameReader = reader.optional("frame") {
            let numbers = frameReader.node.elements?.compactMap(\.number) ?? []
            if numbers.count == 4, frameReader.node.elements?.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10_000 }) {
                spec.frame = numbers
            } else {
                try reader.fail(at: frameReader.node.location, path: frameReader.path, "expected [x, y, width, height] in points (four numbers from 0 to 10000)")
            }
        }
        spec.tint = try ViewElementDecoder.color(reader, "tint")
        return spec
    }

    /// "If you provide a custom input, you can't also have an option for the keyboard to appear"
    /// (`UIResponder.inputView` replaces the keyboard): an extension with an `inputView` cannot
    /// show a text-input action.
    package static func checkInputConflicts(_ contentExtension: ContentExtension, categories: [NotificationCategory], reader: JSONReader) throws(InputError) {
        guard contentExtension.customInput != nil else { return }
        var offered = contentExtension.notificationActions ?? []
        for category in categories where contentExtension.handles(category: category.identifier) {
            offered += category.actions
        }
        offered += contentExtension.responseTable?.allActions ?? []
        if let textAction = offered.first(where: \.isTextInput) {
            try reader.fail(at: contentExtension.origins.customInput, path: contentExtension.path + ".inputView",
                            "a custom input view cannot be offered with a text-input action (\"\(DocumentChecks.quoted(textAction.identifier))\"): iOS shows either the keyboard or the input view",
                            rule: .inputViewAndTextInput)
        }
    }
}
