/// `PKPaymentRequest` as a `presentPaymentSheet` response declares it (the apple-pay example's "Buy
/// with Apple Pay"): the merchant, currency and summary items. The previewer never charges
/// anything: it shows a simulated payment sheet.
public struct PaymentRequest: Sendable, Equatable {
    /// One `PKPaymentSummaryItem`. The last item is the total, as PassKit shows it ("Pay …").
    public struct SummaryItem: Sendable, Equatable {
        public var label: String
        /// A fixed amount.
        public var amount: Double?
        /// `amountFrom`: the `id` of a segmented control whose selected segment's title is the amount
        /// (the apple-pay example's 5 / 10 / 20).
        public var amountFrom: String?

        public init(label: String, amount: Double? = nil, amountFrom: String? = nil) {
            self.label = label
            self.amount = amount
            self.amountFrom = amountFrom
        }
    }

    public var merchantIdentifier: String?
    public var countryCode: String
    public var currencyCode: String
    /// `supportedNetworks` (`visa`, `masterCard`, `amex` …).
    public var supportedNetworks: [String]
    public var summaryItems: [SummaryItem]

    public init(merchantIdentifier: String? = nil, countryCode: String = "US", currencyCode: String = "USD",
                supportedNetworks: [String] = [], summaryItems: [SummaryItem] = []) {
        self.merchantIdentifier = merchantIdentifier
        self.countryCode = countryCode
        self.currencyCode = currencyCode
        self.supportedNetworks = supportedNetworks
        self.summaryItems = summaryItems
    }

    /// An amount in the request's currency: `$10.00`, `€5.00`, `¥500`, or `12.50 CHF`.
    public func format(_ amount: Double) -> String {
        let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "AUD": "A$", "CAD": "CA$"]
        let decimals = currencyCode == "JPY" ? 0 : 2
        let digits = ValueFormat.format(decimals == 0 ? "%.0f" : "%.2f", amount)
        if let symbol = symbols[currencyCode] { return symbol + digits }
        return digits + " " + currencyCode
    }
}
