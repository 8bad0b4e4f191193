/// The `apns-push-type` header's values.
public enum PushType {
    /// The values APNs accepts.
    public static let all = ["alert", "background", "voip", "location", "complication", "fileprovider",
                             "mdm", "liveactivity", "pushtotalk", "widgets", "controls"]
}
