import Decorum
import Testing
import UIKit

@testable import DecorumUIKit

// Global (layout-wide) supplementary views on the stand-in: the layout asks for one with each index path
// form found (one element: UIKit's compositional layout; none; `[0, i]`: layouts of one's own; sources in
// Sources/Decorators/SupplementaryPlace.swift), and a layout-wide route configures it.
@MainActor
@Suite("CollectionViewHandler: layout-wide supplementary views")
struct LayoutWideSupplementaryUIKitTests {
    /// A compositional layout of 44-point rows with one global header of kind "summary", placed at the
    /// index path `form` gives.
    func makeCollection(_ form: @escaping (Int) -> IndexPath) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let layout = layoutWithGlobalHeader(kind: "summary")
        #if !canImport(ObjectiveC)
        layout.standInGlobalIndexPath = form  // on UIKit, the compositional layout picks the form itself
        #endif
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        return (window, collectionView)
    }

    #if canImport(ObjectiveC)
    static let forms: [(name: String, path: @Sendable (Int) -> IndexPath)] = [
        ("one element", { IndexPath(index: $0) })  // what UIKit's compositional layout uses
    ]
    #else
    static let forms: [(name: String, path: @Sendable (Int) -> IndexPath)] = [
        ("one element", { IndexPath(index: $0) }), ("empty", { _ in IndexPath() }),
        ("[0, i]", { IndexPath(item: $0, section: 0) }),
    ]
    #endif

    @Test("a layout-wide route fills the global header at each index path form, and again after edits")
    func configuredAtEachForm() throws {
        for form in Self.forms {
            let (window, collectionView) = makeCollection(form.path)
            let handler = try CollectionViewHandler<ContactTileDecorator>(
                collectionView: collectionView, data: [Section(kind: .friends, items: contacts(1...2))])
            handler.supplementaryViews["summary"] = SupplementaryRoute(layoutWide: KindBannerDecorator.self) {
                data, index in "\(index): \(data.itemCount) contacts"
            }
            Driver.settle()
            let path = form.path(0)
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "summary") == [path], "\(form.name)")
            let view = try #require(
                collectionView.supplementaryView(forElementKind: "summary", at: path) as? KindBanner)
            #expect(view.shown == "0: 2 contacts", "\(form.name)")
            #expect(shownTexts(collectionView) == ["c1", "c2"], "\(form.name)")
            try handler.addData(contacts(3...3))
            Driver.settle()
            #expect(view.shown == "0: 3 contacts", "\(form.name)")
            try handler.setModel("new", forSection: .friends)
            Driver.settle()
            #expect(view.shown == "0: 3 contacts", "\(form.name)")
            _ = window
        }
    }

    @Test("a global header that counts the list follows a whole section's removal and an emptied list")
    func followsSectionRemoval() throws {
        let (window, collectionView) = makeCollection { IndexPath(index: $0) }
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView,
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: "work", items: contacts(3...3))])
        handler.supplementaryViews["summary"] = SupplementaryRoute(layoutWide: KindBannerDecorator.self) { data, _ in
            "\(data.itemCount) contacts"
        }
        Driver.settle()
        let view = try #require(
            collectionView.supplementaryView(forElementKind: "summary", at: IndexPath(index: 0)) as? KindBanner)
        #expect(handler.removeSection(.friends))
        Driver.settle()
        #expect(view.shown == "1 contacts")
        #expect(handler.removeSection("work"))
        Driver.settle()
        #expect(view.shown == "0 contacts")
        _ = window
    }

    #if !canImport(ObjectiveC)
    @Test("a data source that dequeues a supplementary view where the layout places none raises, as UIKit does")
    func dequeueElsewhereRaises() throws {
        let (window, collectionView) = makeCollection { IndexPath(index: $0) }
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: [Section(kind: .friends, items: contacts(1...2))])
        handler.supplementaryViews["summary"] = SupplementaryRoute(layoutWide: KindBannerDecorator.self) { _, _ in "" }
        collectionView.register(KindBanner.self, forSupplementaryViewOfKind: "summary", withReuseIdentifier: "b")
        Driver.settle()
        let raised = UIKitStandIn.catchingExceptions {
            _ = collectionView.dequeueReusableSupplementaryView(
                ofKind: "summary", withReuseIdentifier: "b", for: IndexPath(item: 0, section: 0))
        }
        #expect(raised.count == 1)
        #expect(raised.first?.contains("no UICollectionViewLayoutAttributes instance") == true)
        _ = window
    }
    #endif
}
