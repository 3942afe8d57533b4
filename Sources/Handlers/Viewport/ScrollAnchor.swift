/// What stays put on screen when rows are inserted or removed above the visible ones; see
/// ``ListHandler/scrollAnchor``.
///
/// ```swift
/// chat.scrollAnchor = .firstVisibleItem // older messages load above without a jump
/// ```
public enum ScrollAnchor: Hashable, Sendable {
    /// UIKit's own behaviour, the default: the content offset keeps its value, so rows inserted above
    /// the visible ones push them down (the visible content jumps).
    case contentOffset
    /// The first visible item that survives the update stays at the same distance from the top of the
    /// viewport: the content offset grows by the height inserted above it (or shrinks by the height
    /// removed), like Carbon's `keepsContentOffset`.
    case firstVisibleItem
}
