// README.md, "Quick start". UIKit: compiled for iOS by .ci/snippets-ios; on other platforms the file is
// empty (SwiftPM builds every file under Snippets/ as a snippet).
#if canImport(UIKit)
// snippet: readme-quick-start
import Decorum

struct Person: Identifiable, Updatable { let id: String; var name: String; var age: Int; var isVIP: Bool
  mutating func update(from copy: Person) { name = copy.name; age = copy.age; isVIP = copy.isVIP } }
struct HorizontalDecorator: CellDecorator {
  static func update(_ cell: ThreeLabelCell, with person: Person) { cell.name.text = person.name } }

// end snippet
import UIKit

final class ThreeLabelCell: UITableViewCell {
    let name = UILabel()
}

extension Kind {
    static let vips: Kind = "vips"
}

final class QuickStartViewController: UIViewController {
    let tableView = UITableView()
    var handler: TableViewHandler<HorizontalDecorator>!

    func quickStart(
        first: Person, second: Person, vip: Person, newcomer: Person, newSectionedData: SectionedData<Person>,
        indexPath: IndexPath
    ) throws(ListEditError) {
        // snippet: readme-quick-start
        // in a view controller; the table keeps its handler alive, and a property lets you edit later:
        handler = TableViewHandler<HorizontalDecorator>(tableView: tableView) // registers the cell, becomes the data source
        try handler.addData([first, second])              // appends to the last section, animated
        try handler.addData([vip], toSection: .vips)      // Kind-tagged sections
        handler.removeData([second])                      // when Data: Equatable; returns the items it did not find
        try handler.upsert([second, newcomer])            // when Data: Updatable: updates in place, inserts the rest
        try handler.move(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        try handler.apply(newSectionedData)               // whole new data: diffed, staged, animated
        if let flat = handler.absoluteIndex(for: indexPath) { print(flat) } // and indexPath(forAbsoluteIndex:); nil if invalid
        // end snippet
    }
}
#endif
