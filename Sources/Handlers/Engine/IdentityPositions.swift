@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where each identity is in one version of a list's data, for the handler's lookups by identity. The
/// first lookup after the data changes searches the rows; the second indexes them all, so that *k*
/// lookups between two changes cost O(*n* + *k*), and one lookup after each edit no more than a search.
struct IdentityPositions<ID: Hashable> {
    private var paths: [ID: IndexPath] = [:]
    /// The change count of the data `paths` describes (``ListEngine/dataChanges``).
    private var version: Int?
    private var isIndexed = false

    /// The path of the row of identity `id` in `data`, whose change count is `version`; `nil` when none.
    mutating func indexPath<Item>(
        of id: ID, in data: SectionedData<Item>, version: Int, identity: (Item) -> ID
    ) -> IndexPath? {
        if self.version != version {
            self.version = version
            isIndexed = false
            paths.removeAll(keepingCapacity: true)
            return Self.search(id, in: data, identity: identity)
        }
        if !isIndexed {
            isIndexed = true
            paths.reserveCapacity(data.itemCount)
            for section in data.sections.indices {
                for (item, row) in data.sections[section].items.enumerated() {
                    paths[identity(row)] = IndexPath(section: section, item: item)
                }
            }
        }
        return paths[id]
    }

    private static func search<Item>(
        _ id: ID, in data: SectionedData<Item>, identity: (Item) -> ID
    ) -> IndexPath? {
        for section in data.sections.indices {
            if let item = data.sections[section].items.firstIndex(where: { identity($0) == id }) {
                return IndexPath(section: section, item: item)
            }
        }
        return nil
    }
}
