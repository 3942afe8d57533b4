// NSTableView's incremental row updates (Apple: "insertRows(at:withAnimation:)", "removeRows(at:withAnimation:)",
// "moveRow(at:to:)", "beginUpdates()", "endUpdates()", "hideRows(at:withAnimation:)"). Each call applies at
// once, against the state the previous one left; the selection and the hidden rows move with their rows,
// kept as index sets shifted call by call (Tests/AppKitReference transcribes the same documentation over
// row identities, and the suite checks one against the other). Deviation: declared in an extension, these
// methods are `public`, not `open` (Swift cannot override them there); a subclass cannot override them.

extension NSTableView {
    /// Apple: "NSTableView.AnimationOptions" (NSTableView.h, NSTableViewAnimationOptions). The stand-in
    /// animates nothing: an update's rows are where they go at once.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let effectFade = AnimationOptions(rawValue: 0x1)
        public static let effectGap = AnimationOptions(rawValue: 0x2)
        public static let slideUp = AnimationOptions(rawValue: 0x10)
        public static let slideDown = AnimationOptions(rawValue: 0x20)
        public static let slideLeft = AnimationOptions(rawValue: 0x30)
        public static let slideRight = AnimationOptions(rawValue: 0x40)
    }

    /// Apple: "beginUpdates()". NSTableView.h: "Calls are nestable."
    public func beginUpdates() {
        guard isOutsidePass("beginUpdates") else { return }
        updateDepth += 1
    }

    /// Apple: "endUpdates()". When the outermost pair ends, the data source's `numberOfRows(in:)` must be the
    /// row count the updates left: Apple is silent on a mismatch; the harsher reading raises (stand-in's
    /// wording) and reloads. An `endUpdates()` without `beginUpdates()` raises too (the harsher reading).
    public func endUpdates() {
        guard updateDepth > 0 else {
            return AppKitStandIn.raise("-[NSTableView endUpdates] called without beginUpdates")
        }
        updateDepth -= 1
        if updateDepth == 0 { updatesEnded() }
    }

    /// After the outermost updates, or a single update outside any ("It is not necessary to call
    /// beginUpdates/endUpdates if only one insertion/deletion/move is happening", NSTableView.h).
    func updatesEnded() {
        needsLayout = true
        // NSTableView.h, beginUpdates: "If a selected row is deleted, a selection changed notification will
        // happen after endUpdates is called."
        if removedSelectedRow {
            removedSelectedRow = false
            selectionDidChange()
        }
        guard let dataSource else { return }
        let reported = inPass { dataSource.numberOfRows(in: self) }
        guard reported != numberOfRows else { return }
        AppKitStandIn.raise(
            "the data source's numberOfRows(in:) (\(reported)) is not the row count the updates left "
                + "(\(numberOfRows))")
        invalidateRows()
    }

    /// Apple: "insertRows(at:withAnimation:)": the indexes are where the rows are after the call (each
    /// inserted in ascending order, against the rows the previous inserts left). An index beyond the rows
    /// raises NSTableViewException with AppKit's text (quoted from a crash in public code, visualdiffer's
    /// HistoryFetchedResultsControllerDelegate.swift: "NSTableView error inserting/removing/moving row X
    /// (numberOfRows: X).") and changes nothing.
    public func insertRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        guard isOutsidePass("insertRowsAtIndexes:withAnimation:") else { return }
        var count = numberOfRows
        for index in indexes {
            guard index <= count else { return raiseRowError(index, count) }
            count += 1
        }
        var rows = self.rows
        for index in indexes {
            rows.insert(makeRecord(), at: index)
            selection.shift(startingAt: index, by: 1)
            hidden.shift(startingAt: index, by: 1)
        }
        self.rows = rows
        updated()
    }

    /// Apple: "removeRows(at:withAnimation:)": "The row indexes should be with respect to the current state
    /// displayed in the table view, and not the final state". Removed rows' views go to the reuse queue, and
    /// removed rows leave the selection and the hidden rows. An index beyond the rows raises
    /// NSTableViewException (AppKit's text) and changes nothing.
    public func removeRows(at indexes: IndexSet, withAnimation animationOptions: NSTableView.AnimationOptions = []) {
        guard isOutsidePass("removeRowsAtIndexes:withAnimation:") else { return }
        if let last = indexes.last, last >= numberOfRows { return raiseRowError(last, numberOfRows) }
        var rows = self.rows
        for index in indexes.reversed() {
            enqueueViews(of: rows.remove(at: index), row: -1)
            if selection.contains(index) { removedSelectedRow = true }
            selection.remove(index)
            selection.shift(startingAt: index + 1, by: -1)
            hidden.remove(index)
            hidden.shift(startingAt: index + 1, by: -1)
        }
        self.rows = rows
        updated()
    }

    /// Apple: "moveRow(at:to:)": "Changes happen incrementally as they are sent to the table, so as soon as
    /// this method is called the row can be considered moved"; "the same view is used". Either index beyond
    /// the rows raises NSTableViewException (AppKit's text) and changes nothing.
    public func moveRow(at oldIndex: Int, to newIndex: Int) {
        guard isOutsidePass("moveRowAtIndex:toIndex:") else { return }
        let count = numberOfRows
        guard oldIndex >= 0 && oldIndex < count else { return raiseRowError(oldIndex, count) }
        guard newIndex >= 0 && newIndex < count else { return raiseRowError(newIndex, count) }
        var rows = self.rows
        rows.insert(rows.remove(at: oldIndex), at: newIndex)
        self.rows = rows
        selection = Self.moving(oldIndex, to: newIndex, in: selection)
        hidden = Self.moving(oldIndex, to: newIndex, in: hidden)
        updated()
    }

    static func moving(_ oldIndex: Int, to newIndex: Int, in indexes: IndexSet) -> IndexSet {
        var indexes = indexes
        let had = indexes.contains(oldIndex)
        indexes.remove(oldIndex)
        indexes.shift(startingAt: oldIndex + 1, by: -1)
        indexes.shift(startingAt: newIndex, by: 1)
        if had { indexes.insert(newIndex) }
        return indexes
    }

    func raiseRowError(_ row: Int, _ count: Int) {
        AppKitStandIn.raise(
            "NSTableView error inserting/removing/moving row \(row) (numberOfRows: \(count)).",
            name: "NSTableViewException")
    }

    func updated() {
        syncRowViewSelection()
        if updateDepth == 0 { updatesEnded() }
    }

    // MARK: Hidden rows

    /// Apple: "hiddenRowIndexes". Kept with their rows across inserts, removes and moves: Apple is silent;
    /// the stand-in's reading is that being hidden belongs to the row, as selection does.
    public var hiddenRowIndexes: IndexSet { hidden }

    /// Apple: "hideRows(at:withAnimation:)": "Hidden table rows have a height of zero"; "if a selected table
    /// row is hidden, it will remain selected"; "Hiding a table row causes the tableView(_:didRemove:forRow:)
    /// delegate method to be invoked" (its row view leaves: the views go to the reuse queue). Rows out of
    /// range raise (the harsher reading; stand-in's wording).
    public func hideRows(at indexes: IndexSet, withAnimation rowAnimation: NSTableView.AnimationOptions = []) {
        guard isOutsidePass("hideRowsAtIndexes:withAnimation:"), checkRows(indexes) else { return }
        for index in indexes where !hidden.contains(index) { enqueueViews(of: rows[index], row: index) }
        hidden.formUnion(indexes)
        needsLayout = true
    }

    /// Apple: "unhideRows(at:withAnimation:)". Rows out of range raise (the harsher reading).
    public func unhideRows(at indexes: IndexSet, withAnimation rowAnimation: NSTableView.AnimationOptions = []) {
        guard isOutsidePass("unhideRowsAtIndexes:withAnimation:"), checkRows(indexes) else { return }
        hidden.subtract(indexes)
        needsLayout = true
    }
}
