// NSCollectionView's batch updates (Apple: "performBatchUpdates(_:completionHandler:)" and the insert, delete,
// move and reload methods: "You can also call this method from a block passed to the
// performBatchUpdates:completionHandler: method when you want to animate multiple separate changes into
// place at the same time", NSCollectionView.h). A call outside a batch is a batch of its own. Deviation:
// declared in an extension, these methods are `public`, not `open`.
import DecorumBatchRules
@_spi(Binding) import DecorumCore

extension NSCollectionView {
    /// Apple: "performBatchUpdates(_:completionHandler:)". NSCollectionView.h: "Invocations of this method can
    /// be nested" (a nested batch joins the outer one, as UIKit merges them); "Deletes are processed before
    /// inserts in batch operations" (UIKit's batch semantics, in UIKit's words). The counts are read before `updates` runs, and after it
    /// the data source's counts must be what the batch implies, by UIKit's rules (DecorumBatchRules); else
    /// NSInternalInconsistencyException with UIKit's words, and the view reloads. The completion runs when
    /// the animations end: on the run loop's next turn (`AppKitStandIn.runUntilIdle()`), never inside.
    ///
    /// Animated only when sent through `animator()` (NSCollectionView.h: "you can request an animated
    /// instead of immediate layout update by messaging the CollectionView's animator"): the stand-in notes
    /// it in ``standInBatchesAnimated`` for an outermost batch; a nested batch joins the outer one's.
    public func performBatchUpdates(_ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil) {
        guard isOutsidePass("performBatchUpdates:completionHandler:") else { return }
        if batchDepth == 0 { standInBatchesAnimated.append(animatorRequested) }
        animatorRequested = false
        _ = sections  // counts before the updates
        batchDepth += 1
        if batch == nil { batch = Changeset() }
        updates?()
        if let completionHandler { batchCompletions.append(completionHandler) }
        batchDepth -= 1
        guard batchDepth == 0, let changes = batch else { return }
        batch = nil
        let completions = batchCompletions
        batchCompletions = []
        commit(changes)
        for completion in completions { AppKitStandIn.scheduled.append { completion(true) } }
    }

    public func insertItems(at indexPaths: Set<IndexPath>) {
        record { $0.itemInserts += indexPaths.sorted { $0.lexicographicallyPrecedes($1) } }
    }

    public func deleteItems(at indexPaths: Set<IndexPath>) {
        record { $0.itemDeletes += indexPaths.sorted { $0.lexicographicallyPrecedes($1) } }
    }

    public func reloadItems(at indexPaths: Set<IndexPath>) {
        record { $0.itemReloads += indexPaths.sorted { $0.lexicographicallyPrecedes($1) } }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.itemMoves.append(Move(from: indexPath, to: newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet) {
        record { $0.sectionInserts += Array(sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        record { $0.sectionDeletes += Array(sections) }
    }

    public func reloadSections(_ sections: IndexSet) {
        record { $0.sectionReloads += Array(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append(Move(from: section, to: newSection)) }
    }

    func record(_ change: (inout Changeset) -> Void) {
        guard isOutsidePass("insert, delete, move or reload") else { return }
        guard batch == nil else { return change(&batch!) }
        _ = sections  // counts before the update
        var changes = Changeset()
        change(&changes)
        commit(changes)
    }

    /// Applies a batch: items move with their index paths (moved items keep their item and selection, as
    /// UIKit's do), deleted and reloaded items go to the reuse queue, supplementary views follow their
    /// sections.
    func commit(_ changes: Changeset) {
        let old = sections
        let newCounts = (0..<max(0, dataSource?.numberOfSections(in: self) ?? 0)).map {
            max(0, dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0)
        }
        let result: BatchResult<ItemSlot>
        do {
            result = try changes.simulate(old: old, newCounts: newCounts, noun: "item") { _ in ItemSlot() }
        } catch {
            AppKitStandIn.raise(String(describing: error))
            return invalidate()
        }
        let kept = Set(result.sections.joined().compactMap { $0.item.map(ObjectIdentifier.init) })
        for (section, items) in old.enumerated() {
            for (index, slot) in items.enumerated() {
                guard let item = slot.item, !kept.contains(ObjectIdentifier(item)) else { continue }
                endDisplaying(item, at: IndexPath(item: index, section: section))
            }
        }
        var remapped: [SupplementaryElementKind: [Int: NSView]] = [:]
        for (new, source) in result.source.enumerated() {
            guard let source else { continue }
            for (kind, views) in supplementaryViews {
                if let view = views[source] {
                    remapped[kind, default: [:]][new] = view
                    supplementaryViews[kind]?[source] = nil
                }
            }
        }
        dropSupplementaryViews { _ in true }
        supplementaryViews = remapped
        loadedSections = result.reloadedData ? nil : result.sections
        needsLayout = true
    }
}
