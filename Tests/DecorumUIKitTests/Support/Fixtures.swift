import Decorum
@_spi(Binding) import DecorumCore
import Foundation
import UIKit

// The app a UIKit-layer test is: data, cells that show it, decorators, and views in a window. Written
// in real UIKit API only, so that these files compile for iOS and run on a simulator as well as on the
// UIKit stand-in. Test cells declare no initialisers (the stand-in creates registered classes through
// UIKit's own initialisers).

/// An item: identified by `id`, updated in place.
struct Contact: Identifiable, Equatable, Updatable, Sendable, CustomStringConvertible {
    let id: Int
    var name: String

    mutating func update(from copy: Contact) { name = copy.name }

    var description: String { "\(id):\(name)" }
}

func contacts(_ ids: ClosedRange<Int>, _ suffix: String = "") -> [Contact] {
    ids.map { Contact(id: $0, name: "c\($0)\(suffix)") }
}

/// A table cell that remembers what the decorator showed, and shows it in a label that wraps (a
/// self-sizing row grows with it).
final class ContactCell: UITableViewCell {
    var shown: String?
    var configureCount = 0
    let nameLabel = UILabel()
}

/// A collection cell that remembers what the decorator showed, and shows it as a table cell does.
final class ContactTile: UICollectionViewCell {
    var shown: String?
    var configureCount = 0
    let nameLabel = UILabel()
}

/// Puts `label` in `contentView` the first time, wrapping, and shows `text` in it.
@MainActor
private func show(_ text: String, in label: UILabel, of contentView: UIView) {
    if label.superview == nil {
        label.numberOfLines = 0
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(label)
    }
    label.text = text
}

enum ContactRowDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with data: Contact) {
        cell.shown = data.name
        cell.configureCount += 1
        show(data.name, in: cell.nameLabel, of: cell.contentView)
    }
}

enum ContactTileDecorator: CellDecorator {
    static func update(_ cell: ContactTile, with data: Contact) {
        cell.shown = data.name
        cell.configureCount += 1
        show(data.name, in: cell.nameLabel, of: cell.contentView)
    }
}

/// A table header that shows its section's kind.
final class KindHeader: UITableViewHeaderFooterView {
    var shown: String?
}

enum KindHeaderDecorator: SupplementaryDecorator {
    static func update(_ view: KindHeader, with data: String) { view.shown = data }
}

/// A collection header that shows its section's kind.
final class KindBanner: UICollectionReusableView {
    var shown: String?
}

enum KindBannerDecorator: SupplementaryDecorator {
    static func update(_ view: KindBanner, with data: String) { view.shown = data }
}

extension Kind {
    static let friends: Kind = "friends"
    static let family: Kind = "family"
    static let work: Kind = "work"
}

/// A 320 × `height` table in a window (so that edits animate), laid out.
@MainActor
func makeTable(height: CGFloat = 440) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: max(height, 1)))
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    tableView.rowHeight = 44
    tableView.estimatedRowHeight = 44
    window.addSubview(tableView)
    return (window, tableView)
}

/// A 320 × `height` collection view of full-width 44-point rows in a window, laid out.
@MainActor
func makeCollection(height: CGFloat = 440, headerHeight: CGFloat = 0) -> (UIWindow, UICollectionView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: max(height, 1)))
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 320, height: 44)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: headerHeight > 0 ? 320 : 0, height: headerHeight)  // none when 0
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
    window.addSubview(collectionView)
    return (window, collectionView)
}

/// What a table shows: per visible row, the text its cell shows, in index-path order.
@MainActor
func shownTexts(_ tableView: UITableView) -> [String?] {
    (tableView.indexPathsForVisibleRows ?? []).sorted().map {
        (tableView.cellForRow(at: $0) as? ContactCell)?.shown
    }
}

/// What a collection view shows: per visible item, the text its cell shows, in index-path order.
@MainActor
func shownTexts(_ collectionView: UICollectionView) -> [String?] {
    collectionView.indexPathsForVisibleItems.sorted().map {
        (collectionView.cellForItem(at: $0) as? ContactTile)?.shown
    }
}

/// Shows `footer` while `handler` loads more, then scrolls `view` to `y`, near enough to the end that
/// it does.
@MainActor
func startLoading<D>(_ handler: UIKitListHandler<D>, in view: UIScrollView, footer: UIView, scrollTo y: CGFloat) {
    handler.loadingFooterView = footer
    handler.onLoadMore = {}
    Driver.settle()
    view.contentOffset = CGPoint(x: 0, y: y)
    Driver.settle()
}

/// A table of 30 contact rows loading more, with a 44-point `spinner` as its loading footer; `own` is
/// the table's own footer view, if any.
@MainActor
func loadingTable(own: UIView? = nil) throws -> (UIWindow, UITableView, TableViewHandler<ContactRowDecorator>, UIView) {
    let (window, tableView) = makeTable()
    tableView.tableFooterView = own
    let handler = try TableViewHandler<ContactRowDecorator>(
        tableView: tableView, data: SectionedData(items: contacts(1...30)))
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    startLoading(handler, in: tableView, footer: spinner, scrollTo: 44 * 30 + (own?.frame.height ?? 0) - 440)
    return (window, tableView, handler, spinner)
}

/// A collection view of 30 contact tiles loading more, with a 40-point `spinner` as its loading footer.
@MainActor
func loadingCollection() throws -> (UIWindow, UICollectionView, CollectionViewHandler<ContactTileDecorator>, UIView) {
    let (window, collectionView) = makeCollection()
    let handler = try CollectionViewHandler<ContactTileDecorator>(
        collectionView: collectionView, data: SectionedData(items: contacts(1...30)))
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    startLoading(handler, in: collectionView, footer: spinner, scrollTo: 44 * 30 - 440)
    return (window, collectionView, handler, spinner)
}

/// A table of `count` contacts in a window, in editing mode, every row movable: the drags' fixture.
@MainActor
func reorderingTable(_ count: Int = 5) throws -> (UIWindow, UITableView, TableViewHandler<ContactRowDecorator>) {
    let (window, tableView) = makeTable()
    let handler = try TableViewHandler<ContactRowDecorator>(
        tableView: tableView, data: SectionedData(items: contacts(1...count)))
    handler.canMove = { _, _ in true }
    tableView.setEditing(true, animated: false)
    Driver.settle()
    return (window, tableView, handler)
}

/// A compositional layout of 44-point rows with one 50-point layout-wide header of `kind`
/// (`boundarySupplementaryItems` of its configuration).
@MainActor
func layoutWithGlobalHeader(kind: String) -> UICollectionViewCompositionalLayout {
    let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let section = NSCollectionLayoutSection(
        group: .vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)]))
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: kind, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// Runs `body` on the stand-in with the views and `UIDevice` behaving as iOS 13, so that Decorum takes its
/// iOS 13 paths (N12: no switch ships in the library); on a simulator, on the system's own paths.
@MainActor
func forcingIOS13(_ body: () throws -> Void) rethrows {
    #if !canImport(ObjectiveC)
    let version = UIKitStandIn.systemVersion
    UIKitStandIn.systemVersion = 13
    defer { UIKitStandIn.systemVersion = version }
    #endif
    try body()
}
