#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

/// The key of the handler a list view keeps alive: its address is the key, its value unused.
@MainActor private var handlerKey: UInt8 = 0

extension UIScrollView {
    /// Makes the view keep `handler` alive for as long as the view lives (UIKit holds its data source
    /// and delegate weakly), replacing a handler it kept before. Handlers refer to their view weakly,
    /// so nothing leaks: a handler created as a local in `viewDidLoad` keeps working, and goes away with
    /// its table.
    ///
    /// - Parameter handler: The view's new handler.
    /// - Complexity: O(1).
    func keepAlive(_ handler: AnyObject) {
        objc_setAssociatedObject(self, &handlerKey, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The handler the view keeps alive, if any.
    var keptHandler: AnyObject? {
        objc_getAssociatedObject(self, &handlerKey) as AnyObject?
    }
}

/// The message for a handler used after its view was deallocated.
///
/// - Parameter viewName: `tableView` or `collectionView`.
/// - Returns: The message.
/// - Complexity: O(1).
func viewGoneMessage(_ viewName: String) -> String {
    let (handler, view) =
        viewName == "tableView" ? ("TableViewHandler", "table view") : ("CollectionViewHandler", "collection view")
    return
        "Decorum: this \(handler)'s \(view) has been deallocated. A \(view) keeps its handler alive, not the other way "
        + "round: keep the \(view) (it is usually in your view hierarchy) for as long as you use the handler."
}
#endif
