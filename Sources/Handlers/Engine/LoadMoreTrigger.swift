/// Fires once near the end, then waits for more items or ``finish(version:)``; after a finish with the
/// list unchanged (a failed page) the end must leave the threshold first, so no page is asked in a loop.
struct LoadMoreTrigger: Hashable, Sendable {
    var threshold = 5
    private(set) var isLoading = false
    private var countWhenFired = 0
    /// The data's version (`ListEngine.version`) when it fired.
    private var versionWhenFired = 0
    private var waitsForScrollAway = false

    /// Whether to fire for `lastVisible` of `itemCount`, the data at `version`: once, until
    /// ``itemsShown(count:)`` or ``finish(version:)`` rearms it.
    mutating func visibleItemsChanged(lastVisible: Int?, itemCount: Int, version: Int) -> Bool {
        guard !isLoading, let lastVisible, lastVisible < itemCount else { return false }
        let isNearEnd = itemCount - 1 - lastVisible <= max(threshold, 0)
        if waitsForScrollAway {
            guard !isNearEnd || version != versionWhenFired else { return false }
            waitsForScrollAway = false
        }
        guard isNearEnd else { return false }
        isLoading = true
        countWhenFired = itemCount
        versionWhenFired = version
        return true
    }

    /// The view now shows `count` items: rearms (returns `true`) when it is loading and the count grew
    /// past the one it fired at.
    mutating func itemsShown(count: Int) -> Bool {
        guard isLoading, count > countWhenFired else { return false }
        isLoading = false
        return true
    }

    /// Rearms without new items, the data being at `version`; `true` when it was loading. Unless the
    /// data changed since it fired (a refresh), it then waits for the end to leave the threshold.
    mutating func finish(version: Int) -> Bool {
        guard isLoading else { return false }
        isLoading = false
        waitsForScrollAway = version == versionWhenFired
        return true
    }
}
