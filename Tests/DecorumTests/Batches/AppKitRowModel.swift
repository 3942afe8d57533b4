@_spi(Binding) import DecorumCore

/// A row of the model: one that was in the table before the updates (by identity), or one the table
/// inserted (AppKit asks the data source for its view at its final index, after `endUpdates()`).
enum ModelRow: Hashable, CustomStringConvertible {
    case kept(String)
    case inserted

    var description: String {
        switch self {
        case .kept(let identity): return identity
        case .inserted: return "+"
        }
    }
}

/// A literal model of a view-based `NSTableView`'s rows between `beginUpdates()` and `endUpdates()`,
/// written apart from the lowering, one call at a time as Apple documents it:
/// - `removeRows(at:withAnimation:)` ("NSTableView: removeRows(at:withAnimation:)", and NSTableView.h):
///   "Removes a row currently at each row in indexes", "with respect to the current state displayed",
///   "similar to NSMutableArray's removeObjectsAtIndexes:" (which raises for an index out of bounds);
///   "changes are processed incrementally".
/// - `insertRows(at:withAnimation:)` ("NSTableView: insertRows(at:withAnimation:)"): new rows "at the
///   final positions passed", "similar to NSMutableArray's insertObjects:atIndexes:" (ascending, each
///   index at most the count when its row goes in, else it raises); processed incrementally.
/// - `moveRow(at:to:)` ("NSTableView: moveRow(at:to:)"): "similar to removing a row at oldIndex and
///   inserting it at newIndex, except the same view is used"; "Changes happen incrementally as they are
///   sent to the table, so as soon as this method is called the row can be considered moved."
/// - `reloadData(forRowIndexes:columnIndexes:)` (NSTableView.h): the rows at these indexes now.
/// NSTableView.h's `beginUpdates` note says "the prior state before -beginUpdates is the starting point
/// assumed for all deletion and move calls"; the three method pages above (newer) say each call is
/// processed incrementally, which this model follows, as issue #41 does. Where Apple is silent (an index
/// out of range for a move or a reload), the harsher reading: it raises.
struct AppKitRowModel {
    struct Raise: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var rows: [ModelRow]
    /// Identities of the rows reloaded, in call order.
    private(set) var reloaded: [ModelRow] = []

    init(identities: [String]) { rows = identities.map(ModelRow.kept) }

    /// The indexes an `IndexSet` built from `ranges` holds. The lowering promises ascending, disjoint,
    /// non-adjacent ranges (not AppKit's rule, the lowering's contract), checked here too.
    private static func indexes(_ ranges: [Range<Int>]) throws -> [Int] {
        for (previous, next) in zip(ranges, ranges.dropFirst()) where previous.upperBound >= next.lowerBound {
            throw Raise(description: "ranges \(previous) and \(next) are not ascending and apart")
        }
        if ranges.contains(where: \.isEmpty) { throw Raise(description: "an empty range") }
        return ranges.flatMap { Array($0) }
    }

    mutating func apply(_ operation: TableRowOperation) throws {
        switch operation {
        case .remove(let ranges):
            let indexes = try Self.indexes(ranges)
            guard indexes.allSatisfy(rows.indices.contains) else {
                throw Raise(description: "remove \(indexes) from \(rows.count) rows")
            }
            for index in indexes.reversed() { rows.remove(at: index) }
        case .insert(let ranges):
            for index in try Self.indexes(ranges) {
                guard index >= 0, index <= rows.count else {
                    throw Raise(description: "insert at \(index) into \(rows.count) rows")
                }
                rows.insert(.inserted, at: index)
            }
        case .move(let from, let to):
            guard rows.indices.contains(from), rows.indices.contains(to) else {
                throw Raise(description: "move \(from)→\(to) in \(rows.count) rows")
            }
            rows.insert(rows.remove(at: from), at: to)
        case .reload(let ranges):
            for index in try Self.indexes(ranges) {
                guard rows.indices.contains(index) else {
                    throw Raise(description: "reload \(index) of \(rows.count) rows")
                }
                reloaded.append(rows[index])
            }
        }
    }

    /// What the table must hold after a batch from `old` to `new` identities: each new row that was
    /// there before, kept (never removed and inserted again), every other one inserted.
    static func expected(old: [String], new: [String], replaced: Set<String> = []) -> [ModelRow] {
        let before = Set(old).subtracting(replaced)
        return new.map { before.contains($0) ? .kept($0) : .inserted }
    }
}
