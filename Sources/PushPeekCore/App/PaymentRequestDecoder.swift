/// Decodes a `presentPaymentSheet` step: `{"merchantIdentifier", "countryCode", "currencyCode",
/// "supportedNetworks": [...], "summaryItems": [{"label", "amount" | "amountFrom"}]}`.
public enum PaymentRequestDecoder {
    public static func decode(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> PaymentRequest {
        _ = try reader.object()
        var request = PaymentRequest(merchantIdentifier: try reader.string("merchantIdentifier"),
                                     countryCode: try reader.string("countryCode") ?? "US",
                                     currencyCode: try reader.string("currencyCode") ?? "USD",
                                     supportedNetworks: try reader.strings("supportedNetworks") ?? [])
        guard let items = try reader.array("summaryItems"), !items.isEmpty else {
            throw InputError(location: reader.node.location, path: reader.child("summaryItems"),
                             message: "missing: a payment request needs at least one summary item (the last is the total)")
        }
        for item in items {
            request.summaryItems.append(try decodeItem(item, elements: elements))
        }
        return request
    }

    static func decodeItem(_ reader: JSONReader, elements: [ViewElement]) throws(InputError) -> PaymentRequest.SummaryItem {
        _ = try reader.object()
        guard let label = try reader.string("label") else {
            throw InputError(location: reader.node.location, path: reader.child("label"), message: "missing: the item's label")
        }
        let amount = try reader.number("amount")
        let source = try reader.string("amountFrom")
        guard (amount == nil) != (source == nil) else {
            throw InputError(location: reader.node.location, path: reader.path,
                             message: "give either \"amount\" (a number) or \"amountFrom\" (the id of a segmented control)")
        }
        if let amount, amount < 0 {
            throw InputError(location: reader.node["amount"]?.location, path: reader.child("amount"), message: "expected 0 or more, found \(amount)")
        }
        if let source {
            guard let control = ViewElement.element(id: source, in: elements), case .segmented(let segmented) = control.content else {
                throw InputError(location: reader.node["amountFrom"]?.location, path: reader.child("amountFrom"),
                                 message: "no segmented control with id \"\(source)\" in the extension's view")
            }
            if let bad = segmented.segments.first(where: { Double($0) == nil }) {
                throw InputError(location: reader.node["amountFrom"]?.location, path: reader.child("amountFrom"),
                                 message: "segment \"\(bad)\" of \"\(source)\" is not an amount; every segment title must be a number")
            }
        }
        return PaymentRequest.SummaryItem(label: label, amount: amount, amountFrom: source)
    }
}
