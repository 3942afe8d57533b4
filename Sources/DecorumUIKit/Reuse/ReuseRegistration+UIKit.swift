#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension ReuseRegistration {
    /// The one place ``source`` is read, for every slot of both kinds of view; the registered class is
    /// checked to be a `Base` first.
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
