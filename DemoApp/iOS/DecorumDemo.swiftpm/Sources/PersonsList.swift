import Decorum
import UIKit

/// The people list under one of its two looks. Each look is a handler typed by its decorator; this
/// enum lets the screen edit whichever is showing without casts.
@MainActor
enum PersonsList {
    case horizontal(TableViewHandler<HorizontalDecorator>)
    case vertical(TableViewHandler<VerticalDecorator>)

    /// A handler with the given look on `tableView`, showing `data` (the data of the other look's
    /// handler, so already unique).
    init(vertical: Bool, tableView: UITableView, data: SectionedData<Person>) throws(ListEditError) {
        self =
            vertical
            ? .vertical(try TableViewHandler(tableView: tableView, data: data))
            : .horizontal(try TableViewHandler(tableView: tableView, data: data))
    }

    var data: SectionedData<Person> {
        switch self {
        case .horizontal(let handler): handler.data
        case .vertical(let handler): handler.data
        }
    }

    func addData(_ people: [Person]) throws {
        switch self {
        case .horizontal(let handler): try handler.addData(people)
        case .vertical(let handler): try handler.addData(people)
        }
    }

    func removeData(_ people: [Person]) {
        switch self {
        case .horizontal(let handler): _ = handler.removeData(people)
        case .vertical(let handler): _ = handler.removeData(people)
        }
    }

    func upsert(_ people: [Person]) throws {
        switch self {
        case .horizontal(let handler): try handler.upsert(people)
        case .vertical(let handler): try handler.upsert(people)
        }
    }

    func onDiagnostic(_ report: @escaping (Diagnostic) -> Void) {
        switch self {
        case .horizontal(let handler): handler.onDiagnostic = report
        case .vertical(let handler): handler.onDiagnostic = report
        }
    }
}
