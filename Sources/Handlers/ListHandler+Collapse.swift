#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Expandable sections. The data always holds every item; a collapsed section keeps its header (and
// footer) on screen and shows none of its items. What the view shows is derived from the data: the
// engine computes each batch on the data and shows the view its projection (see
// `Changeset+Collapse.swift`), so edits, `apply` and queued animations all work on collapsed sections.

extension ListHandler {
    /// Collapses the section of kind `kind`: its rows are deleted from the view with an animation, its
    /// header and footer stay (and are refreshed, so they can show the state from
    /// ``Section/isCollapsed``), and its items stay in ``data``. Edits of a collapsed section change the
    /// data and give the view no row operation, only a refresh of that section's header and footer (so
    /// a count they show stays right); `apply` keeps the section collapsed (sections are matched by
    /// kind). Collapsing (or expanding) counts each row leaving (or entering) the screen against
    /// ``reloadThreshold``: above it, the view is reloaded and ``onInformation`` told.
    ///
    /// ```swift
    /// try handler.collapse(section: .archive)
    /// handler.isCollapsed(.archive)   // true
    /// handler.data[.archive]?.count   // unchanged: the items are still there
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The section's kind.
    ///   - animated: Whether to animate; `false` reloads the view.
    /// - Throws: ``ListEditError/sectionNotFound(_:)`` when no section has that kind; nothing changes.
    /// - Complexity: O(*s*) plus O(*k*) for the *k* rows leaving the screen.
    public func collapse(section kind: Kind, animated: Bool = true) throws(ListEditError) {
        try setCollapsed(true, section: kind, animated: animated)
    }

    /// Expands the section of kind `kind`: its rows are inserted into the view with an animation.
    ///
    /// ```swift
    /// try handler.expand(section: .archive)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The section's kind.
    ///   - animated: Whether to animate; `false` reloads the view.
    /// - Throws: ``ListEditError/sectionNotFound(_:)`` when no section has that kind; nothing changes.
    /// - Complexity: O(*s*) plus O(*k*) for the *k* rows entering the screen.
    public func expand(section kind: Kind, animated: Bool = true) throws(ListEditError) {
        try setCollapsed(false, section: kind, animated: animated)
    }

    /// Collapses the section of kind `kind` when it is expanded, and expands it when it is collapsed:
    /// what a tap on a section header usually does.
    ///
    /// ```swift
    /// try handler.toggle(section: .archive)
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The section's kind.
    ///   - animated: Whether to animate; `false` reloads the view.
    /// - Throws: ``ListEditError/sectionNotFound(_:)`` when no section has that kind; nothing changes.
    /// - Complexity: As ``collapse(section:animated:)``.
    public func toggle(section kind: Kind, animated: Bool = true) throws(ListEditError) {
        try setCollapsed(!isCollapsed(kind), section: kind, animated: animated)
    }

    /// Whether the section of kind `kind` is collapsed; `false` when there is none.
    ///
    /// ```swift
    /// if handler.isCollapsed(.archive) { … }
    /// ```
    ///
    /// - Parameter kind: A section kind.
    /// - Returns: Whether that section is collapsed.
    /// - Complexity: O(*s*).
    public func isCollapsed(_ kind: Kind) -> Bool {
        engine.data[kind]?.isCollapsed ?? false
    }

    /// The kinds of the collapsed sections, in section order.
    ///
    /// ```swift
    /// handler.collapsedSections // [.archive]
    /// ```
    ///
    /// - Complexity: O(*s*).
    public var collapsedSections: [Kind] {
        engine.data.sections.lazy.filter(\.isCollapsed).map(\.kind)
    }

    private func setCollapsed(_ collapsed: Bool, section kind: Kind, animated: Bool) throws(ListEditError) {
        try engine.perform(animated: animated) { data throws(ListEditError) in
            guard let index = data.firstIndex(of: kind) else { throw .sectionNotFound(kind) }
            guard data.sections[index].isCollapsed != collapsed else { return nil }
            var flags = data.collapsedFlags
            flags[index] = collapsed
            // The header and footer are refreshed too: they may show the state (a chevron, a count).
            return Edit(
                changeset: Changeset(), updated: [], updatedSections: [index],
                counts: data.itemCounts, mutate: { $0.sections[index].isCollapsed = collapsed }, removed: [],
                added: [], collapsedAfter: flags)
        }
    }
}
