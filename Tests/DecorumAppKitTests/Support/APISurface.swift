import AppKit

// Every AppKit declaration the stand-in models, used once with its full signature and result type, so that
// compiling this file against the stand-in (Linux) and against the macOS SDK checks that the stand-in
// declares real AppKit's names and types. Compiled, never called.

@MainActor
func appKitSurface(
    _ table: NSTableView, _ collection: NSCollectionView, _ item: NSCollectionViewItem, _ cell: NSTableCellView
) {
    let identifier = NSUserInterfaceItemIdentifier("Cell")
    let column = NSTableColumn(identifier: NSUserInterfaceItemIdentifier(rawValue: "Name"))
    column.identifier = identifier
    column.title = "Name"
    column.width = 120
    let _: NSTableView? = column.tableView
    table.addTableColumn(column)
    let _: [NSTableColumn] = table.tableColumns
    let _: Int = table.numberOfColumns
    let _: Int = table.column(withIdentifier: identifier)
    let _: NSTableColumn? = table.tableColumn(withIdentifier: identifier)
    let _: (any NSTableViewDataSource)? = table.dataSource
    let _: (any NSTableViewDelegate)? = table.delegate
    let _: Int = table.numberOfRows
    table.rowHeight = 24
    table.usesAutomaticRowHeights = true
    table.floatsGroupRows = false
    table.reloadData()
    table.reloadData(forRowIndexes: IndexSet(integer: 0), columnIndexes: IndexSet(integer: 0))
    table.beginUpdates()
    table.insertRows(at: [0], withAnimation: [.effectFade, .effectGap])
    table.removeRows(at: [0], withAnimation: [.slideUp, .slideDown, .slideLeft, .slideRight])
    table.insertRows(at: [0])
    table.removeRows(at: [0])
    table.moveRow(at: 0, to: 1)
    table.endUpdates()
    let options: NSTableView.AnimationOptions = []
    table.hideRows(at: [0], withAnimation: options)
    table.unhideRows(at: [0], withAnimation: options)
    let _: IndexSet = table.hiddenRowIndexes
    table.deselectRow(0)
    let _: Notification.Name = NSTableView.selectionDidChangeNotification
    table.allowsMultipleSelection = true
    let key = UnsafeRawPointer(bitPattern: 1)!
    objc_setAssociatedObject(table, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    for policy: objc_AssociationPolicy in [.OBJC_ASSOCIATION_ASSIGN, .OBJC_ASSOCIATION_COPY_NONATOMIC] {
        objc_setAssociatedObject(table, key, nil, policy)
    }
    objc_setAssociatedObject(table, key, nil, .OBJC_ASSOCIATION_RETAIN)
    objc_setAssociatedObject(table, key, nil, .OBJC_ASSOCIATION_COPY)
    table.noteHeightOfRows(withIndexesChanged: [0])
    let _: NSView? = table.makeView(withIdentifier: identifier, owner: nil)
    let _: NSView? = table.view(atColumn: 0, row: 0, makeIfNecessary: true)
    let rowView: NSTableRowView? = table.rowView(atRow: 0, makeIfNecessary: false)
    let _: Bool? = rowView?.isGroupRowStyle
    let _: Bool? = rowView?.isSelected
    table.enumerateAvailableRowViews { (_: NSTableRowView, _: Int) in }
    table.scrollRowToVisible(0)
    table.selectRowIndexes([0], byExtendingSelection: false)
    let _: IndexSet = table.selectedRowIndexes
    let _: Int = table.selectedRow
    table.deselectAll(nil)
    cell.objectValue = "Ada"
    cell.textField = NSTextField(labelWithString: "Ada")
    let _: NSTextField = NSTextField(string: "Ada")
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 10, height: 10))
    view.identifier = identifier
    view.addSubview(NSView())
    let _: [NSView] = view.subviews
    let _: NSView? = view.superview
    view.removeFromSuperview()
    view.needsLayout = true
    view.layoutSubtreeIfNeeded()
    let _: NSRect = view.bounds

    let kind: NSCollectionView.SupplementaryElementKind = NSCollectionView.elementKindSectionHeader
    let _: NSCollectionView.SupplementaryElementKind = NSCollectionView.elementKindSectionFooter
    let path = IndexPath(item: 0, section: 0)
    let _: (any NSCollectionViewDataSource)? = collection.dataSource
    collection.register(NSCollectionViewItem.self, forItemWithIdentifier: identifier)
    collection.register(NSView.self, forSupplementaryViewOfKind: kind, withIdentifier: identifier)
    let _: NSCollectionViewItem = collection.makeItem(withIdentifier: identifier, for: path)
    let _: NSView = collection.makeSupplementaryView(ofKind: kind, withIdentifier: identifier, for: path)
    let _: (NSView & NSCollectionViewElement)? = collection.supplementaryView(forElementKind: kind, at: path)
    collection.reloadData()
    let _: Int = collection.numberOfSections
    let _: Int = collection.numberOfItems(inSection: 0)
    let _: NSCollectionViewItem? = collection.item(at: path)
    let _: [NSCollectionViewItem] = collection.visibleItems()
    let _: IndexPath? = collection.indexPath(for: item)
    collection.selectionIndexPaths = [path]
    collection.performBatchUpdates(
        {
            collection.insertItems(at: [path])
            collection.deleteItems(at: [path])
            collection.reloadItems(at: [path])
            collection.moveItem(at: path, to: path)
            collection.insertSections([0])
            collection.deleteSections([0])
            collection.reloadSections([0])
            collection.moveSection(0, toSection: 1)
        }, completionHandler: { (_: Bool) in })
    collection.performBatchUpdates(nil)
    item.isSelected = true
    item.textField = NSTextField(labelWithString: "Ada")
    item.prepareForReuse()
    item.representedObject = "Ada"
    let _: NSCollectionView? = item.collectionView
    let _: NSView = item.view
    let _: Bool = item.isViewLoaded
    let _: NSUserInterfaceItemIdentifier? = item.identifier
    let _ = NSViewController(nibName: nil as NSNib.Name?, bundle: nil as Bundle?)
}

/// The required messages of the protocols, sent as AppKit sends them.
@MainActor
func appKitProtocolSurface(_ collection: NSCollectionView, _ source: any NSCollectionViewDataSource) {
    let _: Int = source.collectionView(collection, numberOfItemsInSection: 0)
    let _: NSCollectionViewItem = source.collectionView(collection, itemForRepresentedObjectAt: IndexPath())
}
