/// The "load more" state machine: fires once near the end, then waits until the item count grows past
/// the count it fired at, or the app calls ``finish()``.
struct LoadMoreTrigger: Hashable, Sendable {
    var threshold = 5
    private(set) var isLoading = false
    private var countWhenFired = 0

    /// Whether to fire for `lastVisible` of `itemCount`: once, until ``itemsShown(count:)`` or ``finish()``
    /// rearms it.
    mutating func visibleItemsChanged(lastVisible: Int?, itemCount: Int) -> Bool {
        guard !isLoading, let lastVisible, lastVisible < itemCount else { return false }
        guard itemCount - 1 - lastVisible <= max(threshold, 0) else { return false }
        isLoading = true
        countWhenFired = itemCount
        return true
    }

    /// The view now shows `count` items: rearms (returns `true`) when it is loading and the count grew
    /// past the one it fired at.
    mutating func itemsShown(count: Int) -> Bool {
        guard isLoading, count > countWhenFired else { return false }
        isLoading = false
        return true
    }

    /// Rearms without new items (a failed or empty page); `true` when it was loading.
    mutating func finish() -> Bool {
        defer { isLoading = false }
        return isLoading
    }
}
