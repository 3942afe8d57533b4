#if canImport(UIKit)
import UIKit

extension SupplementaryRoute where Base == UITableViewHeaderFooterView {
    /// A table header or footer: every section goes to `decorator`, whose view must be a
    /// `UITableViewHeaderFooterView` subclass, with the data `data` computes from the section (`nil`:
    /// no view for this section).
    ///
    /// ```swift
    /// handler.footer = SupplementaryRoute(CountFooter.self) { "\($0.count) people" }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows the view.
    ///   - data: The decorator's data for a section, or `nil` for no view.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(
        _ decorator: Decorator.Type, data: @escaping (Section<Item>) -> Decorator.Data?
    ) where Decorator.View: UITableViewHeaderFooterView {
        self.init(unchecked: decorator, data: data)
    }

    /// A table header or footer showing the section's ``Kind``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyHeader.self)
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is ``Kind``.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
    where Decorator.Data == Kind, Decorator.View: UITableViewHeaderFooterView {
        self.init(unchecked: decorator, data: { $0.kind })
    }

    /// Every section's ``Section/model`` shown by `decorator`, whose `Data` is the model type (checked
    /// where you write the route) and whose view is a `UITableViewHeaderFooterView` subclass. A section without a model gets no view; a
    /// section whose model has another type is a misconfiguration: a trap in debug builds that names
    /// both types (no view in release builds).
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(modelOf: CompanyHeader.self)  // CompanyHeader.Data == Company
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is the sections' model type.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(modelOf decorator: Decorator.Type)
    where Decorator.Data: Hashable & Sendable, Decorator.View: UITableViewHeaderFooterView {
        self.init(uncheckedModelOf: decorator)
    }
}

extension SupplementaryRoute where Base == UICollectionReusableView {
    /// A collection view supplementary view: every section goes to `decorator`, whose view must be a
    /// `UICollectionReusableView` subclass, with the data `data` computes from the section (`nil`: the
    /// view is hidden for this section).
    ///
    /// ```swift
    /// handler.supplementaryViews["badge"] = SupplementaryRoute(CountBadge.self) { "\($0.count)" }
    /// ```
    ///
    /// - Parameters:
    ///   - decorator: The decorator that shows the view.
    ///   - data: The decorator's data for a section, or `nil` for no view.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(
        _ decorator: Decorator.Type, data: @escaping (Section<Item>) -> Decorator.Data?
    ) where Decorator.View: UICollectionReusableView {
        self.init(unchecked: decorator, data: data)
    }

    /// A collection view supplementary view showing the section's ``Kind``.
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(CompanyBanner.self)
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is ``Kind``.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
    where Decorator.Data == Kind, Decorator.View: UICollectionReusableView {
        self.init(unchecked: decorator, data: { $0.kind })
    }

    /// Every section's ``Section/model`` shown by `decorator`, whose `Data` is the model type (checked
    /// where you write the route) and whose view is a `UICollectionReusableView` subclass. A section without a model gets no view; a
    /// section whose model has another type is a misconfiguration: a trap in debug builds that names
    /// both types (no view in release builds).
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(modelOf: CompanyHeader.self)  // CompanyHeader.Data == Company
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is the sections' model type.
    /// - Complexity: O(1).
    public init<Decorator: SupplementaryDecorator>(modelOf decorator: Decorator.Type)
    where Decorator.Data: Hashable & Sendable, Decorator.View: UICollectionReusableView {
        self.init(uncheckedModelOf: decorator)
    }
}
#endif
