/// What a binding does with one header or footer of a section whose model (or collapse state) changed:
/// the decision the table binding used to make inline, kept here so `swift test` covers it.
///
/// A view that is shown and still wanted is reconfigured in place; one that is neither needs nothing.
/// A view that appears or disappears changes the layout, which UIKit can only do by reloading the
/// section, and only when that part of the screen is visible: off screen, UIKit asks again when it
/// scrolls there.
///
/// ```swift
/// SupplementaryRefresh(isShown: true, isWanted: true, isOnScreen: true)    // .reconfigure
/// SupplementaryRefresh(isShown: false, isWanted: true, isOnScreen: true)   // .reloadSection
/// SupplementaryRefresh(isShown: false, isWanted: true, isOnScreen: false)  // .nothing
/// ```
@_spi(Binding)
public enum SupplementaryRefresh: Hashable, Sendable {
    /// Run the decorator (or set the title) again on the view shown.
    case reconfigure
    /// Nothing to do.
    case nothing
    /// Reload the section: the view appears or disappears on screen.
    case reloadSection

    /// Decides for one header or footer.
    ///
    /// - Parameters:
    ///   - isShown: Whether the view shows one now (a view of the route's class, or a non-empty title).
    ///   - isWanted: Whether the section's new data asks for one (the route's data, or the title, is not `nil`).
    ///   - isOnScreen: Whether the place of the header or footer is inside the visible bounds.
    public init(isShown: Bool, isWanted: Bool, isOnScreen: Bool) {
        switch (isShown, isWanted) {
        case (true, true): self = .reconfigure
        case (false, false): self = .nothing
        default: self = isOnScreen ? .reloadSection : .nothing
        }
    }
}
