/// Decodes what an extension does beyond drawing: `responses`, `inputView`, `inputAccessory` and
/// `media`, with the JSON path and position of every bad value.
public enum ExtensionBehaviorDecoder {
    static let responseKeys = ["replace", "setActions", "setLabel", "becomeFirstResponder", "resignFirstResponder",
                               "performDefaultAction", "dismissExtension", "print", "presentPaymentSheet", "complete"]

    /// `viewActions`: `{ "NAME": { steps… } }`, what a button's `@IBAction` does (`onTap`); no `complete`,
    /// since an `@IBAction` has no completion handler. Every `onTap` must name an entry.
    public static func decodeViewActions(_ reader: JSONReader?, elements: [ViewElement]) throws(InputError) -> [String: ExtensionResponse] {
        var actions: [String: ExtensionResponse] = [:]
        for member in try reader?.object() ?? [] {
            let stepReader = JSONReader(member.value, path: reader.map { $0.child(member.key) } ?? member.key)
            if let complete = member.value["complete"] {
                throw InputError(location: complete.location, path: stepReader.child("complete"),
                                 message: "a view action is an @IBAction: it has no completion handler")
            }
            actions[member.key] = try decodeResponse(stepReader, elements: elements)
        }
        for handler in ViewElement.tapHandlers(in: elements) where actions[handler.name] == nil {
            throw InputError(location: reader?.node.location, path: handler.path, message: "no view action \"\(handler.name)\" in the extension's viewActions")
        }
        return actions
    }

    /// `responses`: `{ "ACTION-ID" | "*": { … } }`.
    public static func decodeResponses(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> ResponseTable {
        var table = ResponseTable()
        for member in try reader.object() {
            let response = try decodeResponse(JSONReader(member.value, path: reader.child(member.key)), elements: elements)
            if member.key == ResponseTable.fallbackKey {
                table.fallback = response
            } else {
                table.responses[member.key] = response
            }
        }
        return table
    }

    static func decodeResponse(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> ExtensionResponse {
        let members = try reader.object()
        for member in members where !responseKeys.contains(member.key) {
            throw InputError(location: member.keyLocation, path: reader.child(member.key),
                             message: "unknown response step; expected one of \(responseKeys.joined(separator: ", "))")
        }
        var response = ExtensionResponse(location: reader.node.location, path: reader.path)
        if let replace = reader.optional("replace") {
            for member in try replace.object() {
                let action = try AppDescriptionDecoder.decodeAction(JSONReader(member.value, path: replace.child(member.key)))
                response.replacements.append(ExtensionResponse.Replacement(identifier: member.key, action: action))
            }
        }
        if let actionReaders = try reader.array("setActions") {
            var actions: [NotificationAction] = []
            for actionReader in actionReaders { actions.append(try AppDescriptionDecoder.decodeAction(actionReader)) }
            response.notificationActions = actions
        }
        if let labelReader = reader.optional("setLabel") {
            let readers = labelReader.node.elements == nil ? [labelReader] : (try reader.array("setLabel") ?? [])
            for changeReader in readers {
                response.labelChanges.append(try decodeLabelChange(changeReader, elements: elements))
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
            guard let completion = ResponseOption(rawValue: option) else {
                throw InputError(location: reader.node["complete"]?.location, path: reader.child("complete"),
                                 message: "unknown completion \"\(option)\"; expected one of \(ResponseOption.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            response.completion = completion
        }
        return response
    }

    static func decodeLabelChange(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> LabelChange {
        _ = try reader.object()
        guard let id = try reader.string("id") else {
            throw InputError(location: reader.node.location, path: reader.child("id"), message: "missing: the id of the label to change")
        }
        guard ViewElement.label(id: id, in: elements) != nil else {
            throw InputError(location: reader.node["id"]?.location, path: reader.child("id"),
                             message: "no label with id \"\(id)\" in the extension's view")
        }
        return LabelChange(elementID: id, text: try reader.string("text"), color: try ViewElementDecoder.color(reader, "color"))
    }

    /// `inputView`: `{"slider": {"min", "max", "step", "value", "format", "title"}}`.
    public static func decodeInputView(_ reader: JSONReader) throws(InputError) -> CustomInputView {
        let members = try reader.object()
        guard members.count == 1, let member = members.first, member.key == "slider" else {
            throw InputError(location: reader.node.location, path: reader.path,
                             message: "an input view is {\"slider\": {\"min\": …, \"max\": …, \"step\": …, \"value\": …, \"format\": …}}")
        }
        let slider = JSONReader(member.value, path: reader.child("slider"))
        _ = try slider.object()
        let minimum = try slider.number("min") ?? 0
        let maximum = try slider.number("max") ?? 100
        guard minimum < maximum else {
            throw InputError(location: member.value.location, path: slider.child("max"), message: "max (\(maximum)) must be greater than min (\(minimum))")
        }
        let step = try slider.number("step") ?? 1
        guard step > 0, step <= maximum - minimum else {
            throw InputError(location: slider.node["step"]?.location, path: slider.child("step"),
                             message: "step must be greater than 0 and at most max − min, found \(step)")
        }
        let value = try slider.number("value") ?? minimum
        guard value >= minimum, value <= maximum else {
            throw InputError(location: slider.node["value"]?.location, path: slider.child("value"),
                             message: "\(value) lies outside min…max (\(minimum)…\(maximum))")
        }
        let integral = minimum.rounded() == minimum && step.rounded() == step
        return .slider(SliderSpec(minimum: minimum, maximum: maximum, step: step, value: value,
                                  format: try slider.string("format") ?? (integral ? "%d" : "%.2f"), title: try slider.string("title")))
    }

    /// `inputAccessory`: `{"buttons": [action, …]}` (or the array alone): buttons above the keyboard.
    public static func decodeInputAccessory(_ reader: JSONReader) throws(InputError) -> [NotificationAction] {
        let readers: [JSONReader]
        if reader.node.elements != nil {
            readers = reader.node.elements?.enumerated().map { JSONReader($1, path: "\(reader.path)[\($0)]") } ?? []
        } else {
            _ = try reader.object()
            readers = try reader.array("buttons") ?? []
        }
        var actions: [NotificationAction] = []
        for actionReader in readers { actions.append(try AppDescriptionDecoder.decodeAction(actionReader)) }
        return actions
    }

    /// `media`: `{"button": "none"|"default"|"overlay", "frame": [x, y, w, h], "tint": COLOR}`.
    public static func decodeMedia(_ reader: JSONReader) throws(InputError) -> MediaButtonSpec {
        _ = try reader.object()
        var spec = MediaButtonSpec()
        spec.type = try ViewElementDecoder.choice(reader, "button", default: .none)
        if let frameReader = reader.optional("frame") {
            let numbers = frameReader.node.elements?.compactMap(\.number) ?? []
            guard numbers.count == 4, frameReader.node.elements?.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10_000 }) else {
                throw InputError(location: frameReader.node.location, path: frameReader.path,
                                 message: "expected [x, y, width, height] in points (four numbers from 0 to 10000)")
            }
            spec.frame = numbers
        }
        spec.tint = try ViewElementDecoder.color(reader, "tint")
        return spec
    }

    /// Seed 000: "If you provide a custom input, you can't also have an option for the keyboard to
    /// appear." Fails when an extension with an `inputView` can show a text-input action.
    public static func checkInputConflicts(_ contentExtension: ContentExtension, categories: [NotificationCategory]) throws(InputError) {
        guard contentExtension.customInput != nil else { return }
        var offered = contentExtension.notificationActions ?? []
        for category in categories where contentExtension.handles(category: category.identifier) {
            offered += category.actions
        }
        offered += contentExtension.responseTable?.allActions ?? []
        if let textAction = offered.first(where: \.isTextInput) {
            throw InputError(location: contentExtension.customInputLocation, path: contentExtension.path + ".inputView",
                             message: "a custom input view cannot be offered with a text-input action (\"\(textAction.identifier)\"): iOS shows either the keyboard or the input view")
        }
    }
}
