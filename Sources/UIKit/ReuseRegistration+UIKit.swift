#if canImport(UIKit)
import UIKit

extension ReuseRegistration {
    /// Registers through `registerClass` or `registerNib`, as ``source`` says; a storyboard prototype
    /// needs nothing (the storyboard registered it). The one place the source is read, for every slot of
    /// both kinds of view.
    ///
    /// ```swift
    /// registration.register(
    ///     class: { tableView.register($0, forCellReuseIdentifier: id) },
    ///     nib: { tableView.register($0, forCellReuseIdentifier: id) })
    /// ```
    ///
    /// - Parameters:
    ///   - registerClass: Registers the class.
    ///   - registerNib: Registers the nib.
    /// - Complexity: O(1), plus loading the nib's description.
    @MainActor
    func register(class registerClass: (AnyClass) -> Void, nib registerNib: (UINib) -> Void) {
        switch source {
        case .type: registerClass(viewType)
        case .nib(let name, let bundle): registerNib(UINib(nibName: name, bundle: bundle))
        case .storyboard: break
        }
    }
}
#endif
