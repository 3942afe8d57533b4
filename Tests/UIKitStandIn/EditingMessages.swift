// The table's editing messages Decorum forwards to the app's delegate (N10, issue #38), as
// `delegate?.message?(…)` sends them on Apple platforms (Sources/DecorumUIKit/Adapters/UIKitOptionalMessages.swift).
import DecorumBatchRules
import DecorumCore

extension OptionalMessage {
    public static func editingStyle(_ d: Table, _ v: UITableView, _ p: IndexPath) -> UITableViewCell.EditingStyle? {
        UIKitStandIn.send { d?.tableView(v, editingStyleForRowAt: p) }
    }
    public static func indents(_ d: Table, _ v: UITableView, _ p: IndexPath) -> Bool? {
        UIKitStandIn.send { d?.tableView(v, shouldIndentWhileEditingRowAt: p) }
    }
    public static func commitInsert(_ d: (any UITableViewDataSource)?, _ v: UITableView, _ p: IndexPath) {
        UIKitStandIn.send { d?.tableView(v, commit: .insert, forRowAt: p) }
    }
}
