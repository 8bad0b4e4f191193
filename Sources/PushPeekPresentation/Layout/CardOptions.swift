import PushPeekModel
import PushPeekCanvas
import PushPeekMaps

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
    /// The colours pictures are drawn in: the terminal's (or `--colors`); 24-bit until told.
    public var pictureDepth: ColorDepth = .trueColor
    /// What turns pictures into cells: libchafa's symbols where the program has them, else half blocks.
    public var pictureRenderer: PictureRenderer = .halfBlocks
    /// Maps drawn in pixels too (a terminal with pixels, the SVG and HTML pictures); nil: symbols only.
    public var mapPicture: MapPictureOptions?
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

    /// Pictures in the colours of a terminal of `depth`: without colour the ASCII ramp, and at 8 or
    /// 16 colours too when the renderer's pictures would be blobs there (half blocks).
    public mutating func showPictures(at depth: ColorDepth) {
        pictureDepth = depth
        if depth == .none || ((depth == .ansi8 || depth == .ansi16) && !pictureRenderer.drawsFewColors) {
            monochromePictures = true
        }
    }

    public static let defaultWidth = 44
    public static let minimumWidth = 16
    public static let maximumWidth = 400
    /// The custom content area is never taller than this, whatever the ratio.
    public static let maximumCustomHeight = 200
}
