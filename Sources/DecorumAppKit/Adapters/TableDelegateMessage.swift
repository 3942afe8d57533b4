#if canImport(AppKit) && canImport(ObjectiveC) && !targetEnvironment(macCatalyst)
import AppKit

// The optional messages the table adapter sends the app's delegate, one function each: `nil` when the
// delegate does not implement the message, as `delegate?.message?(…)` is. (On Linux the AppKit stand-in
// declares the same functions: Swift there has no optional requirements.)
@MainActor
enum TableDelegateMessage {
    typealias Delegate = (any NSTableViewDelegate)?

    static func heightOfRow(_ d: Delegate, _ v: NSTableView, _ row: Int) -> CGFloat? {
        d?.tableView?(v, heightOfRow: row)
    }
    static func selectionDidChange(_ d: Delegate, _ n: Notification) {
        d?.tableViewSelectionDidChange?(n)
    }
    static func didAdd(_ d: Delegate, _ v: NSTableView, _ rowView: NSTableRowView, _ row: Int) {
        d?.tableView?(v, didAdd: rowView, forRow: row)
    }
    static func didRemove(_ d: Delegate, _ v: NSTableView, _ rowView: NSTableRowView, _ row: Int) {
        d?.tableView?(v, didRemove: rowView, forRow: row)
    }
}
#endif
