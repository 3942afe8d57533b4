/// The "load more" state machine: it fires once when the last visible item comes within
/// ``threshold`` items of the end, then waits, loading, until new items arrived (the item count grew
/// past the count it fired at) or the app calls ``finish()``.
///
/// Platform-neutral and pure: the engine feeds it the last visible item and the item count the view
/// shows; the handler calls ``ListHandler/onLoadMore`` when ``visibleItemsChanged(lastVisible:itemCount:)``
/// says so.
struct LoadMoreTrigger: Hashable, Sendable {
    /// How many items at most may be left below the last visible one for the trigger to fire.
    var threshold = 5
    /// Whether it fired and no new items arrived since: the app is loading.
    private(set) var isLoading = false
    /// The item count when it fired.
    private var countWhenFired = 0

    /// Whether to fire now that `lastVisible` (an absolute index, `nil` when nothing is visible) is the
    /// last item in view of `itemCount`: once, then not again until ``itemsShown(count:)`` or
    /// ``finish()`` rearms it.
    ///
    /// - Complexity: O(1).
    mutating func visibleItemsChanged(lastVisible: Int?, itemCount: Int) -> Bool {
        guard !isLoading, let lastVisible, lastVisible < itemCount else { return false }
        guard itemCount - 1 - lastVisible <= max(threshold, 0) else { return false }
        isLoading = true
        countWhenFired = itemCount
        return true
    }

    /// The view now shows `count` items: rearms (returns `true`) when it is loading and the count grew
    /// past the one it fired at.
    ///
    /// - Complexity: O(1).
    mutating func itemsShown(count: Int) -> Bool {
        guard isLoading, count > countWhenFired else { return false }
        isLoading = false
        return true
    }

    /// Rearms without new items (a failed or empty page); `true` when it was loading.
    ///
    /// - Complexity: O(1).
    mutating func finish() -> Bool {
        defer { isLoading = false }
        return isLoading
    }
}
