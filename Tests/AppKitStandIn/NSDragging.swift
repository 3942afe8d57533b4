// What a drag tells its source and destination (Apple: NSDragging.h): the operations, the dragging info a
// destination reads, and the session a source is told of.

/// NSDragging.h: `NSDragOperation`, with AppKit's values.
public struct NSDragOperation: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let copy = NSDragOperation(rawValue: 1)
    public static let link = NSDragOperation(rawValue: 2)
    public static let generic = NSDragOperation(rawValue: 4)
    public static let `private` = NSDragOperation(rawValue: 8)
    public static let move = NSDragOperation(rawValue: 16)
    public static let delete = NSDragOperation(rawValue: 32)
    public static let every = NSDragOperation(rawValue: .max)
}

/// NSDragging.h: `NSDraggingInfo`, "protocol for the sender argument of the messages sent to a drag
/// destination". The members a table's data source reads (AppKit requires more: drag images, location,
/// formation, which the stand-in does not model).
@MainActor
public protocol NSDraggingInfo: NSObjectProtocol {
    var draggingPasteboard: NSPasteboard { get }
    /// NSDragging.h: `draggingSource`, `nil` for a drag from another application.
    var draggingSource: Any? { get }
    var draggingSourceOperationMask: NSDragOperation { get }
}

/// Apple: "NSDraggingSession": the drag a source started. Nothing in it is modelled.
@MainActor
open class NSDraggingSession: NSObject {}

/// The dragging info of a drag the stand-in plays (stand-in only; AppKit's is private to the drag manager).
@MainActor
public final class StandInDraggingInfo: NSObject, NSDraggingInfo {
    public let draggingPasteboard: NSPasteboard
    public let draggingSource: Any?
    public let draggingSourceOperationMask: NSDragOperation

    public init(pasteboard: NSPasteboard, source: Any?, operationMask: NSDragOperation) {
        draggingPasteboard = pasteboard
        draggingSource = source
        draggingSourceOperationMask = operationMask
        super.init()
    }

    /// A drag of `objects`, written to the drag pasteboard (cleared first), from `source`, allowing
    /// `operationMask`: what a table's or collection view's drag, or another application's, hands a
    /// destination.
    public convenience init(
        dragging objects: [any NSPasteboardWriting], source: Any?, operationMask: NSDragOperation
    ) {
        let pasteboard = NSPasteboard(name: .drag)
        pasteboard.clearContents()
        pasteboard.writeObjects(objects)
        self.init(pasteboard: pasteboard, source: source, operationMask: operationMask)
    }
}
