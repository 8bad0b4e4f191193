/// What drawing the custom view produced: element descriptions, control frames, the media button
/// and the pictures.
struct ViewDrawing {
    var elements: [ElementInfo] = []
    var pictures: [PicturePlacement] = []
    var controls: [ControlFrame] = []
    var mediaButtonRect: Rect?

    /// `#RRGGBB` for direct colours, the role name for theme colours.
    static func colorName(_ color: Color?) -> OutputJSON {
        switch color {
        case .rgb(let red, let green, let blue)?:
            func hex(_ value: UInt8) -> String {
                let digits = String(value, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return .string("#" + hex(red) + hex(green) + hex(blue))
        case .role(let role)?: return .string(role.rawValue)
        case .terminalDefault?: return .string("default")
        case nil: return .null
        }
    }
}
