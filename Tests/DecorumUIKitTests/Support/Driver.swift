import Foundation
import UIKit

// What tests need that UIKit's API cannot say: turn the run loop, and act as the user (a tap, a swipe,
// a drag). Each does what UIKit does, through public API; the one difference between the platforms is
// written here: UIKit's `@objc optional` delegate messages are sent with `?(…)` on Apple platforms,
// and are plain requirements with defaults in the stand-in.

@MainActor
enum Driver {
    /// Turns the run loop until layout passes and animation completions have run. On the stand-in this
    /// is exact (its run loop runs only here); on a device, animations are turned off and the main run
    /// loop turns a few times.
    static func settle() {
        #if canImport(ObjectiveC)
        UIView.setAnimationsEnabled(false)
        for _ in 0..<3 { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02)) }
        #else
        UIKitStandIn.runUntilIdle()
        #endif
    }

    /// Whether the platform is the stand-in (some checks read its bookkeeping).
    nonisolated static var isStandIn: Bool {
        #if canImport(ObjectiveC)
        false
        #else
        true
        #endif
    }

    // MARK: The user

    /// The user taps a row: UIKit selects it (deselecting the previous one, with `didDeselectRowAt`,
    /// unless multiple selection is on) and sends `didSelectRowAt`; a tap on a selected row under
    /// multiple selection deselects it. Apple: "allowsMultipleSelection", "tableView(_:didSelectRowAt:)".
    static func tap(_ tableView: UITableView, at indexPath: IndexPath) {
        let multiple =
            tableView.isEditing ? tableView.allowsMultipleSelectionDuringEditing : tableView.allowsMultipleSelection
        let selected = tableView.indexPathsForSelectedRows ?? []
        if multiple, selected.contains(indexPath) {
            tableView.deselectRow(at: indexPath, animated: false)
            Message.didDeselect(tableView, indexPath)
            return
        }
        if !multiple {
            for old in selected where old != indexPath {
                tableView.deselectRow(at: old, animated: false)
                Message.didDeselect(tableView, old)
            }
        }
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        Message.didSelect(tableView, indexPath)
    }

    /// The user taps an item, as the table's `tap` does for rows.
    static func tap(_ collectionView: UICollectionView, at indexPath: IndexPath) {
        let multiple = collectionView.allowsMultipleSelection
        let selected = collectionView.indexPathsForSelectedItems ?? []
        if multiple, selected.contains(indexPath) {
            collectionView.deselectItem(at: indexPath, animated: false)
            Message.didDeselect(collectionView, indexPath)
            return
        }
        if !multiple {
            for old in selected where old != indexPath {
                collectionView.deselectItem(at: old, animated: false)
                Message.didDeselect(collectionView, old)
            }
        }
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        Message.didSelect(collectionView, indexPath)
    }

    /// An action the user sees after swiping a row to the left.
    struct SwipeAction {
        let title: String?
        let perform: @MainActor () -> Void
    }

    /// The user swipes a row to the left: the actions UIKit shows. Only an editable row swipes
    /// (`tableView(_:canEditRowAt:)`, default true). UIKit asks the delegate's
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; without one (nil), it shows a Delete
    /// action when the row's editing style is `.delete` (`tableView(_:editingStyleForRowAt:)`, default
    /// `.delete`), which commits the delete through `tableView(_:commit:forRowAt:)`. Apple:
    /// "tableView(_:canEditRowAt:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
    /// "tableView(_:commit:forRowAt:)".
    static func swipe(_ tableView: UITableView, at indexPath: IndexPath) -> [SwipeAction] {
        guard Message.canEdit(tableView, indexPath) else { return [] }
        if let configuration = Message.trailingSwipeConfiguration(tableView, indexPath) {
            return configuration.actions.map { action in
                SwipeAction(title: action.title) {
                    action.handler(action, UIView(frame: .zero)) { _ in }
                }
            }
        }
        guard Message.editingStyle(tableView, indexPath) == .delete else { return [] }
        return [SwipeAction(title: "Delete") { Message.commitDelete(tableView, indexPath) }]
    }

    /// The user drags a row from `source` and drops it at `destination` (editing, on a row that
    /// `tableView(_:canMoveRowAt:)` allows): UIKit has moved the row on screen, then it tells the data
    /// source (`tableView(_:moveRowAt:to:)`). Returns `false` when UIKit would not let the row move.
    static func drag(_ tableView: UITableView, from source: IndexPath, to destination: IndexPath) -> Bool {
        guard Message.canMove(tableView, source) else { return false }
        #if canImport(ObjectiveC)
        // No public API moves a row the way a drag does: ask the delegate where the row may go (as UIKit
        // does while the row hovers), tell the data source, then show the move.
        let target =
            tableView.delegate?.tableView?(
                tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination) ?? destination
        tableView.dataSource?.tableView?(tableView, moveRowAt: source, to: target)
        tableView.moveRow(at: source, to: target)
        #else
        tableView.standInUserMoveRow(from: source, to: destination)
        #endif
        return true
    }
}

/// UIKit's optional messages, sent as UIKit sends them: with `?(…)` on Apple platforms, where they are
/// `@objc optional`; the stand-in declares them with defaults that do what UIKit does without them.
@MainActor
enum Message {
    static func didSelect(_ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        tableView.delegate?.tableView?(tableView, didSelectRowAt: indexPath)
        #else
        OptionalMessage.didSelectRow(tableView.delegate, tableView, indexPath)  // forwarded as ?(…) is
        #endif
    }

    static func didDeselect(_ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        tableView.delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
        #else
        OptionalMessage.didDeselectRow(tableView.delegate, tableView, indexPath)
        #endif
    }

    static func didSelect(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        #else
        OptionalMessage.didSelectItem(collectionView.delegate, collectionView, indexPath)
        #endif
    }

    static func didDeselect(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        collectionView.delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        #else
        OptionalMessage.didDeselectItem(collectionView.delegate, collectionView, indexPath)
        #endif
    }

    static func trailingSwipeConfiguration(
        _ tableView: UITableView, _ indexPath: IndexPath
    )
        -> UISwipeActionsConfiguration?
    {
        #if canImport(ObjectiveC)
        tableView.delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #else
        tableView.delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) ?? nil
        #endif
    }

    /// Apple: "If this method is not implemented, all rows are assumed to be editable."
    static func canEdit(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool {
        #if canImport(ObjectiveC)
        tableView.dataSource?.tableView?(tableView, canEditRowAt: indexPath) ?? true
        #else
        tableView.dataSource?.tableView(tableView, canEditRowAt: indexPath) ?? true
        #endif
    }

    /// Without the delegate's answer, an editable row deletes.
    static func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        #if canImport(ObjectiveC)
        tableView.delegate?.tableView?(tableView, editingStyleForRowAt: indexPath) ?? .delete
        #else
        tableView.delegate?.tableView(tableView, editingStyleForRowAt: indexPath) ?? .delete
        #endif
    }

    static func commitDelete(_ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        tableView.dataSource?.tableView?(tableView, commit: .delete, forRowAt: indexPath)
        #else
        tableView.dataSource?.tableView(tableView, commit: .delete, forRowAt: indexPath)
        #endif
    }

    static func canMove(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool {
        #if canImport(ObjectiveC)
        tableView.dataSource?.tableView?(tableView, canMoveRowAt: indexPath) ?? false
        #else
        tableView.dataSource?.tableView(tableView, canMoveRowAt: indexPath) ?? false
        #endif
    }

    /// Apple: "The default value is 1" (`numberOfSections(in:)` not implemented).
    static func numberOfSections(_ tableView: UITableView) -> Int {
        #if canImport(ObjectiveC)
        tableView.dataSource?.numberOfSections?(in: tableView) ?? 1
        #else
        tableView.dataSource?.numberOfSections(in: tableView) ?? 1
        #endif
    }

    /// Apple: "If you don't implement this method, the collection view uses a default value of 1."
    static func numberOfSections(_ collectionView: UICollectionView) -> Int {
        #if canImport(ObjectiveC)
        collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 1
        #else
        collectionView.dataSource?.numberOfSections(in: collectionView) ?? 1
        #endif
    }
}
