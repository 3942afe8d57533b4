import Decorum
import Testing
import UIKit

// F12 (issue #30): headers refreshed in place were never measured again, so a longer self-sizing title
// was clipped to the old height. UIKit measures a self-sizing header when it lays it out; a header
// reconfigured in place keeps its height until the view is told to measure it again.

/// A collection header whose height fits its text, wrapped: it answers UIKit's self-sizing question
/// from its label.
final class TitleBanner: UICollectionReusableView {
    lazy var label: UILabel = {
        let label = UILabel(frame: bounds)
        label.numberOfLines = 0
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        return label
    }()

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let fitting = CGSize(width: layoutAttributes.frame.width, height: .greatestFiniteMagnitude)
        attributes.frame.size.height = max(1, label.sizeThatFits(fitting).height)
        return attributes
    }
}

enum TitleBannerDecorator: SupplementaryDecorator {
    static func update(_ view: TitleBanner, with data: String) { view.label.text = data }
}

/// A title long enough to wrap onto several lines in a 320-point header.
private let longTitle = String(repeating: "a much longer title ", count: 8)

@Suite("Self-sizing headers refreshed in place")
@MainActor
struct SelfSizingHeaderTests {
    @Test("a table header refreshed in place with a longer self-sizing title grows to fit it")
    func tableHeaderGrows() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(tableView: tableView, data: twoSections())
        handler.headerTitle = { $0.model(as: String.self) ?? $0.kind.rawValue }
        Driver.settle()
        let before = tableView.rectForHeader(inSection: 0).height
        #expect(before > 0)
        try handler.setModel(longTitle, forSection: .friends)
        Driver.settle()
        let after = tableView.rectForHeader(inSection: 0)
        #expect(after.height > before)
        #expect(tableView.headerView(forSection: 0)?.frame.height == after.height)
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == after.maxY)
        _ = window
    }

    @Test("a collection header refreshed in place with a longer self-sizing title grows to fit it")
    @available(iOS 14.0, *)  // a list layout
    func collectionHeaderGrows() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        window.addSubview(collectionView)
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: twoSections())
        handler.header = SupplementaryRoute(TitleBannerDecorator.self) { $0.model(as: String.self) ?? $0.kind.rawValue }
        Driver.settle()
        let kind = UICollectionView.elementKindSectionHeader
        let path = IndexPath(item: 0, section: 0)
        let header = try #require(collectionView.supplementaryView(forElementKind: kind, at: path) as? TitleBanner)
        let before = header.frame.height
        try handler.setModel(longTitle, forSection: .friends)
        Driver.settle()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: path) === header)  // refreshed in place
        #expect(header.label.text == longTitle)
        #expect(header.frame.height > before)
        #expect(collectionView.layoutAttributesForItem(at: path)?.frame.minY == header.frame.maxY)
        _ = window
    }
}

private func twoSections() -> SectionedData<Contact> {
    SectionedData([Section(kind: .friends, items: contacts(1...2)), Section(kind: .family, items: contacts(3...3))])
}
