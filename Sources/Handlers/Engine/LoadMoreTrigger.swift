/// Fires once near the end, then waits for the page (items after the end it awaits) or ``finish(endChanged:)``.
/// What counts is whether the list's end changed, never whether anything did: after a finish with the
/// end unchanged (a failed page) it fires again only once the end left the threshold or changed, so a
/// failing page is not asked for in a loop, whatever edits come in meanwhile.
struct LoadMoreTrigger: Hashable, Sendable {
    var threshold = 5
    private(set) var isLoading = false
    private(set) var waitsForScrollAway = false
    /// A finish with the end changed while the view lagged: the viewport is checked once it shows the data.
    var checksWhenShown = false

    /// Whether to fire for `lastVisible` of `itemCount`: once, until ``itemsFollowEnd()`` or
    /// ``finish(endChanged:)`` rearms it. `endChanged` is asked only while it waits for a scroll away.
    mutating func visibleItemsChanged(lastVisible: Int?, itemCount: Int, endChanged: () -> Bool) -> Bool {
        guard !isLoading, let lastVisible, lastVisible < itemCount else { return false }
        let isNearEnd = itemCount - 1 - lastVisible <= max(threshold, 0)
        if waitsForScrollAway {
            guard !isNearEnd || endChanged() else { return false }
            waitsForScrollAway = false
        }
        guard isNearEnd else { return false }
        isLoading = true
        checksWhenShown = false
        return true
    }

    /// The view shows items after the end it awaits (the page): rearms; `true` when it was loading.
    mutating func itemsFollowEnd() -> Bool {
        guard isLoading else { return false }
        isLoading = false
        return true
    }

    /// Rearms without the page; `true` when it was loading. With the end unchanged (a failed or empty
    /// page) it then waits for the end to leave the threshold, or to change.
    mutating func finish(endChanged: Bool) -> Bool {
        guard isLoading else { return false }
        isLoading = false
        waitsForScrollAway = !endChanged
        return true
    }
}
