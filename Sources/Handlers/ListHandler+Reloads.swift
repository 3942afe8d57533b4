#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Huge changes become one reload: what is normal (information) is told apart from what is a fault.

extension ListHandler {
    /// Above this many operations, an edit (or an `apply`) is shown with one `reloadData` instead of
    /// an animation; `nil` animates every edit, however large. 1,000 by default.
    ///
    /// An operation is one entry of the batches the view would be given, counted as UIKit pays for
    /// them: each deleted, inserted, moved or reloaded row, and each deleted, inserted, moved or
    /// reloaded section, however many rows it holds (so inserting a section of 5,000 rows is one
    /// operation, appending 5,000 rows to a section is 5,000). An `apply` counts the operations of all
    /// its stages. Rows reconfigured in place are not batch operations and do not count.
    ///
    /// Only what the view is given counts. Rows changed in a collapsed section are no operation at all
    /// (the view shows none of them; the section's header and footer are refreshed instead), so adding
    /// 5,000 rows there never reloads. Expanding or collapsing a section counts each row it shows or
    /// hides, like any other edit: expanding a section of 5,000 rows is reloaded and reported.
    ///
    /// Why 1,000: UIKit records one update per operation, sorts them and animates every on-screen row
    /// they touch, while a reload only builds the visible cells. Past a thousand operations no one can
    /// follow the animation; below it sit the edits apps make every day (a page of rows appended, a
    /// filter, a shuffle of a few hundred rows), which stay animated. (IGListKit reloads above 100
    /// changes, which also reloads a large page append; DifferenceKit leaves it to an `interrupt`
    /// closure.) Such a reload is normal: it is reported to ``onInformation``, never to
    /// ``onDiagnostic``.
    ///
    /// ```swift
    /// handler.reloadThreshold = 300   // reload above 300 operations
    /// handler.reloadThreshold = nil   // always animate
    /// ```
    public var reloadThreshold: Int? {
        get { engine.reloadThreshold }
        set { engine.reloadThreshold = newValue }
    }

    /// Called when an edit was shown with `reloadData` for a normal reason: the view is not in a window
    /// (edits made in `viewDidLoad`, or while the screen is off), or the edit was larger than
    /// ``reloadThreshold``. The ``Diagnostic`` has ``Diagnostic/Severity/information`` severity. Faults
    /// go to ``onDiagnostic`` instead.
    ///
    /// ```swift
    /// handler.onInformation = { print($0) } // view not in a window [insert items [0, 0]]; shown with reloadData
    /// ```
    public var onInformation: ((Diagnostic) -> Void)? {
        get { engine.onInformation }
        set { engine.onInformation = engine.callbacks.gated(newValue) }
    }
}
