import Decorum
import DecorumTesting
import Testing
import UIKit

// The typed register and dequeue helpers Decorum adds to UITableView and UICollectionView, used by an
// app's own data source (no handler), as in the README's "Reuse without a handler".

/// A table header of the app's.
final class NoteHeader: UITableViewHeaderFooterView {}

/// A data source written with the typed helpers only.
@MainActor
final class TypedSource: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource {
    let names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(ContactCell.self, for: indexPath)
        cell.shown = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(NoteHeader.self)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(ContactTile.self, for: indexPath)
        cell.shown = names[indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(KindBanner.self, ofKind: kind, for: indexPath)
    }
}

@Suite("Typed register and dequeue on the views themselves")
@MainActor
struct ReuseHelperTests {
    @Test("a table registers and dequeues cells and headers by type")
    func table() {
        let (window, tableView) = makeTable()
        tableView.register(ContactCell.self)
        tableView.register(NoteHeader.self)
        tableView.sectionHeaderHeight = 28
        let source = TypedSource(["a", "b"])
        tableView.dataSource = source
        tableView.delegate = source
        Driver.settle()
        #expect(shownTexts(tableView) == ["a", "b"])
        #expect(tableView.headerView(forSection: 0) is NoteHeader)
        #expect(ContactCell.reuseIdentifier == "ContactCell")
        _ = window
    }

    @Test("a table registers what a ReuseRegistration describes: cells and header views")
    func tableRegistration() {
        let (window, tableView) = makeTable()
        tableView.register(ReuseRegistration(ContactCell.self))
        tableView.register(ReuseRegistration(NoteHeader.self, slot: .headerFooter))
        #expect(tableView.dequeueReusableCell(withIdentifier: "ContactCell") is ContactCell)
        #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "NoteHeader") is NoteHeader)
        _ = window
    }

    @Test("a collection view registers and dequeues cells and supplementary views by type")
    func collection() {
        let (window, collectionView) = makeCollection(headerHeight: 30)
        collectionView.register(ContactTile.self)
        collectionView.register(KindBanner.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader)
        let source = TypedSource(["a", "b"])
        collectionView.dataSource = source
        Driver.settle()
        #expect(shownTexts(collectionView) == ["a", "b"])
        #expect(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                is KindBanner)
        _ = window
    }

    @Test("a collection view registers what a ReuseRegistration describes, header/footer slots as headers")
    func collectionRegistration() {
        let (window, collectionView) = makeCollection(headerHeight: 30)
        collectionView.register(ReuseRegistration(ContactTile.self))
        collectionView.register(ReuseRegistration(KindBanner.self, slot: .headerFooter))
        let source = TypedSource(["a"])
        collectionView.dataSource = source
        Driver.settle()
        #expect(shownTexts(collectionView) == ["a"])
        _ = window
    }
}

/// Headers that show their section's kind: `SupplementaryRoute(decorator)` with `Kind` data.
enum KindValueHeader: SupplementaryDecorator {
    static func update(_ view: KindHeader, with data: Kind) { view.shown = data.rawValue }
}

enum KindValueBanner: SupplementaryDecorator {
    static func update(_ view: KindBanner, with data: Kind) { view.shown = data.rawValue }
}

@Suite("Routes of Kind headers")
@MainActor
struct KindRouteTests {
    @Test("a table header route of a Kind decorator shows each section's kind")
    func tableKindRoute() throws {
        let (window, tableView) = makeTable()
        tableView.sectionHeaderHeight = 28
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView,
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: .work, items: contacts(3...3))])
        handler.header = SupplementaryRoute(KindValueHeader.self)
        Driver.settle()
        #expect((tableView.headerView(forSection: 1) as? KindHeader)?.shown == "work")
        _ = window
    }

    @Test("a collection header route of a Kind decorator shows each section's kind")
    func collectionKindRoute() throws {
        let (window, collectionView) = makeCollection(headerHeight: 30)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView,
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: .work, items: contacts(3...3))])
        handler.header = SupplementaryRoute(KindValueBanner.self)
        Driver.settle()
        let banner = collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((banner as? KindBanner)?.shown == "work")
        _ = window
    }

    /// An app's test target writes a headless list's routes as it writes its views' (the testing
    /// product's header views are routed by the same initialisers, wherever UIKit is present).
    @Test("a headless handler's Kind header and count footer, routed as on the views")
    func headlessRoutes() throws {
        let handler = try HeadlessHandler<ContactRowDecorator>(
            view: HeadlessListView(),
            data: [Section(kind: .friends, items: contacts(1...2)), Section(kind: .work, items: contacts(3...3))])
        handler.header = SupplementaryRoute(KindText.self)
        handler.footer = SupplementaryRoute(CountText.self) { $0.count }
        #expect(handler.view.sectionHeaders == ["friends", "work"])
        #expect(handler.view.sectionFooters == ["2 contacts", "1 contacts"])
    }
}

/// A headless header showing a section's kind.
enum KindText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with kind: Kind) { view.text = kind.rawValue }
}

/// A headless footer counting a section's rows.
enum CountText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with count: Int) { view.text = "\(count) contacts" }
}
