// NSTableView's row heights with automatic row heights, and the rectangles of its rows.

extension NSTableView {
    /// With `usesAutomaticRowHeights`, a row is measured once its views exist: its views' tallest
    /// `fittingSize`, or `rowHeight` without views (Apple: "usesAutomaticRowHeights": "the table will
    /// utilize autolayout for the row heights. Set the rowHeight property to provide an estimated row
    /// height for views that are not yet loaded"). It keeps that height until
    /// `noteHeightOfRows(withIndexesChanged:)` or `reloadData()`: NSTableView.h,
    /// "reloadData(forRowIndexes:columnIndexes:)": "the row height will not be re-queried [...];
    /// -noteHeightOfRowsWithIndexesChanged: should be used if a row height change is required". Apple does
    /// not say whether a view whose content changes in place is measured again: the harsher reading is
    /// that it is not, so a row keeps its old height until the note (then it is measured at the next
    /// layout pass).
    func measureHeight(of record: TableRowRecord) {
        guard usesAutomaticRowHeights, record.height == nil, !record.views.isEmpty else { return }
        record.height = record.views.values.map(\.fittingSize.height).max() ?? rowHeight
    }

    /// Apple: "rect(ofRow:)": NSTableView.h: "If 'row' is < 0 or >= [self numberOfRows], then NSZeroRect is
    /// returned." A row is as tall as its known height, else `rowHeight` (the estimate); a hidden row is 0
    /// tall ("Hidden table rows have a height of zero"). The stand-in's rows have no intercell spacing and
    /// are as wide as the table.
    public func rect(ofRow row: Int) -> NSRect {
        guard row >= 0 && row < numberOfRows else { return .zero }
        func height(_ index: Int) -> CGFloat { hidden.contains(index) ? 0 : rows[index].height ?? rowHeight }
        let y = (0..<row).reduce(CGFloat(0)) { $0 + height($1) }
        return NSRect(x: 0, y: y, width: frame.width, height: height(row))
    }
}
