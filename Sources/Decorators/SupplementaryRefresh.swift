/// What a binding does with one header or footer of a section whose model (or collapse state) changed:
/// the decision the table binding used to make inline, kept here so `swift test` covers it.
enum SupplementaryRefresh: Hashable, Sendable {
    /// Run the decorator (or set the title) again on the view shown.
    case reconfigure
    case nothing
    /// Reload the section: the view appears or disappears on screen.
    case reloadSection

    init(isShown: Bool, isWanted: Bool, isOnScreen: Bool) {
        switch (isShown, isWanted) {
        case (true, true): self = .reconfigure
        case (false, false): self = .nothing
        default: self = isOnScreen ? .reloadSection : .nothing
        }
    }
}
