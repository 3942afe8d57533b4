// NSTableView's protocols and the small classes around it: columns, row views, cell views.

/// Apple: "NSTableViewDataSource". Only `numberOfRows(in:)` is modelled (a view-based table that sets
/// its views in the delegate needs no other).
@MainActor
public protocol NSTableViewDataSource: NSObjectProtocol {
    func numberOfRows(in tableView: NSTableView) -> Int
    // Drag and drop, with their defaults in NSTableView+Dragging.swift.
    func tableView(_ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)?
    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, willBeginAt screenPoint: NSPoint,
        forRowIndexes rowIndexes: IndexSet)
    func tableView(
        _ tableView: NSTableView, draggingSession session: NSDraggingSession, endedAt screenPoint: NSPoint,
        operation: NSDragOperation)
    func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation
    ) -> NSDragOperation
    func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation
    ) -> Bool
}

extension NSTableViewDataSource {
    /// An optional requirement in AppKit: a data source without it has no rows.
    public func numberOfRows(in tableView: NSTableView) -> Int { 0 }
}

/// Apple: "NSTableViewDelegate" (every method optional; NSTableView.h). The defaults do what AppKit does
/// for a delegate that does not implement the message, and say that they ran (``AppKitStandIn/send(_:)``).
@MainActor
public protocol NSTableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
    func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView?
    func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool
    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat
    func tableViewSelectionDidChange(_ notification: Notification)
    func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int)
    func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int)
    func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    )
        -> [NSTableViewRowAction]
}

extension NSTableViewDelegate {
    /// NSTableView.h: "Returning nil is acceptable, and a view will not be shown at that location."
    public func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        nil
    }

    /// NSTableView.h: "If nil is returned, or this method isn't implemented, a regular NSTableRowView will
    /// be created and used."
    public func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView? { nil }

    public func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool { false }

    /// Not implemented: every row is the table's `rowHeight` tall.
    public func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat {
        AppKitStandIn.noImplementation()
        return tableView.rowHeight
    }

    public func tableViewSelectionDidChange(_ notification: Notification) { AppKitStandIn.noImplementation() }

    public func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int) {
        AppKitStandIn.noImplementation()
    }

    public func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int) {
        AppKitStandIn.noImplementation()
    }
}

extension NSTableView {
    /// NSTableView.h: `NSTableViewSelectionDidChangeNotification`, which the delegate receives as
    /// `tableViewSelectionDidChange(_:)` (the stand-in calls the delegate; it posts nothing to a
    /// notification center).
    public static let selectionDidChangeNotification = Notification.Name("NSTableViewSelectionDidChangeNotification")
}

/// Apple: "NSTableColumn".
@MainActor
open class NSTableColumn: NSObject {
    open var identifier: NSUserInterfaceItemIdentifier
    open var title = ""
    open var width: CGFloat = 100
    public internal(set) weak var tableView: NSTableView?

    public init(identifier: NSUserInterfaceItemIdentifier) {
        self.identifier = identifier
        super.init()
    }
}

/// Apple: "NSTableRowView": the view behind a row's cell views; the table sets its group style and
/// selection ("The returned view will have attributes properly set to it before it is added").
@MainActor
open class NSTableRowView: NSView {
    open var isGroupRowStyle = false
    open var isSelected = false
}

/// Apple: "NSTableCellView".
///
/// Deviation: `textField` is `weak` here; AppKit declares it `assign` (imported `unowned(unsafe)`): the same
/// source compiles against both, and a field nothing holds reads `nil` here instead of dangling.
/// `imageView` (NSImageView) is not modelled.
@MainActor
open class NSTableCellView: NSView {
    open var objectValue: Any?
    open weak var textField: NSTextField?
}
