import PushPeekModel

/// Colours by role. A `mono` theme has no colours: every role draws in the terminal's defaults and
/// focus is shown with reverse video.
public struct Theme: Sendable, Equatable {
    public var name: String
    public var colors: [Role: RGB]

    public init(name: String, colors: [Role: RGB]) {
        self.name = name
        self.colors = colors
    }

    public var isMono: Bool { colors.isEmpty }

    /// The colour a cell colour stands for, or nil for the terminal default.
    public func rgb(for color: Color) -> RGB? {
        switch color {
        case .terminalDefault: return nil
        case .role(let role): return colors[role] ?? fallback(for: role)
        case .rgb(let r, let g, let b): return isMono ? nil : RGB(r, g, b)
        }
    }

    private func fallback(for role: Role) -> RGB? {
        guard !isMono else { return nil }
        switch role {
        case .background, .card, .inputBackground: return colors[.card]
        case .focusText: return colors[.card]
        case .border, .mapGrid, .mapOverlay: return colors[.secondaryText]
        case .success: return RGB(52, 199, 89)
        case .failure: return colors[.destructive]
        default: return colors[.text]
        }
    }
}
