#if canImport(AppKit) && canImport(ObjectiveC) && !targetEnvironment(macCatalyst)
import AppKit

// AppKit delegate forwarding (Mac only): what a table or collection adapter answers `responds(to:)` and
// where `forwardingTarget(for:)` sends a message it does not implement, the app's delegate. A flow-layout
// size message, or a table's `heightOfRow`, counts as answered only when the app's delegate answers it, so
// the view otherwise keeps its own sizing (self-sizing items, fixed or automatic row heights).
//
// `@unchecked Sendable`: the runtime may ask from any thread; `target` is read and written under `lock`.
final class AppKitDelegateForwarding: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedTarget: NSObjectProtocol?

    var target: NSObjectProtocol? {
        get { lock.withLock { storedTarget } }
        set { lock.withLock { storedTarget = newValue } }
    }

    // Whether the owner answers `selector`, given whether it implements it (`implements`).
    func responds(to selector: Selector, implements: Bool) -> Bool {
        guard implements else { return target?.responds(to: selector) ?? false }
        return !Self.isSizingMessage(selector) || target?.responds(to: selector) == true
    }

    private static func isSizingMessage(_ selector: Selector) -> Bool {
        typealias Flow = NSCollectionViewDelegateFlowLayout
        return selector == #selector(NSTableViewDelegate.tableView(_:heightOfRow:))
            || selector == #selector(Flow.collectionView(_:layout:sizeForItemAt:))
            || selector == #selector(Flow.collectionView(_:layout:insetForSectionAt:))
            || selector == #selector(Flow.collectionView(_:layout:minimumLineSpacingForSectionAt:))
            || selector == #selector(Flow.collectionView(_:layout:minimumInteritemSpacingForSectionAt:))
            || selector == #selector(Flow.collectionView(_:layout:referenceSizeForHeaderInSection:))
            || selector == #selector(Flow.collectionView(_:layout:referenceSizeForFooterInSection:))
    }
}
#endif
