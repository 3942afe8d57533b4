@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

/// The header or footer view of a ``HeadlessHandler``: what a `SupplementaryDecorator` written for it
/// updates, and the text the ``HeadlessListView`` shows for that section.
///
/// ```swift
/// enum CompanyHeaderText: SupplementaryDecorator {
///     static func update(_ view: HeadlessSupplementaryView, with company: Company) {
///         view.text = "\(company.name), \(company.members) members"
///     }
/// }
/// handler.header = SupplementaryRoute(modelOf: CompanyHeaderText.self)
/// ```
public final class HeadlessSupplementaryView: ReuseIdentifiable, SupplementaryView {
    /// What the view shows; the view's text in ``HeadlessListView/sectionHeaders`` or
    /// ``HeadlessListView/sectionFooters``.
    ///
    /// ```swift
    /// view.text = company.name
    /// ```
    public var text = ""

    /// An empty view; the handler makes one for each header and footer it shows.
    ///
    /// ```swift
    /// let view = HeadlessSupplementaryView()
    /// ```
    public init() {}
}
