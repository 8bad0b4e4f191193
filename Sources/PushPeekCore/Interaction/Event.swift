/// Everything that can happen to a preview: input, a terminal resize, or a changed file.
public enum Event: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// The watched payload or app description changed on disk; the new files are read and delivered.
    case filesChanged
}
