// snippet: custom-binding-view
import Decorum
import Foundation

// On a Mac, IndexPath's `item` and `section` are AppKit's (Linux: Decorum's own; iOS: UIKit's).
#if canImport(AppKit)
import AppKit
#endif

/// What a ``TextListView`` shows: it asks when it reloads, and for the rows a batch inserts or reloads.
@MainActor
public protocol TextListDataSource: AnyObject {
    func numberOfSections(in view: TextListView) -> Int
    func textListView(_ view: TextListView, numberOfRowsInSection section: Int) -> Int
    func textListView(_ view: TextListView, textAt indexPath: IndexPath) -> String
}

/// A list view of one's own: rows of text in sections. It knows nothing of handlers. Like a real list
/// view, it keeps every row a batch does not insert or reload: a wrong batch shows wrong rows.
@MainActor
public final class TextListView {
    /// A batch whose counts do not add up: the view shows nothing new.
    public struct BatchError: Error {}

    /// Where the rows come from.
    public weak var dataSource: (any TextListDataSource)?
    /// What the view shows: each section's rows, top to bottom.
    public private(set) var rows: [[String]] = []

    /// An empty view.
    public init() {}

    /// Reads every row again.
    public func reloadData() {
        guard let dataSource else { return rows = [] }
        rows = (0..<dataSource.numberOfSections(in: self)).map { section in
            (0..<dataSource.textListView(self, numberOfRowsInSection: section)).map {
                dataSource.textListView(self, textAt: IndexPath(item: $0, section: section))
            }
        }
    }

    /// Reads the rows at `paths` again, in place.
    public func reloadRows(at paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths { rows[path.section][path.item] = dataSource.textListView(self, textAt: path) }
    }

    /// The view's batch: `updates` switches the data source to the data after the batch, then the rows
    /// move as `changes` says. Deletes, reloads and move sources name rows before the batch; inserts and
    /// move destinations, rows after it. Inserted and reloaded rows (and sections) are read; the others
    /// keep what they showed.
    public func performBatch(_ changes: Changeset, updates: () -> Void) throws {
        updates()
        guard let dataSource else { return rows = [] }
        let old = rows
        let sectionCount = dataSource.numberOfSections(in: self)
        // Where each section comes from: an old section, or none (inserted).
        let placed = Set(changes.sectionInserts).union(changes.sectionMoves.map(\.to))
        let gone = Set(changes.sectionDeletes).union(changes.sectionMoves.map(\.from))
        var staying = old.indices.filter { !gone.contains($0) }.makeIterator()
        var sources: [Int?] = (0..<sectionCount).map { placed.contains($0) ? nil : staying.next() }
        for move in changes.sectionMoves where move.to < sectionCount { sources[move.to] = move.from }
        guard staying.next() == nil, sources.indices.allSatisfy({ placed.contains($0) || sources[$0] != nil })
        else { throw BatchError() }
        // Then each section's rows, the same way.
        let deleted = Set(changes.itemDeletes).union(changes.itemMoves.map(\.from))
        let inserted = Set(changes.itemInserts)
        let reloaded = Set(changes.itemReloads)
        var movedIn: [IndexPath: String] = [:]
        for move in changes.itemMoves { movedIn[move.to] = old[move.from.section][move.from.item] }
        var result: [[String]] = []
        for (section, source) in sources.enumerated() {
            let count = dataSource.textListView(self, numberOfRowsInSection: section)
            let read = { (item: Int) in dataSource.textListView(self, textAt: IndexPath(item: item, section: section)) }
            guard let source, !changes.sectionReloads.contains(source) else {
                result.append((0..<count).map(read))
                continue
            }
            var kept = old[source].indices.map { IndexPath(item: $0, section: source) }
                .filter { !deleted.contains($0) }.makeIterator()
            var shown: [String] = []
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                if inserted.contains(path) {
                    shown.append(read(item))
                } else if let row = movedIn[path] {
                    shown.append(row)
                } else if let from = kept.next() {
                    shown.append(reloaded.contains(from) ? read(item) : old[from.section][from.item])
                } else {
                    throw BatchError()
                }
            }
            guard kept.next() == nil else { throw BatchError() }
            result.append(shown)
        }
        rows = result
    }
}
// end snippet
