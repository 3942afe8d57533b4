import Decorum
import DecorumTesting
import Foundation
import Testing
import UIKit

/// Screen logic written against `ListHandler`, as DecorumTesting's article advises: it chooses what
/// each section's header says; the caller says which view shows it (a table's, or a headless list's).
@MainActor
private func showContactCounts<D: CellDecorator, Header: SupplementaryDecorator>(
    on handler: ListHandler<D>, in header: Header.Type
) where D.Data == Contact, Header.Data == String, Header.View: SupplementaryView {
    handler.setHeader(SupplementaryRoute(header) { section in "\(section.count) contacts" })
}

private enum ContactCountText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with text: String) { view.text = text }
}

@MainActor
@Suite("UIKit: header routes set by logic written against ListHandler")
struct SharedHeaderRouteUIKitTests {
    @Test("one function written against ListHandler sets the header a table and a headless list show")
    func oneFunctionSetsTheHeaderOfEveryHandler() throws {
        let data: SectionedData<Contact> = [Section(kind: .friends, items: contacts(1...2))]
        let headless = try HeadlessHandler<ContactRowDecorator>(view: HeadlessListView(), data: data)
        showContactCounts(on: headless, in: ContactCountText.self)
        #expect(headless.view.sectionHeaders == ["2 contacts"])

        let (window, tableView) = makeTable()
        tableView.sectionHeaderHeight = 28
        let table = try TableViewHandler<ContactRowDecorator>(tableView: tableView, data: data)
        showContactCounts(on: table, in: KindHeaderDecorator.self)
        Driver.settle()
        #expect((tableView.headerView(forSection: 0) as? KindHeader)?.shown == "2 contacts")
        try table.addData(contacts(3...3), toSection: .friends)
        Driver.settle()
        #expect((tableView.headerView(forSection: 0) as? KindHeader)?.shown == "3 contacts")
        _ = window
    }

    @Test("shared logic sets a collection view's header as its header route")
    func collectionHeaderFromSharedLogic() throws {
        let (window, collectionView) = makeCollection(headerHeight: 30)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: [Section(kind: .friends, items: contacts(1...2))])
        showContactCounts(on: handler, in: KindBannerDecorator.self)
        #expect(handler.header != nil)
        Driver.settle()
        let header = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? KindBanner)?.shown == "2 contacts")
        _ = window
    }
}

#if os(Linux) || os(macOS)
@Suite("UIKit: a header route for another kind of view")
struct SharedHeaderRouteMisconfigurationTests {
    @Test("a headless header route set on a table handler traps, naming both kinds of view")
    func headlessRouteOnATableTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (window, tableView) = makeTable()
                let table = TableViewHandler<ContactRowDecorator>(tableView: tableView)
                showContactCounts(on: table, in: ContactCountText.self)
                _ = window
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("HeadlessSupplementaryView"))
        #expect(message.contains("UITableViewHeaderFooterView"))
    }
}
#endif
