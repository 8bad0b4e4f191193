import PushPeekModel

/// Settings that shape the card, from the command line.
public struct CardOptions: Sendable, Equatable {
    /// Card width in columns (`--width`); nil fits the terminal (at most `defaultWidth`).
    public var width: Int?
    /// `--width fit`: the preview's card is as wide as the terminal allows (up to `maximumWidth`);
    /// headless output, which has no terminal, uses `defaultWidth`.
    public var fitsTerminal = false
    /// How many times taller than wide a terminal cell is, inverted (`--cell-aspect`, 0.5 by default).
    public var cellAspect: Double
    /// Overrides `UNNotificationExtensionInitialContentSizeRatio` (`--ratio`).
    public var ratio: Double?
    /// Overrides `UNNotificationExtensionDefaultContentHidden` (`--hide-default` / `--show-default`).
    public var defaultContentHidden: Bool?
    /// How many action buttons show; the rest are cut (`--max-actions`, 4 by default as in the
    /// design guidelines for the detail view).
    public var maximumActions: Int
    /// Draw pictures as a luminance ASCII ramp instead of coloured half blocks (text output, `mono`,
    /// `NO_COLOR`).
    public var monochromePictures: Bool = false
    /// `--ios VERSION`: the presentation era; nil leaves it to the app description, then today's
    /// (`PreviewState.presentationEra` decides).
    public var presentationEra: PresentationEra?
    /// Locked or unlocked (`--locked`).
    public var device = DeviceState()

    public init(width: Int? = nil, cellAspect: Double = 0.5, ratio: Double? = nil, defaultContentHidden: Bool? = nil, maximumActions: Int = 4,
                presentationEra: PresentationEra? = nil) {
        self.width = width
        self.cellAspect = cellAspect
        self.ratio = ratio
        self.defaultContentHidden = defaultContentHidden
        self.maximumActions = maximumActions
        self.presentationEra = presentationEra
    }

    public static let defaultWidth = 44
    public static let minimumWidth = 16
    public static let maximumWidth = 400
    /// The custom content area is never taller than this, whatever the ratio.
    public static let maximumCustomHeight = 200
}
