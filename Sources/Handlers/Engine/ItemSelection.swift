#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the engine needs of a handler's selection, without knowing the decorator's `ID` type: whether
/// an item is selected, and forgetting items that left the data.
@MainActor
protocol SelectionTracking<Item>: AnyObject {
    associatedtype Item
    var isEmpty: Bool { get }
    var count: Int { get }
    func contains(_ item: Item) -> Bool
    /// Forgets the selected items of `removed` whose identity is not in `added` (a replaced item stays
    /// selected); `true` when any was forgotten.
    func forget(_ removed: [Item], keeping added: [Item]) -> Bool
    /// Keeps only the identities found in `data`; tells ``ItemSelection/onChange`` and returns `true`
    /// when any left.
    func keepOnly(in data: SectionedData<Item>) -> Bool
    func add(_ item: Item, replacing: Bool)
    func remove(_ item: Item) -> Bool
}

/// The selected identities of a handler, typed by its decorator's `ID`: selection by identity, so it
/// follows items through every edit, while UIKit's own selection is by index path.
@MainActor
final class ItemSelection<Item, ID: Hashable>: SelectionTracking {
    var ids: Set<ID> = []
    let id: (Item) -> ID
    /// Told when items leave the selection because they left the data (the handler's
    /// `onSelectionChange`).
    var onChange: ((Set<ID>) -> Void)?
    var onDeselect: ((Item, IndexPath) -> Void)?

    init(id: @escaping (Item) -> ID) {
        self.id = id
    }

    var isEmpty: Bool { ids.isEmpty }

    var count: Int { ids.count }

    func contains(_ item: Item) -> Bool {
        !ids.isEmpty && ids.contains(id(item))
    }

    func forget(_ removed: [Item], keeping added: [Item]) -> Bool {
        guard !ids.isEmpty, !removed.isEmpty else { return false }
        var gone: Set<ID> = []
        for item in removed where ids.contains(id(item)) { gone.insert(id(item)) }
        guard !gone.isEmpty else { return false }
        for item in added { gone.remove(id(item)) }
        guard !gone.isEmpty else { return false }
        ids.subtract(gone)
        onChange?(ids)
        return true
    }

    func add(_ item: Item, replacing: Bool) {
        if replacing { ids = [id(item)] } else { ids.insert(id(item)) }
    }

    func remove(_ item: Item) -> Bool {
        ids.remove(id(item)) != nil
    }

    func keepOnly(in data: SectionedData<Item>) -> Bool {
        guard !ids.isEmpty else { return false }
        var found: Set<ID> = []
        for section in data.sections {
            for item in section.items {
                let key = id(item)
                if ids.contains(key) { found.insert(key) }
            }
        }
        guard found.count < ids.count else { return false }
        ids = found
        onChange?(ids)
        return true
    }
}
