#if canImport(UIKit)
import UIKit
@_spi(Binding) import DecorumCore

extension ReuseRegistration {
    /// Registers on the view called `viewName` through `registerClass` or `registerNib`, as ``source``
    /// says, once the registered class is checked to be a `Base`; a storyboard prototype needs nothing
    /// (the storyboard registered it). The one place the source is read, for every slot of both kinds
    /// of view.
    ///
    /// ```swift
    /// registration.register(
    ///     as: UITableViewCell.self, on: "tableView",
    ///     class: { tableView.register($0, forCellReuseIdentifier: id) },
    ///     nib: { tableView.register($0, forCellReuseIdentifier: id) })
    /// ```
    ///
    /// - Parameters:
    ///   - base: The class the registered one must inherit from; anything else traps with a message.
    ///   - viewName: The view's name in that message.
    ///   - registerClass: Registers the class.
    ///   - registerNib: Registers the nib.
    /// - Complexity: O(1), plus loading the nib's description.
    @MainActor
    func register<Base>(
        as base: Base.Type, on viewName: String, class registerClass: (AnyClass) -> Void,
        nib registerNib: (UINib) -> Void
    ) {
        guard viewType is Base.Type else {
            fatalError(ReuseRegistry.wrongBaseClassMessage(self, expected: "\(Base.self)", viewName: viewName))
        }
        switch source {
        case .type: registerClass(viewType)
        case .nib(let name, let bundle): registerNib(UINib(nibName: name, bundle: bundle))
        case .storyboard: break
        }
    }
}
#endif
