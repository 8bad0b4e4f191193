/// What the app walk learnt about one content extension, for the checks that need the whole file
/// (categories may be written after the extensions).
struct ExtensionFacts {
    var name: String
    var location: SourceLocation
    var categories: [String] = []
    /// Where the categories come from: the inline attribute's value, or the `infoPlist` string.
    var categoriesLocation: SourceLocation?
    var ratio: Double = 1
    /// Where the ratio comes from (nil: the default 1); `fromPlist` says which file holds it.
    var ratioLocation: SourceLocation?
    var ratioFromPlist = false
    var preferredRatio: (value: Double, location: SourceLocation)?
    var userInteractionEnabled = false
    var interactionFromPlist = false
    var notificationActions: [LintApp.Action]?
    var inputViewLocation: SourceLocation?
    /// Buttons, segmented controls and sliders in the view: kind and position.
    var interactiveElements: [(kind: String, location: SourceLocation)] = []
    var bindings: [ViewBinding] = []

    init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
