@_spi(Binding) import DecorumCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The engine's bounded record of the operations that reached it, from which a fault's
/// ``FaultReport`` is cut. A report must start where the view showed the data with nothing pending, so
/// the recorder notes the data's shape at such instants (checkpoints, one every quarter of its
/// capacity) and keeps between one and about two capacities of entries after the oldest it needs.
struct FlightRecorder {
    var capacity = 64 {
        didSet { reset() }
    }
    /// An operation as kept: a single-section append (the most frequent edit) without a changeset, so
    /// that keeping it costs one retained array; any other operation as the report writes it.
    enum Note {
        case append(section: Int, first: Int, count: Int, animated: Bool, after: [Int])
        indirect case operation(FaultReport.Operation)

        var operation: FaultReport.Operation {
            switch self {
            case let .append(section, first, count, animated, after):
                let inserts = (first..<first + count).map { IndexPath(section: section, item: $0) }
                return .edit(
                    Changeset(itemInserts: inserts), updated: [], sections: [], collapsed: nil, animated: animated,
                    after: after)
            case .operation(let operation):
                return operation
            }
        }
    }

    /// A kept operation, the state it met, and how many of the view's completions followed it in the
    /// same state (each a ``FaultReport/Operation/completion`` of the report, kept as a count).
    struct Kept {
        var note: Note
        var state: FaultReport.State
        var completions = 0
        var identities: [FaultReport.Identity] = []
    }

    private(set) var entries: [Kept] = []
    // The tokens of the rows and sections the kept entries removed: an insertion is tokenised only
    // when its token is here (a row that comes back), so that a plain insert costs one emptiness check.
    private(set) var removedItems: Set<UInt32> = []
    private(set) var removedSections: Set<UInt32> = []
    var revealsIdentities = false
    // The most removed rows one stage keeps tokens of, and inserted rows it checks (a larger change
    // keeps its first ones, so that recording costs O(1) per stage).
    static let removalsPerStage = 256
    static let insertionsPerStage = 1024

    /// What the view said it showed when the engine last asked, and what the engine expected.
    struct Check {
        var shown: [Int] = []
        var expected: [Int] = []
    }
    private var checkpoints: [(index: Int, shape: FaultReport.Shape)] = []
    /// Set while the engine carries out a recorded operation by its own means (a user's move replanned
    /// as an apply): those are part of the operation, not operations of their own.
    var isPaused = false

    var isRecording: Bool { capacity > 0 && !isPaused }

    /// Whether the next entry should note the data's shape first (the caller knows nothing is pending).
    var wantsCheckpoint: Bool {
        guard let last = checkpoints.last else { return true }
        return entries.count - last.index >= max(1, capacity / 4)
    }

    mutating func reset() {
        entries.removeAll(keepingCapacity: false)
        checkpoints.removeAll()
        removedItems = []
        removedSections = []
    }

    mutating func checkpoint(_ shape: FaultReport.Shape) {
        checkpoints.append((entries.count, shape))
    }

    mutating func append(_ note: Note, state: FaultReport.State, identities: [FaultReport.Identity] = []) {
        for identity in identities {
            switch identity.change {
            case .removedItem: removedItems.insert(identity.token)
            case .removedSection: removedSections.insert(identity.token)
            case .insertedItem, .insertedSection: break
            }
        }
        entries.append(Kept(note: note, state: state, identities: identities))
        if entries.count > 2 * capacity + capacity / 2 { trim() }
    }

    /// Notes that the view finished a batch: counted on the last entry when it met the same state.
    mutating func appendCompletion(state: FaultReport.State) {
        if let last = entries.indices.last, entries[last].state == state {
            entries[last].completions += 1
        } else {
            append(.operation(.completion), state: state)
        }
    }

    /// Puts `operation` before the last entry: what the view was found to have undergone before it.
    mutating func insertBeforeLast(_ operation: FaultReport.Operation) {
        guard isRecording, let last = entries.indices.last else { return }
        let state = entries[last].state
        if entries[last].completions > 0 {  // found in the last completion: split it off
            entries[last].completions -= 1
            entries.append(Kept(note: .operation(operation), state: state))
            entries.append(Kept(note: .operation(.completion), state: state))
            return
        }
        // A checkpoint before the last entry stays before this one: the view changed after it.
        entries.insert(Kept(note: .operation(operation), state: state), at: last)
    }

    /// Drops the entries before the newest checkpoint that still leaves a full capacity after it; with
    /// no such checkpoint (the view was never idle), the oldest entries go and the report has no start.
    private mutating func trim() {
        let cut =
            checkpoints.last(where: { entries.count - $0.index >= capacity })?.index
            ?? (checkpoints.first.map { $0.index > 0 ? $0.index : nil } ?? entries.count - capacity) ?? 0
        guard cut > 0 else {
            if entries.count > 8 * capacity {  // never idle for that long: keep the newest only
                entries.removeFirst(entries.count - capacity)
                checkpoints.removeAll()
            }
            return
        }
        entries.removeFirst(cut)
        checkpoints = checkpoints.compactMap { $0.index >= cut ? ($0.index - cut, $0.shape) : nil }
        if !removedItems.isEmpty || !removedSections.isEmpty {
            removedItems = []
            removedSections = []
            for kept in entries {
                for identity in kept.identities where identity.change == .removedItem {
                    removedItems.insert(identity.token)
                }
                for identity in kept.identities where identity.change == .removedSection {
                    removedSections.insert(identity.token)
                }
            }
        }
    }

    /// The report of a fault the last entry met: from the newest checkpoint with at least a capacity
    /// of entries after it (else the oldest), to the end.
    func report(
        view: FaultReport.View, reloadThreshold: Int?, diagnostic: String, believed: [Int], shown: [Int]
    ) -> FaultReport {
        let start =
            checkpoints.last(where: { entries.count - $0.index >= capacity }) ?? checkpoints.first
        let first = start?.index ?? 0
        let identities = Self.returning(entries[first...].map(\.identities))
        return FaultReport(
            view: view, reloadThreshold: reloadThreshold, diagnostic: diagnostic, believed: believed,
            shown: shown, start: start?.shape,
            entries: zip(entries[first...], identities).flatMap { kept, identities in
                [FaultReport.Entry(kept.note.operation, state: kept.state, identities: identities)]
                    + Array(repeating: FaultReport.Entry(.completion, state: kept.state), count: kept.completions)
            })
    }

    /// Each entry's tokens of rows and sections that come back within the report: a removal that a
    /// later insertion names again, and that insertion; the rest say nothing a replay can use.
    static func returning(_ identities: [[FaultReport.Identity]]) -> [[FaultReport.Identity]] {
        guard identities.contains(where: { !$0.isEmpty }) else { return identities }
        // A row's token and a section's never match; a stage's removals come before its insertions.
        func key(_ identity: FaultReport.Identity) -> UInt64 {
            let isSection = identity.change == .removedSection || identity.change == .insertedSection
            return UInt64(identity.token) | (isSection ? 1 << 32 : 0)
        }
        func isRemoval(_ identity: FaultReport.Identity) -> Bool {
            identity.change == .removedItem || identity.change == .removedSection
        }
        let order = identities.map { list in
            list.sorted { ($0.stage, isRemoval($0) ? 0 : 1) < ($1.stage, isRemoval($1) ? 0 : 1) }
        }
        var removed = Set<UInt64>()
        var inserted = Set<UInt64>()
        var kept = Set<FaultReport.Identity>()
        for identity in order.joined() {
            if isRemoval(identity) {
                removed.insert(key(identity))
            } else if removed.contains(key(identity)) {
                kept.insert(identity)
            }
        }
        for identity in order.joined().reversed() {
            if !isRemoval(identity) {
                inserted.insert(key(identity))
            } else if inserted.contains(key(identity)) {
                kept.insert(identity)
            }
        }
        return identities.map { list in list.filter { kept.contains($0) } }
    }
}
