#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Plain header and footer titles, on every handler: a table shows them as its section titles, the
// headless view as its section headers and footers. Changing them refreshes what the view shows in
// place, without a reload.

extension ListHandler {
    /// The plain header title of a section; `nil`, the default, shows none (a `header` view route, when
    /// set, comes first). A `UITableView` shows it as `tableView(_:titleForHeaderInSection:)`; the
    /// headless view as the section's header. Collection views have no title headers in UIKit: give a
    /// `CollectionViewHandler` a `header` route instead. Setting it refreshes the shown headers in
    /// place.
    ///
    /// ```swift
    /// handler.headerTitle = { $0.kind.rawValue }
    /// ```
    ///
    /// - Complexity: O(*s*) to refresh the shown sections.
    public var headerTitle: ((Section<Decorator.Data>) -> String?)? {
        get { titles.header }
        set {
            titles.header = newValue
            engine.hasTitles = titles.header != nil || titles.footer != nil
            engine.refreshSupplementaryViews()
        }
    }

    /// The plain footer title of a section; `nil`, the default, shows none. Shown as
    /// ``headerTitle`` is, below the section.
    ///
    /// ```swift
    /// handler.footerTitle = { "\($0.count) people" }
    /// ```
    ///
    /// - Complexity: O(*s*) to refresh the shown sections.
    public var footerTitle: ((Section<Decorator.Data>) -> String?)? {
        get { titles.footer }
        set {
            titles.footer = newValue
            engine.hasTitles = titles.header != nil || titles.footer != nil
            engine.refreshSupplementaryViews()
        }
    }
}

/// The title closures of a handler (ListHandler+Titles.swift).
struct SectionTitles<Item> {
    var header: ((Section<Item>) -> String?)?
    var footer: ((Section<Item>) -> String?)?
}
