// Decorum's optional sends to an app's table delegate (Sources/DecorumAppKit/Adapters/
// TableDelegateMessage.swift, where each is `delegate?.message?(…)` on a Mac), in the form Swift on Linux
// allows: the same functions, each an ``AppKitStandIn/send(_:)``. Not AppKit API: it is here, and not in
// Decorum's sources, because only the stand-in needs it. Sends only: what to do without an answer is
// Decorum's decision, made in its adapter.

@MainActor
public enum TableDelegateMessage {
    public typealias Delegate = (any NSTableViewDelegate)?

    public static func heightOfRow(_ d: Delegate, _ v: NSTableView, _ row: Int) -> CGFloat? {
        d.flatMap { d in AppKitStandIn.send { d.tableView(v, heightOfRow: row) } }
    }
    public static func selectionDidChange(_ d: Delegate, _ n: Notification) {
        _ = d.flatMap { d in AppKitStandIn.send { d.tableViewSelectionDidChange(n) } }
    }
    public static func didAdd(_ d: Delegate, _ v: NSTableView, _ rowView: NSTableRowView, _ row: Int) {
        _ = d.flatMap { d in AppKitStandIn.send { d.tableView(v, didAdd: rowView, forRow: row) } }
    }
    public static func didRemove(_ d: Delegate, _ v: NSTableView, _ rowView: NSTableRowView, _ row: Int) {
        _ = d.flatMap { d in AppKitStandIn.send { d.tableView(v, didRemove: rowView, forRow: row) } }
    }
}
