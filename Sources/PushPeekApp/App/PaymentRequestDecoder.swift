import PushPeekJSON
import PushPeekModel

/// Decodes a `presentPaymentSheet` step: `{"merchantIdentifier", "countryCode", "currencyCode",
/// "supportedNetworks": [...], "summaryItems": [{"label", "amount" | "amountFrom"}]}`.
public enum PaymentRequestDecoder {
    public static func decode(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> PaymentRequest {
        _ = try reader.object()
        var request = PaymentRequest(merchantIdentifier: try reader.string("merchantIdentifier"),
                                     countryCode: try reader.string("countryCode") ?? "US",
                                     currencyCode: try reader.string("currencyCode") ?? "USD",
                                     supportedNetworks: try reader.strings("supportedNetworks") ?? [])
        try reader.checkKeys(["merchantIdentifier", "countryCode", "currencyCode", "supportedNetworks", "summaryItems"])
        let items = try reader.array("summaryItems") ?? []
        if items.isEmpty {
            try reader.fail(at: reader.node.location, path: reader.child("summaryItems"),
                            "missing: a payment request needs at least one summary item (the last is the total)")
        }
        for item in items {
            if let decoded = try decodeItem(item, elements: elements) { request.summaryItems.append(decoded) }
        }
        return request
    }

    /// One item; nil (reported) when it cannot be used.
    package static func decodeItem(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> PaymentRequest.SummaryItem? {
        _ = try reader.object()
        try reader.checkKeys(["label", "amount", "amountFrom"])
        guard let label = try reader.string("label") else {
            if reader.node["label"] == nil { try reader.fail(at: reader.node.location, path: reader.child("label"), "missing: the item's label") }
            return nil
        }
        let amount = try reader.number("amount")
        let source = try reader.string("amountFrom")
        guard (amount == nil) != (source == nil) else {
            try reader.fail(at: reader.node.location, path: reader.path, "give either \"amount\" (a number) or \"amountFrom\" (the id of a segmented control)")
            return nil
        }
        if let amount, amount < 0 {
            try reader.fail("amount", "expected 0 or more, found \(amount)")
            return nil
        }
        if let source {
            guard let control = ViewElement.element(id: source, in: elements), case .segmented(let segmented) = control.content else {
                try reader.fail("amountFrom", "no segmented control with id \"\(DocumentChecks.quoted(source))\" in the extension's view")
                return nil
            }
            if let bad = segmented.segments.first(where: { Double($0) == nil }) {
                try reader.fail("amountFrom", "segment \"\(DocumentChecks.quoted(bad))\" of \"\(DocumentChecks.quoted(source))\" is not an amount; every segment title must be a number")
                return nil
            }
        }
        return PaymentRequest.SummaryItem(label: label, amount: amount, amountFrom: source)
    }
}
