@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// The section the view shows at `index` right now, or `nil` for an index the view does not show:
    /// the lookup for code that the view asks by its own section index, such as a compositional
    /// layout's section provider, which lays out the sections the view shows. While batches animate or
    /// wait, ``data`` is ahead of the view and `data[index]` may be another section; when the view is
    /// idle both agree. A collapsed section is shown (with no rows: see ``Section/isCollapsed``). It
    /// replaces a diffable data source's `sectionIdentifier(for:)`, and gives the section's
    /// ``Section/model`` too.
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
    ///     let kind = self?.handler.displayedSection(at: index)?.kind  // sectionIdentifier(for:)
    ///     return kind == "carousel" ? .carousel(environment) : .grid(environment)
    /// }
    /// ```
    ///
    /// - Parameter index: A section index of the view.
    /// - Returns: The section shown there (its kind, model and rows), or `nil`.
    public func displayedSection(at index: Int) -> Section<Decorator.Data>? {
        engine.displayedData.section(at: index)
    }
}
