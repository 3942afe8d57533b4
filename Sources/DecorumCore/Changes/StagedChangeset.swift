#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An ordered list of batch updates that together turn one data set into another, each batch valid on
/// its own under UIKit's rules, each paired with the data the data source must report while it runs.
///
/// UIKit cannot take some changes in one `performBatchUpdates` (for example reloading and moving the
/// same item); a staged changeset splits them, the approach DifferenceKit documents. Most edits need a
/// single stage.
///
/// ```swift
/// let stages = try StagedChangeset(from: old, to: new)
/// for stage in stages {
///     tableView.performBatchUpdates { dataSource.data = stage.data; apply(stage.changeset) }
/// }
/// ```
///
/// - Complexity: O(1) to iterate; computing one is O(*n* + *s*) expected (see the diff initialisers).
public struct StagedChangeset<Item>: RandomAccessCollection {
    /// One batch and the data to report while it runs.
    public struct Stage {
        /// The batch, in UIKit's index spaces.
        public var changeset: Changeset
        /// The data the data source must report from inside this batch's `updates` closure on.
        public var data: SectionedData<Item>

        /// Creates a stage.
        ///
        /// - Parameters:
        ///   - changeset: The batch.
        ///   - data: The data after the batch.
        public init(changeset: Changeset, data: SectionedData<Item>) {
            self.changeset = changeset
            self.data = data
        }
    }

    /// The stages, to apply in order.
    public var stages: [Stage]

    /// Paths (last stage's data, ascending) of items whose content changed: refreshed in place after the
    /// last batch, with no simulation. Empty for stages built by hand.
    @usableFromInline package var updated: [IndexPath] = []
    @usableFromInline package var updatedSources: [IndexPath] = []

    /// Sections (last stage's data, ascending) whose ``Section/model`` changed: their headers and footers
    /// are refreshed in place; a model change alone gives no stage. Empty for stages built by hand.
    @usableFromInline package var updatedSections: [Int] = []

    /// Creates a staged changeset from stages.
    ///
    /// ```swift
    /// let single = StagedChangeset(stages: [.init(changeset: changes, data: new)])
    /// ```
    ///
    /// - Parameter stages: The stages in order.
    public init(stages: [Stage] = []) {
        self.stages = stages
    }

    /// The index of the first stage.
    public var startIndex: Int { stages.startIndex }

    /// One past the index of the last stage.
    public var endIndex: Int { stages.endIndex }

    /// The stage at `position`.
    ///
    /// - Parameter position: A valid stage index.
    public subscript(position: Int) -> Stage { stages[position] }

    /// The number of operations over all stages.
    ///
    /// - Complexity: O(*t*) for *t* stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeset.changeCount } }
}

extension StagedChangeset.Stage: Sendable where Item: Sendable {}
extension StagedChangeset.Stage: Equatable where Item: Equatable {}
extension StagedChangeset: Sendable where Item: Sendable {}
extension StagedChangeset: Equatable where Item: Equatable {
    /// Two staged changesets are equal when their stages are.
    ///
    /// - Parameters:
    ///   - lhs: A staged changeset.
    ///   - rhs: Another one.
    /// - Complexity: O(*n* + *k*) over the stages' data and changes.
    public static func == (lhs: StagedChangeset, rhs: StagedChangeset) -> Bool { lhs.stages == rhs.stages }
}

extension StagedChangeset: CustomStringConvertible {
    /// One line per stage: `stage 1/2: delete items [0, 1]; insert items [1, 0]`.
    ///
    /// - Complexity: O(*k*).
    public var description: String {
        if stages.isEmpty { return "no changes" }
        return stages.enumerated().map { "stage \($0.offset + 1)/\(stages.count): \($0.element.changeset)" }
            .joined(separator: "\n")
    }
}
