#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine {
    /// The default ``reloadThreshold``: 1,000 operations.
    ///
    /// An operation is one entry of the batches the view would be given, counted as UIKit pays for
    /// them: each deleted, inserted, moved or reloaded row, and each deleted, inserted, moved or
    /// reloaded section (one, however many rows it holds), in the batch the view is given: rows of
    /// collapsed sections are not in it, the rows a section shows or hides as it expands or collapses
    /// are. UIKit records one update item per operation
    /// and sorts them, and animates every on-screen row that any of them touches; a reload costs only
    /// the visible cells. At 1,000 operations no animation can be followed by the eye, while the edits
    /// an app makes every day (a page of 20 to 200 rows appended, a filter, a shuffle of a few hundred
    /// rows) stay animated. IGListKit reloads above 100 changes, which already reloads a large page
    /// append; DifferenceKit leaves the decision to an `interrupt` closure.
    static var defaultReloadThreshold: Int { 1000 }
}
