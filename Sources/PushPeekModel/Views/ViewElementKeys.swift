/// The keys every view element of an app description takes, besides its kind's own.
public enum ViewElementKeys {
    public static let common = ["id", "align", "margin", "width", "height"]
}
