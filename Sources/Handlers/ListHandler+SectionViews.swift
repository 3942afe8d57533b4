@_spi(Binding) import Decorators

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Header and footer views set by code written against `ListHandler`: screen logic that a test runs
// with a `HeadlessHandler` and the app with a `TableViewHandler` or `CollectionViewHandler`. The logic
// says what each section's header shows; its caller passes the decorator of that handler's view.

extension ListHandler {
    /// Sets the section header view from code that knows the handler as a `ListHandler` only: what the
    /// `header` property of `TableViewHandler`, `CollectionViewHandler` and DecorumTesting's
    /// `HeadlessHandler` is set to, and what their headers show from then on. The route must be made
    /// for this handler's kind of view (a `UITableViewHeaderFooterView` subclass for a table, a
    /// `UICollectionReusableView` subclass for a collection view, `HeadlessSupplementaryView` for a
    /// headless list): a route for another kind is a misconfiguration, and traps with a message
    /// naming both. Write the logic generic over the header's decorator, so the app passes its view's
    /// decorator and a test a headless one:
    ///
    /// ```swift
    /// func showUnreadCounts<Header: SupplementaryDecorator>(with header: Header.Type)
    /// where Header.Data == Int, Header.View: SupplementaryView {
    ///     handler.setHeader(SupplementaryRoute(header) { section in section.items.filter(\.isUnread).count })
    /// }
    /// ```
    ///
    /// - Parameter route: The header route, or `nil` for none (titles then apply).
    /// - Complexity: That of setting the handler's `header`.
    public func setHeader<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?) {
        setSectionView(route, isHeader: true)
    }

    /// Sets the section footer view from code that knows the handler as a `ListHandler` only, as
    /// ``setHeader(_:)`` sets the header.
    ///
    /// ```swift
    /// handler.setFooter(SupplementaryRoute(footer) { section in "\(section.count) mails" })
    /// ```
    ///
    /// - Parameter route: The footer route, or `nil` for none (titles then apply).
    /// - Complexity: That of setting the handler's `footer`.
    public func setFooter<Base>(_ route: SupplementaryRoute<Decorator.Data, Base>?) {
        setSectionView(route, isHeader: false)
    }
}

extension SupplementaryRoute {
    /// This route as a route for `Other` views, for a binding given it through
    /// `ListHandler.setHeader(_:)`; a route for another kind of view traps, naming both.
    ///
    /// ```swift
    /// header = route?.checked(as: UITableViewHeaderFooterView.self, settingOn: self)
    /// ```
    ///
    /// - Parameters:
    ///   - other: The kind of view the binding shows (the `Base` of its own routes).
    ///   - handler: The handler, named in the message.
    /// - Returns: The same route, typed for `Other`.
    @_spi(Binding)
    public func checked<Other>(as other: Other.Type, settingOn handler: AnyObject) -> SupplementaryRoute<Item, Other> {
        if let same = self as? SupplementaryRoute<Item, Other> { return same }
        preconditionFailure(
            "Decorum: \(viewTypeName) is a \(Base.self) view, but \(type(of: handler)) shows \(Other.self) "
                + "views. Pass setHeader or setFooter a route whose decorator's View is a \(Other.self) "
                + "subclass: the one made for this handler's view.")
    }
}
