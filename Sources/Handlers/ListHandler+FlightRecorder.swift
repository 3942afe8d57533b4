#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListHandler {
    /// How many of the last operations the handler keeps to explain a fault (64 by default; `0` turns
    /// the flight recorder off). Each ``Diagnostic`` of severity ``Diagnostic/Severity/fault`` then carries
    /// a ``FaultReport`` of them: edits and applies as changesets and counts, the view's completions, the
    /// user's moves, changes made to the view behind the handler's back. No item or identity is kept.
    /// Setting it starts a new record.
    ///
    /// ```swift
    /// handler.flightRecorderCapacity = 256  // a longer history for a screen that misbehaves
    /// handler.flightRecorderCapacity = 0    // no recording, no reports
    /// ```
    ///
    /// - Complexity: Recording is O(1) per operation and keeps at most about 2.5 × capacity entries.
    public var flightRecorderCapacity: Int {
        get { engine.recorder.capacity }
        set {
            precondition(newValue >= 0, "flightRecorderCapacity must be 0 (off) or more, not \(newValue)")
            engine.recorder.capacity = newValue
        }
    }

    /// Whether a fault report names the rows and sections that leave and come back by their identity
    /// (the description of the decorator's `ID`, or the section's kind) beside their token: `false` by
    /// default, when a report holds tokens only. Turn it on where identities are not personal data
    /// (a database key, say), to read a report without replaying it.
    ///
    /// ```swift
    /// handler.faultReportsRevealIdentities = true  // the text then reads `ids 0-3=5f3a91c2:1207`
    /// ```
    ///
    /// - Complexity: O(1) more per row a report names, when on.
    public var faultReportsRevealIdentities: Bool {
        get { engine.recorder.revealsIdentities }
        set { engine.recorder.revealsIdentities = newValue }
    }
}
