import Decorum
import Testing
import UIKit

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@testable import DecorumUIKit
@_spi(Binding) @testable import Handlers

// The UIKit layer's day-one risks (issue "Day one in an iOS app"), one test each, written against what a
// user needs. They were known issues (`withKnownIssue`) until that issue fixed them; none is now. Where
// the stand-in cannot show a risk, the test says so.

/// An app's table delegate: row heights and swipe actions of its own.
@MainActor
final class AppTableDelegate: NSObject, UITableViewDelegate {
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }

    /// The titles of the trailing swipe actions it gives every row; `nil`: none (UIKit's default).
    var swipeTitles: [String]? = ["Archive"]

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeTitles.map { titles in
            UISwipeActionsConfiguration(
                actions: titles.map { UIContextualAction(style: .normal, title: $0) { _, _, done in done(true) } })
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// An item without `Equatable`: the handler cannot tell whether it changed.
struct Note: Identifiable, Sendable {
    let id: Int
    var text: String
}

final class NoteCell: UITableViewCell {
    var configureCount = 0
}

enum NoteDecorator: CellDecorator {
    static func update(_ cell: NoteCell, with data: Note) { cell.configureCount += 1 }
}

/// The documented fix for items without `==`: say when two of them show the same content.
enum ComparedNoteDecorator: CellDecorator {
    static func update(_ cell: NoteCell, with data: Note) { cell.configureCount += 1 }
    nonisolated static func isContentEqual(_ old: Note, _ new: Note) -> Bool { old.text == new.text }
}

@Suite("UIKit layer: the day-one risks")
@MainActor
struct DayOneRiskTests {
    // 1. A delegate that goes away never crashes the app; after `handler.delegate = other`, UIKit is asked
    //    again. The crash itself ("unrecognized selector" sent to a dead forwarding target) lives in
    //    Objective-C message forwarding, which the stand-in cannot run (the forwarding watches its
    //    target's deallocation there); what the stand-in shows is the other half: the app's delegate gets
    //    the messages the adapter forwards explicitly (selection, scrolling, header views, swipe actions,
    //    drag targets and heights).
    @Test("1. the app's delegate gets the messages the handler does not implement (row heights)")
    func delegateForwarding() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let app = AppTableDelegate()
        handler.delegate = app
        Driver.settle()
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
        #expect(handler.delegate === app)
        // Without the app's delegate, the table's own heights.
        handler.delegate = nil
        tableView.rowHeight = 50
        tableView.reloadData()
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 50)
        _ = window
    }

    // (The watch that makes UIKit ask again when the delegate goes away is Objective-C only: this shows
    // the Swift side, where the messages the adapter passes on find no delegate and fall back.)
    @Test("1. a delegate nothing else keeps goes away: scrolling, heights and selection go on without it")
    func delegateGoesAway() throws {
        let (window, tableView) = makeTable(height: 88)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...20)))
        var selected: [Int] = []
        handler.onSelect = { contact, _ in selected.append(contact.id) }
        handler.delegate = AppTableDelegate()
        #expect(handler.delegate == nil)
        tableView.contentOffset = CGPoint(x: 0, y: 200)
        Driver.settle()
        #expect(!shownTexts(tableView).isEmpty)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height != 60)  // not the gone delegate's
        Driver.tap(tableView, at: IndexPath(row: 5, section: 0))
        #expect(selected == [6])
        _ = window
    }

    // 2. Swipe actions the app supplies show.
    @Test("2. swipe actions from the app's delegate show")
    func appSwipeActions() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let app = AppTableDelegate()
        handler.delegate = app
        Driver.settle()
        #expect(Driver.swipe(tableView, at: IndexPath(row: 0, section: 0)).map(\.title) == ["Archive"])
        // A row the app gives no swipe actions, with canEdit unset: not editable, no delete.
        app.swipeTitles = nil
        #expect(Driver.swipe(tableView, at: IndexPath(row: 0, section: 0)).isEmpty)
        handler.canEdit = { _, _ in true }
        #expect(Driver.swipe(tableView, at: IndexPath(row: 0, section: 0)).map(\.title) == ["Delete"])
        _ = window
    }

    // 3. What the view shows at an index path, during an animation.
    @Test("3. while a batch waits, the item at a view's index path is the one the view shows there")
    func displayedItem() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        try handler.insertData([Contact(id: 0, name: "c0")], at: IndexPath(row: 0, section: 0))  // animates
        _ = handler.removeData([Contact(id: 2, name: "c2")])  // waits behind it
        let path = IndexPath(row: 2, section: 0)
        let shown = (tableView.cellForRow(at: path) as? ContactCell)?.shown
        #expect(shown == "c2")
        #expect(handler.displayedItem(at: path)?.name == shown)
        #expect(handler.item(at: path)?.name == "c3")  // the data is ahead of the view
        #expect(handler.displayedItem(at: IndexPath(row: 4, section: 0)) == nil)  // the view shows 4 rows
        Driver.settle()
        #expect(handler.displayedItem(at: path) == handler.item(at: path))
        _ = window
    }

    // 4. Prepend without a jump, animated too. The stand-in shows the slide as an offset change made while
    //    the rows animate, outside the batch.
    @Test("4. prepending under .firstVisibleItem keeps the first visible row still, animated too")
    func prependWithoutJump() throws {
        let (window, tableView) = makeTable(height: 220)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(10...40)))
        handler.scrollAnchor = .firstVisibleItem
        Driver.settle()
        tableView.contentOffset = CGPoint(x: 0, y: 440)  // row 10 (c20) at the top
        Driver.settle()
        let before = tableView.rectForRow(at: IndexPath(row: 10, section: 0)).minY - tableView.contentOffset.y
        try handler.insertData(contacts(1...5), at: IndexPath(row: 0, section: 0))
        #if !canImport(ObjectiveC)
        #expect(tableView.standInOffsetChangesWhileAnimating == 0)
        #expect(!tableView.standInIsAnimating)  // the rows above the viewport showed at once
        #endif
        Driver.settle()
        let after = tableView.rectForRow(at: IndexPath(row: 15, section: 0)).minY - tableView.contentOffset.y
        #expect(after == before)
        #expect((tableView.cellForRow(at: IndexPath(row: 15, section: 0)) as? ContactCell)?.shown == "c20")
        // Below the first visible row, edits animate as before.
        try handler.addData(contacts(41...41))
        #if !canImport(ObjectiveC)
        #expect(tableView.standInIsAnimating)
        #endif
        Driver.settle()
        _ = window
    }

    // 5. Replacing a handler.
    @Test("5. a new handler on a view takes over the app's delegate from the handler the view kept")
    func replacingKeepsDelegate() throws {
        let (window, tableView) = makeTable()
        let app = AppTableDelegate()
        do {
            let first = TableViewHandler<ContactRowDecorator>(tableView: tableView)
            first.delegate = app
        }
        let second = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        #expect(second.delegate === app)
        // A replaced handler the app still holds: its table is still its table, and its edits no longer
        // reach the view, which the new handler drives.
        let third = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...2)))
        Driver.settle()
        #expect(second.tableView === tableView)
        try second.addData(contacts(5...9))
        Driver.settle()
        #expect(shownTexts(tableView) == ["c1", "c2"])
        #expect(third.delegate === app)
        _ = window
    }

    @Test("5. a new handler leaves no empty state of the old one behind")
    func replacingLeavesNoEmptyState() throws {
        let (window, tableView) = makeTable()
        let empty = UIView(frame: .zero)
        do {
            let first = TableViewHandler<ContactRowDecorator>(tableView: tableView)
            first.emptyState = empty
        }
        #expect(tableView.backgroundView === empty)
        let second = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...2)))
        Driver.settle()
        #expect(tableView.backgroundView !== empty)
        _ = second
        _ = window
    }

    @Test("5. a new handler leaves no loading footer, spinner or inset of the old one behind")
    func replacingLeavesNoLoadingFooter() throws {
        let (window, collectionView) = makeCollection(height: 220)
        let spinner = UIActivityIndicatorView(style: .medium)
        let inset = collectionView.contentInset.bottom
        do {
            let first = try CollectionViewHandler<ContactTileDecorator>(
                collectionView: collectionView, data: SectionedData(items: contacts(1...30)))
            first.loadingFooterView = spinner
            first.onLoadMore = {}
            Driver.settle()
            collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
            Driver.settle()
            #expect(spinner.superview === collectionView && spinner.isAnimating)
        }
        let second = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        Driver.settle()
        #expect(spinner.superview == nil && !spinner.isAnimating)
        #expect(collectionView.contentInset.bottom == inset)
        collectionView.contentOffset = .zero
        Driver.settle()
        #expect(shownTexts(collectionView) == ["c1", "c2", "c3"])
        _ = second
        _ = window
    }

    // 6. Updated rows on iOS 13 and 14: the fallback re-runs the decorator on visible cells only, so a
    //    prefetched cell keeps its old content. (Self-sizing is not modelled by the stand-in.)
    @Test("6. on iOS 13, an updated item shows its new content when its prefetched cell scrolls in")
    func legacyReconfigurePrefetched() throws {
        #if !canImport(ObjectiveC)
        UIKitStandIn.systemVersion = 13
        defer { UIKitStandIn.systemVersion = 18 }
        #endif
        let (window, collectionView) = makeCollection(height: 220)  // 5 items shown, the 6th prefetched
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...20)))
        Driver.settle()
        try handler.upsert([Contact(id: 6, name: "updated")])
        Driver.settle()
        collectionView.contentOffset = CGPoint(x: 0, y: 44)
        Driver.settle()
        #expect((collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? ContactTile)?.shown == "updated")
        _ = window
    }

    // 7. `scrollTo(item:)` before layout.
    @Test("7. scrollTo before the first layout takes effect after it (a chat opening at its end)")
    func scrollBeforeLayout() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let tableView = UITableView(frame: .zero, style: .plain)  // viewDidLoad: no size yet
        window.addSubview(tableView)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...50)))
        try handler.scrollTo(id: 50, position: .bottom, animated: false)
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)  // the first layout pass
        Driver.settle()
        #expect(tableView.indexPathsForVisibleRows?.contains(IndexPath(row: 49, section: 0)) == true)
        _ = window
    }

    @Test("7. on a collection view, a scroll right after a reload lands on its item")
    func scrollAfterReload() throws {
        let (window, collectionView) = makeCollection(height: 220)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...10)))
        Driver.settle()
        try handler.apply(SectionedData(items: contacts(1...100)), animated: false)  // reloadData
        try handler.scrollTo(id: 90, position: .top, animated: false)
        Driver.settle()
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 89, section: 0)))
        _ = window
    }

    // 8. The loading footer's spinner spins.
    @Test("8. the loading footer's spinner is animating while more loads")
    func spinnerSpins() throws {
        let (window, tableView) = makeTable(height: 220)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...10)))
        let spinner = UIActivityIndicatorView(style: .medium)
        handler.loadingFooterView = spinner
        var asked = 0
        handler.onLoadMore = { asked += 1 }
        Driver.settle()
        tableView.contentOffset = CGPoint(x: 0, y: 220)  // the last rows show
        Driver.settle()
        #expect(asked == 1)
        #expect(tableView.tableFooterView === spinner)
        #expect(spinner.isAnimating && !spinner.isHidden)
        // And inside a footer of the app's own, stopped again when the page has loaded.
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let inner = UIActivityIndicatorView(style: .medium)
        footer.addSubview(inner)
        handler.finishLoadingMore()
        #expect(!spinner.isAnimating)
        handler.loadingFooterView = footer
        tableView.contentOffset = CGPoint(x: 0, y: 0)
        Driver.settle()
        try handler.addData(contacts(11...12))
        Driver.settle()
        tableView.contentOffset = CGPoint(x: 0, y: 320)
        Driver.settle()
        #expect(handler.isLoadingMore)
        #expect(tableView.tableFooterView === footer)
        #expect(inner.isAnimating && !inner.isHidden)
        _ = window
    }

    // 9. Drag and drop while updates arrive.
    @Test("9. a drop while a batch animates does not reload the table")
    func dropWhileAnimating() throws {
        let (window, tableView, handler) = try reorderingTable()
        try handler.addData(contacts(6...6))  // animating
        try handler.addData(contacts(7...7))  // waiting for it
        var reported: [Diagnostic] = []
        handler.onDiagnostic = { reported.append($0) }
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        Driver.settle()
        // A reload is how the engine falls back; it reports each one to onDiagnostic.
        #expect(reported.isEmpty)
        #expect(handler.data.sections[0].items.map(\.id) == [2, 3, 1, 4, 5, 6, 7])
        _ = window
    }

    #if !canImport(ObjectiveC)
    @Test("9. an item dropped over a collapsed section of a collection view goes to the section above")
    func collectionDropIntoCollapsed() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView,
            data: [Section(kind: .friends, items: contacts(1...3)), Section(kind: .family, items: contacts(4...5))])
        handler.canMove = { _, _ in true }
        try handler.collapse(section: .family, animated: false)
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        Driver.settle()
        collectionView.standInUserMoveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
        Driver.settle()
        #expect(diagnostics.isEmpty)
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[2, 3, 1], [4, 5]])
        #expect(shownTexts(collectionView) == ["c2", "c3", "c1"])
        _ = window
    }
    #endif

    #if !canImport(ObjectiveC)
    @Test("9. edits that arrive while the user holds a row wait for the drop, then show from what it left")
    func editsDuringDrag() throws {
        let (window, tableView, handler) = try reorderingTable()
        var reported: [Diagnostic] = []
        handler.onDiagnostic = { reported.append($0) }
        Driver.settle()
        tableView.standInBeginReordering()  // the user holds c1
        try handler.addData(contacts(6...6))
        Driver.settle()
        _ = handler.removeData(contacts(3...3))
        Driver.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 5)  // nothing shown during the drag
        #expect(handler.hasPendingUpdates)
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)))
        #expect(tableView.numberOfRows(inSection: 0) == 5)  // nor inside the drop
        Driver.settle()
        #expect(!handler.hasPendingUpdates)
        #expect(handler.data.sections[0].items.map(\.id) == [2, 4, 1, 5, 6])
        #expect(shownTexts(tableView) == ["c2", "c4", "c1", "c5", "c6"])
        #expect(reported.isEmpty)
        _ = window
    }
    #endif

    @Test("9. a drop into a collapsed section is the user's, not a fault")
    func dropIntoCollapsed() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView,
            data: [Section(kind: .friends, items: contacts(1...3)), Section(kind: .family, items: contacts(4...5))])
        handler.canMove = { _, _ in true }
        try handler.collapse(section: .family, animated: false)
        var diagnostics: [Diagnostic] = []
        handler.onDiagnostic = { diagnostics.append($0) }
        tableView.setEditing(true, animated: false)
        Driver.settle()
        #expect(Driver.drag(tableView, from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        Driver.settle()
        #expect(diagnostics.isEmpty)
        // Held over the collapsed section, the row went to the end of the section above it.
        #expect(handler.data.sections.map { $0.items.map(\.id) } == [[2, 3, 1], [4, 5]])
        _ = window
    }

    // 10. The empty state leaves the app's background view alone.
    @Test("10. the app's own background view comes back when data arrives")
    func emptyStateRestoresBackground() throws {
        let (window, tableView) = makeTable()
        let appBackground = UIView(frame: .zero)
        tableView.backgroundView = appBackground
        let handler = TableViewHandler<ContactRowDecorator>(tableView: tableView)
        handler.emptyState = UIView(frame: .zero)
        #expect(tableView.backgroundView === handler.emptyState)
        try handler.addData(contacts(1...2))
        Driver.settle()
        #expect(tableView.backgroundView === appBackground)
        // Empty again: the empty state shows, and the app's view comes back when the empty state goes.
        handler.removeData(handler.data.allItems)
        Driver.settle()
        #expect(tableView.backgroundView === handler.emptyState)
        handler.emptyState = nil
        #expect(tableView.backgroundView === appBackground)
        _ = window
    }

    // 11. The collection view's loading footer stays at the end after reflow and rotation.
    @Test("11. the collection view's loading footer stays below the last item after a rotation")
    func collectionFooterAfterRotation() throws {
        let (window, collectionView) = makeCollection(height: 220)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.itemSize = CGSize(width: 100, height: 44)  // three per line at 320 points
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...30)))
        let spinner = UIActivityIndicatorView(style: .medium)
        handler.loadingFooterView = spinner
        handler.onLoadMore = {}
        Driver.settle()
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        Driver.settle()
        #expect(spinner.superview === collectionView)
        collectionView.frame = CGRect(x: 0, y: 0, width: 440, height: 220)  // four per line
        Driver.settle()
        #expect(spinner.frame.minY == collectionView.contentSize.height)
        _ = window
    }

    @Test("11. in a layout that scrolls horizontally, the loading footer goes after the content, on the right")
    func horizontalLoadingFooter() throws {
        let (window, collectionView) = makeCollection(height: 220)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        layout.scrollDirection = .horizontal
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...3)))
        let spinner = UIActivityIndicatorView(style: .medium)
        handler.loadingFooterView = spinner
        handler.onLoadMore = {}
        let insets = collectionView.contentInset
        Driver.settle()
        collectionView.contentOffset = CGPoint(x: 0, y: 1)  // a scroll: the last items show, more loads
        Driver.settle()
        #expect(handler.isLoadingMore)
        #expect(spinner.superview === collectionView && spinner.isAnimating)
        #expect(spinner.frame.minX == collectionView.contentSize.width)
        #expect(spinner.frame.height == collectionView.bounds.height)
        #expect(collectionView.contentInset.right == insets.right + spinner.frame.width)
        #expect(collectionView.contentInset.bottom == insets.bottom)
        try handler.addData(contacts(4...4))  // the page arrived
        Driver.settle()
        #expect(spinner.superview == nil)
        #expect(collectionView.contentInset == insets)
        _ = window
    }

    // 12. Global supplementary views: a compositional layout's boundary item for the whole list, at an
    //     index path of length 1.
    @Test("12. a global supplementary view is shown, and not configured with section 0's data")
    func globalSupplementary() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let collectionView = UICollectionView(
            frame: window.bounds, collectionViewLayout: layoutWithGlobalHeader(kind: "global"))
        window.addSubview(collectionView)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: [Section(kind: .friends, items: contacts(1...2))])
        handler.supplementaryViews["global"] = SupplementaryRoute(KindBannerDecorator.self) { $0.kind.rawValue }
        Driver.settle()
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "global") == [IndexPath(index: 0)])
        let view = try #require(collectionView.supplementaryView(forElementKind: "global", at: IndexPath(index: 0)))
        #expect(!view.isHidden)
        #expect((view as? KindBanner)?.shown != "friends")
        #expect(view is KindBanner)  // the route's view, as its class makes it: never configured
        #expect((view as? KindBanner)?.shown == nil)
        #expect(shownTexts(collectionView) == ["c1", "c2"])
        // A change of section 0's model refreshes section 0's views, never the global one.
        try handler.setModel("new", forSection: .friends)
        Driver.settle()
        #expect(!view.isHidden)
        #expect((view as? KindBanner)?.shown != "friends")
        #expect((view as? KindBanner)?.shown == nil)
        _ = window
    }

    // The checks: `isHidden` reset by layout attributes.
    @Test("a section header without data shows nothing, even after the layout applies its attributes again")
    func emptyHeaderAfterRelayout() throws {
        let (window, collectionView) = makeCollection(height: 300, headerHeight: 30)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView,
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: .family, items: contacts(3...4))])
        handler.header = SupplementaryRoute(KindBannerDecorator.self) { section in
            section.model(as: Int.self) == 0 ? nil : section.kind.rawValue
        }
        Driver.settle()
        func shownBanners() -> [String] {
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                .sorted().compactMap {
                    let view = collectionView.supplementaryView(
                        forElementKind: UICollectionView.elementKindSectionHeader, at: $0)
                    return view?.isHidden == false ? (view as? KindBanner)?.shown : nil
                }
        }
        #expect(shownBanners() == ["friends", "family"])
        try handler.setModel(0, forSection: .friends)
        Driver.settle()
        #expect(shownBanners() == ["family"])
        collectionView.contentOffset = CGPoint(x: 0, y: 1)  // a layout pass applies the attributes again
        Driver.settle()
        #expect(shownBanners() == ["family"])
        try handler.setModel(1, forSection: .friends)
        Driver.settle()
        #expect(shownBanners() == ["friends", "family"])
        _ = window
    }

    // 13. Updates that cost what they change.
    // Without `==` the handler cannot tell an unchanged item from a changed one, so it refreshes every row
    // handed over again rather than show stale content: documented on `apply` and on
    // `CellDecorator.isContentEqual`, with the fix (conform to Equatable, or implement isContentEqual).
    @Test("13. apply with unchanged items reconfigures no row once the decorator can compare them")
    func nonEquatableApply() throws {
        let notes = (1...5).map { Note(id: $0, text: "n\($0)") }
        func configureCounts(_ tableView: UITableView) -> [Int] {
            tableView.visibleCells.compactMap { ($0 as? NoteCell)?.configureCount }
        }
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<NoteDecorator>(tableView: tableView, data: SectionedData(items: notes))
        Driver.settle()
        let before = configureCounts(tableView)
        try handler.apply(SectionedData(items: notes))
        Driver.settle()
        #expect(configureCounts(tableView) == before.map { $0 + 1 })  // the documented cost
        let (otherWindow, comparedTable) = makeTable()
        let compared = try TableViewHandler<ComparedNoteDecorator>(
            tableView: comparedTable, data: SectionedData(items: notes))
        Driver.settle()
        let comparedBefore = configureCounts(comparedTable)
        try compared.apply(SectionedData(items: notes))
        Driver.settle()
        #expect(configureCounts(comparedTable) == comparedBefore)
        var edited = notes
        edited[1].text = "changed"
        try compared.apply(SectionedData(items: edited))
        Driver.settle()
        #expect(configureCounts(comparedTable) == comparedBefore.enumerated().map { $0 == 1 ? $1 + 1 : $1 })
        _ = (window, otherWindow)
    }

    @Test(
        "13. scrolling does no work for the load-more trigger when no onLoadMore is set",
        .enabled(if: Driver.isStandIn, "counts the stand-in's visible-path queries"))
    func scrollWithoutLoadMore() throws {
        let (window, tableView) = makeTable(height: 220)
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...50)))
        Driver.settle()
        #if !canImport(ObjectiveC)
        let queries = tableView.standInVisiblePathQueries
        for step in 1...10 { tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 30)) }
        #expect(tableView.standInVisiblePathQueries == queries)
        handler.onLoadMore = {}
        tableView.contentOffset = CGPoint(x: 0, y: 400)
        #expect(tableView.standInVisiblePathQueries > queries)
        #endif
        _ = handler
        _ = window
    }
}
