/// A cache of what is worked out from a value (the scheduled summary of a list, a stack's summary
/// line), shared by the value's copies until one of them changes.
protocol WorkedOutCache: AnyObject {
    init()
    /// Forgets everything worked out.
    func empty()
}

extension WorkedOutCache {
    /// `cache`, for a value that changed, starts empty: emptied in place when no copy of the value
    /// shares it (an arrival allocates nothing), else replaced (the copies keep theirs).
    static func forget(_ cache: inout Self) {
        if isKnownUniquelyReferenced(&cache) {
            cache.empty()
        } else {
            cache = Self()
        }
    }
}
