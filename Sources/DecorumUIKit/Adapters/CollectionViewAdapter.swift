#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

/// A `CollectionViewHandler`'s adapter: the collection view's data source, delegate and prefetch data
/// source.
@MainActor
final class CollectionViewAdapter<Decorator: CellDecorator>: UIKitListAdapter<Decorator, UICollectionView>,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching
{
    typealias Route = SupplementaryRoute<Decorator.Data, UICollectionReusableView>
    var supplementaryViews: [String: Route] = [:] {
        didSet {
            for (kind, route) in supplementaryViews {
                if let registration = registry.newRegistration(for: route, slot: .supplementary(kind: kind)) {
                    view?.register(registration)
                }
                if emptyKinds.insert(kind).inserted {
                    view?.register(
                        EmptySupplementaryView.self, forSupplementaryViewOfKind: kind,
                        withReuseIdentifier: EmptySupplementaryView.reuseIdentifier)
                }
            }
            handler?.reloadView()
        }
    }
    override var supplementaryViewsShowRows: Bool { !supplementaryViews.isEmpty }
    override var showsLayoutWideViews: Bool { supplementaryViews.values.contains { $0.isLayoutWide } }

    private var emptyKinds: Set<String> = []
    private var shownLoadingFooter:
        (view: UIView, placement: LoadingFooterPlacement, side: WritableKeyPath<UIEdgeInsets, CGFloat>, inset: CGFloat)?

    var delegate: (any UICollectionViewDelegate)? { forwarding.target as? any UICollectionViewDelegate }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { shown.numberOfSections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shown.numberOfShownItems(inSection: section)
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        // A storyboard prototype missing under the identifier raises UIKit's exception, which names it.
        configuredCell(at: indexPath) {
            collectionView.dequeueReusableCell(withReuseIdentifier: $0.reuseIdentifier, for: indexPath)
        }
    }

    /// The route's view for `kind` at `indexPath`, as the core reads it (`SupplementaryRoute.content(at:in:)`:
    /// a section's or the whole layout's); an empty view where the route has no data.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let route = supplementaryViews[kind] else {
            fatalError(
                "Decorum: the layout asks for supplementary views of kind '\(kind)', but the handler has "
                    + "none. Set handler.header, handler.footer or handler.supplementaryViews[\"\(kind)\"].")
        }
        let content = route.content(at: indexPath, in: shown)
        // A section the route has no data for gets an empty view, not the route's view hidden: a layout
        // pass applies the layout's attributes to a view again, `isHidden` included, and would show it.
        let identifier =
            content.showsView
            ? registry.supplementaryIdentifier(route, slot: .supplementary(kind: kind))
            : EmptySupplementaryView.reuseIdentifier
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        content.configure?(view)
        return view
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        // Asked as an interactive movement begins ("beginInteractiveMovementForItem(at:)"), whoever begins
        // it: the standard gesture, a reorder accessory, the app (F14, issue #38).
        guard handler?.canMoveItem(at: indexPath) == true else { return false }
        movementMessage(.movementMayBegin)
        return true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath) {
        handler?.commitMove(from: source, to: destination)
    }

    // MARK: Delegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        handler?.didSelectItem(at: indexPath)
        OptionalMessage.didSelectItem(delegate, collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        handler?.didDeselectItem(at: indexPath)
        OptionalMessage.didDeselectItem(delegate, collectionView, indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        inViewPass {
            handler?.cellWillDisplay(cell, at: indexPath)
            OptionalMessage.willDisplayItem(delegate, collectionView, cell, indexPath)
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        inViewPass {
            handler?.cellDidEndDisplaying(cell)
            OptionalMessage.didEndDisplayingItem(delegate, collectionView, cell, indexPath)
        }
    }

    /// Where a dragged item may go (iOS 15+): the app delegate's answer, kept out of collapsed sections.
    @available(iOS 15.0, tvOS 15.0, *)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath source: IndexPath,
        atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
        movementMessage(.movementContinues)
        // An app delegate without the iOS 15 message is asked the older one, as UIKit would ask it (F9).
        let wanted =
            OptionalMessage.targetForMove(delegate, collectionView, source, current, proposed)
            ?? OptionalMessage.targetForMove(delegate, collectionView, source, proposed) ?? proposed
        return handler?.targetIndexPathForMove(from: source, proposed: wanted) ?? wanted
    }

    /// The same before iOS 15, which asks this older form.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt source: IndexPath,
        toProposedIndexPath proposed: IndexPath
    ) -> IndexPath {
        movementMessage(.movementContinues)
        let wanted = OptionalMessage.targetForMove(delegate, collectionView, source, proposed) ?? proposed
        return handler?.targetIndexPathForMove(from: source, proposed: wanted) ?? wanted
    }

    // Flow layout sizes (N5, issue #38), as the table's heights: the app delegate's, else the flow layout's
    // own, which UIKit uses when no delegate answers. On Apple platforms the adapter answers them only when
    // the app's delegate does (`responds(to:)` below).

    func collectionView(_ v: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt p: IndexPath) -> CGSize {
        flow(l, OptionalMessage.sizeForItem(delegate, v, l, p), else: \.itemSize)
    }

    func collectionView(
        _ v: UICollectionView, layout l: UICollectionViewLayout, insetForSectionAt s: Int
    ) -> UIEdgeInsets { flow(l, OptionalMessage.insetForSection(delegate, v, l, s), else: \.sectionInset) }

    func collectionView(
        _ v: UICollectionView, layout l: UICollectionViewLayout, minimumLineSpacingForSectionAt s: Int
    ) -> CGFloat { flow(l, OptionalMessage.lineSpacing(delegate, v, l, s), else: \.minimumLineSpacing) }

    func collectionView(
        _ v: UICollectionView, layout l: UICollectionViewLayout, minimumInteritemSpacingForSectionAt s: Int
    ) -> CGFloat { flow(l, OptionalMessage.interitemSpacing(delegate, v, l, s), else: \.minimumInteritemSpacing) }

    func collectionView(
        _ v: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForHeaderInSection s: Int
    ) -> CGSize { flow(l, OptionalMessage.headerSize(delegate, v, l, s), else: \.headerReferenceSize) }

    func collectionView(
        _ v: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForFooterInSection s: Int
    ) -> CGSize { flow(l, OptionalMessage.footerSize(delegate, v, l, s), else: \.footerReferenceSize) }

    private func flow<T>(
        _ l: UICollectionViewLayout, _ answer: T?, else own: KeyPath<UICollectionViewFlowLayout, T>
    ) -> T {
        answer ?? (l as? UICollectionViewFlowLayout ?? UICollectionViewFlowLayout())[keyPath: own]
    }

    #if canImport(ObjectiveC)
    private nonisolated let flowSizes = Set(
        UIDelegateForwarding.optionalMessages(ofProtocols: ["UICollectionViewDelegateFlowLayout"]))
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        flowSizes.contains(aSelector) ? forwarding.responds(to: aSelector) : super.responds(to: aSelector)
    }
    #endif

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        inViewPass { handler?.prefetchItems(at: indexPaths) }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        inViewPass { handler?.cancelPrefetchingItems(at: indexPaths) }
    }

    // MARK: What only collection views do

    /// A view that appears or disappears needs its section reloaded, as a table does; one refreshed in place
    /// keeps its measured size (F12) unless ``remeasure(_:in:anyChanged:)`` invalidates it.
    override func reconfigureSupplementaryViews(inSections sections: [Int]) throws {
        guard let collectionView = view else { return }
        let shown = shown
        let changed = Set(sections)
        var reload = IndexSet()
        var refreshed: [String: [IndexPath]] = [:]
        for (kind, route) in supplementaryViews {
            for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
                guard let content = route.content(at: path, in: shown, afterChangesIn: changed),
                    let view = collectionView.supplementaryView(forElementKind: kind, at: path)
                else { continue }
                let isShown = view.reuseIdentifier == route.reuseIdentifier
                switch SupplementaryRefresh(isShown: isShown, isWanted: content.showsView, isOnScreen: true) {
                case .reconfigure:
                    content.configure?(view)
                    refreshed[kind, default: []].append(path)
                case .nothing: break
                case .reloadSection: if let section = content.place.section { reload.insert(section) }
                }
            }
        }
        remeasure(refreshed, in: collectionView, anyChanged: !changed.isEmpty)
        if !reload.isEmpty { collectionView.reloadSections(reload) }
    }

    /// Invalidates in a context of the layout's own class (Apple, "invalidationContextClass"): a flow layout
    /// sends its context its own messages, and asks its delegate for sizes again only when told (F12), also
    /// for a header changed off screen, whose size it keeps until then.
    private func remeasure(_ paths: [String: [IndexPath]], in collectionView: UICollectionView, anyChanged: Bool) {
        let layout = collectionView.collectionViewLayout
        guard !paths.isEmpty || (anyChanged && layout is UICollectionViewFlowLayout) else { return }
        let contextClass =
            type(of: layout).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextClass.init()
        for (kind, kindPaths) in paths { context.invalidateSupplementaryElements(ofKind: kind, at: kindPaths) }
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            (flow.invalidateFlowLayoutDelegateMetrics, flow.invalidateFlowLayoutAttributes) = (true, true)
        }
        layout.invalidateLayout(with: context)
    }

    /// Shows ``loadingFooterView`` at the end of the content (below it; after it, in a layout that
    /// scrolls horizontally), in room made by the content inset on that side, or hides it.
    override func placeLoadingFooter(_ footer: UIView, visible: Bool) {
        guard let collectionView = view else { return }
        if visible, shownLoadingFooter == nil {
            collectionView.layoutIfNeeded()
            let placement = LoadingFooterPlacement(
                footerWidth: footer.frame.width, footerHeight: footer.frame.height,
                horizontal: collectionView.scrollsHorizontally)
            let side: WritableKeyPath<UIEdgeInsets, CGFloat> = placement.horizontal ? \.right : \.bottom
            collectionView.contentInset[keyPath: side] += CGFloat(placement.room)
            footer.autoresizingMask = placement.horizontal ? [.flexibleHeight] : [.flexibleWidth]
            shownLoadingFooter = (footer, placement, side, collectionView.contentInset[keyPath: side])
            collectionView.addSubview(footer)
            followContent()
        } else if !visible, let (footer, placement, side, inset) = shownLoadingFooter {
            footer.removeFromSuperview()
            let now = Double(collectionView.contentInset[keyPath: side])
            collectionView.contentInset[keyPath: side] = placement.inset(withoutRoom: now, whenShown: Double(inset))
            shownLoadingFooter = nil
        }
    }

    /// Keeps the loading footer at the end of the content from the content size the view has, forcing no
    /// layout: it runs as the view scrolls.
    override func followContent() {
        guard let (footer, placement, _, _) = shownLoadingFooter, let collectionView = view else { return }
        let (content, bounds) = (collectionView.contentSize, collectionView.bounds.size)
        let at = placement.frame(
            content: (content.width, content.height), bounds: (bounds.width, bounds.height))
        let frame = CGRect(x: at.x, y: at.y, width: at.width, height: at.height)
        if footer.frame != frame { footer.frame = frame }
    }
}
/// What a collection view shows for a supplementary view its route has no data for: nothing.
final class EmptySupplementaryView: UICollectionReusableView {
    static let reuseIdentifier = "Decorum.EmptySupplementaryView"
}
#endif
