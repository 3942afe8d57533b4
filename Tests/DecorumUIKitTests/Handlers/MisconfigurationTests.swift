import Decorum
import Testing
import UIKit

// Misconfiguration traps, early and with a message that says what to fix. Exit tests run the trap in a
// child process; Swift Testing has them on Linux and macOS, not on iOS, so on a simulator these are
// compiled out.
#if os(Linux) || os(macOS)
@Suite("Misconfiguration traps in the UIKit layer")
struct MisconfigurationTests {
    @Test("a storyboard prototype missing from the table traps, naming the identifier")
    func missingPrototype() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (window, tableView) = makeTable()
                let handler = try? TableViewHandler<PrototypeDecorator>(
                    tableView: tableView, data: SectionedData(items: contacts(1...1)))
                Driver.settle()
                _ = (window, handler)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MissingPrototype"))
    }

    @Test("a layout asking for a supplementary kind the handler has no route for traps")
    func unknownSupplementaryKind() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (window, collectionView) = makeCollection(headerHeight: 30)
                let handler = try? CollectionViewHandler<ContactTileDecorator>(
                    collectionView: collectionView, data: SectionedData(items: contacts(1...1)))
                Driver.settle()
                _ = (window, handler)
            }
        }
    }

    @Test("reading a handler's table view after the table is gone traps")
    func viewGone() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var tableView: UITableView? = UITableView(frame: .zero, style: .plain)
                let handler = TableViewHandler<ContactRowDecorator>(tableView: tableView!)
                tableView = nil
                _ = handler.tableView
            }
        }
    }
}
#endif

/// A prototype cell whose storyboard prototype nobody registered.
enum PrototypeDecorator: StoryboardCellDecorator {
    static func update(_ cell: ContactCell, with data: Contact) { cell.shown = data.name }
    static var prototypeIdentifier: String { "MissingPrototype" }
}
