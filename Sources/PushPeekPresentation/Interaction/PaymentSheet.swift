import PushPeekApp

/// The simulated Apple Pay sheet (`PKPaymentAuthorizationViewController`) shown over the card: the
/// request and its summary items with the amounts they had when it was presented.
public struct PaymentSheet: Sendable, Equatable {
    /// A summary item with its amount resolved.
    public struct Line: Sendable, Equatable {
        public var label: String
        public var amount: Double

        public init(label: String, amount: Double) {
            self.label = label
            self.amount = amount
        }
    }

    public var request: PaymentRequest
    public var lines: [Line]

    public init(request: PaymentRequest, lines: [Line]) {
        self.request = request
        self.lines = lines
    }

    /// The amount charged: the last summary item's, as PassKit treats it.
    public var total: Double { lines.last?.amount ?? 0 }

    /// `present(applePayController, …)`: each item's amount is read now, an `amountFrom` item from
    /// its segmented control's selected segment (0 when the title is not a number).
    public static func present(_ request: PaymentRequest, in state: PreviewState) -> PaymentSheet {
        let lines = request.summaryItems.map { item -> Line in
            if let id = item.amountFrom, let control = state.controls.first(where: { $0.id == id }),
               case .segmented(let segmented) = control.content {
                let title = segmented.segments[safe: state.value(of: control)] ?? ""
                return Line(label: item.label, amount: Double(title) ?? 0)
            }
            return Line(label: item.label, amount: item.amount ?? 0)
        }
        return PaymentSheet(request: request, lines: lines)
    }
}
