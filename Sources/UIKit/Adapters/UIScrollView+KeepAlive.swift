#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

@MainActor private var handlerKey: UInt8 = 0

extension UIScrollView {
    /// Makes the view keep `handler` alive for as long as the view lives (UIKit holds its data source
    /// and delegate weakly), replacing a handler it kept before.
    func keepAlive(_ handler: AnyObject) {
        objc_setAssociatedObject(self, &handlerKey, handler, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    var keptHandler: AnyObject? {
        objc_getAssociatedObject(self, &handlerKey) as AnyObject?
    }
}

func viewGoneMessage(_ viewName: String) -> String {
    let (handler, view) =
        viewName == "tableView" ? ("TableViewHandler", "table view") : ("CollectionViewHandler", "collection view")
    return
        "Decorum: this \(handler)'s \(view) has been deallocated. A \(view) keeps its handler alive, not the other way "
        + "round: keep the \(view) (it is usually in your view hierarchy) for as long as you use the handler."
}
#endif
