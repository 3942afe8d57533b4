import AppKit

// Data sources and delegates for the AppKit stand-in's suite, in real AppKit API only (so the suite also
// compiles for macOS).

/// A table's rows: a count, which rows are group rows, their heights; it makes cell views through the
/// table's reuse queue (`makeView(withIdentifier:owner:)`) and logs each view it was asked for.
@MainActor
final class RowsSource: NSObject, NSTableViewDataSource, NSTableViewDelegate {
    var count: Int
    var groupRows: Set<Int> = []
    var heights: [Int: CGFloat] = [:]
    /// Each (row, column identifier) the table asked a view for; `nil` for a group row's view.
    private(set) var asked: [(row: Int, column: String?)] = []
    /// Views made new (not taken from the reuse queue).
    private(set) var madeNew = 0

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in tableView: NSTableView) -> Int { count }

    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        asked.append((row, tableColumn?.identifier.rawValue))
        let identifier = NSUserInterfaceItemIdentifier(tableColumn == nil ? "Group" : "Cell")
        if let reused = tableView.makeView(withIdentifier: identifier, owner: self) as? NSTableCellView {
            return label(reused, row)
        }
        madeNew += 1
        let view = NSTableCellView(frame: .zero)
        view.identifier = identifier
        let field = NSTextField(labelWithString: "")
        view.addSubview(field)
        view.textField = field
        return label(view, row)
    }

    private func label(_ view: NSTableCellView, _ row: Int) -> NSTableCellView {
        view.textField?.stringValue = "row \(row)"
        return view
    }

    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { groupRows.contains(row) }

    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat { heights[row] ?? 20 }

    /// How many times the table said its selection changed.
    private(set) var selectionChanges = 0

    func tableViewSelectionDidChange(_ notification: Notification) { selectionChanges += 1 }

    func forgetQuestions() { asked = [] }

    /// The rows whose row views the table said it added, and removed, in order.
    private(set) var added: [Int] = []
    private(set) var removed: [Int] = []
    /// Runs when a row view is added (a display callback an app would edit from).
    var onDidAdd: ((NSTableView, Int) -> Void)?

    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        added.append(row)
        onDidAdd?(tableView, row)
    }

    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) { removed.append(row) }

    func forgetDisplay() {
        added = []
        removed = []
    }
}

/// A view-based table with one column (`Name`) showing `source`.
@MainActor
func makeTable(_ source: RowsSource, columns: [String] = ["Name"]) -> NSTableView {
    let tableView = NSTableView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))
    for column in columns { tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier(column))) }
    tableView.dataSource = source
    tableView.delegate = source
    return tableView
}

/// A table of `count` rows, laid out once (its visible rows have their views).
@MainActor
func laidOutTable(_ count: Int, columns: [String] = ["Name"]) -> (RowsSource, NSTableView) {
    let source = RowsSource(count: count)
    let tableView = makeTable(source, columns: columns)
    tableView.layoutSubtreeIfNeeded()
    return (source, tableView)
}

/// A collection view item that loads its view in code (no nib).
final class LabelItem: NSCollectionViewItem {
    override func loadView() {
        view = NSView(frame: .zero)
    }
}

/// A section header.
final class HeaderView: NSView, NSCollectionViewElement {}

/// A collection view's sections: item counts; items are `LabelItem`s, headers `HeaderView`s.
@MainActor
final class ItemsSource: NSObject, NSCollectionViewDataSource {
    static let item = NSUserInterfaceItemIdentifier("Item")
    static let header = NSUserInterfaceItemIdentifier("Header")
    var counts: [Int]
    private(set) var asked: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: NSCollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
        asked.append(indexPath)
        return collectionView.makeItem(withIdentifier: Self.item, for: indexPath)
    }

    func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
    ) -> NSView {
        collectionView.makeSupplementaryView(ofKind: kind, withIdentifier: Self.header, for: indexPath)
    }

    func forgetQuestions() { asked = [] }
}

/// A collection view showing `source`, its item and header classes registered.
@MainActor
func makeCollection(_ source: ItemsSource) -> NSCollectionView {
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 300, height: 200))
    collectionView.register(LabelItem.self, forItemWithIdentifier: ItemsSource.item)
    collectionView.register(
        HeaderView.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
        withIdentifier: ItemsSource.header)
    collectionView.dataSource = source
    return collectionView
}

/// A collection view with sections of `counts` items, laid out once (its visible items exist).
@MainActor
func laidOutCollection(_ counts: [Int]) -> (ItemsSource, NSCollectionView) {
    let source = ItemsSource(counts: counts)
    let collectionView = makeCollection(source)
    collectionView.layoutSubtreeIfNeeded()
    return (source, collectionView)
}
