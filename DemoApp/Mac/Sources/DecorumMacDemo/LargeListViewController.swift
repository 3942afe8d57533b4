import AppKit
import Decorum

/// A row of the large list: a stable number and a value that random diffs change.
struct NumberRow: Identifiable, Hashable, Sendable {
    let id: Int
    var value: Int
}

struct NumberDecorator: CellDecorator {
    static func update(_ cell: LabelCellView, with row: NumberRow) {
        cell.textField?.stringValue = "Row #\(row.id), value \(row.value)"
    }
}

/// Screen 3: 100,000 rows; *Random diff* deletes, inserts, moves and changes a few hundred rows and
/// shows the result with one `apply`; the window's title gives the time it took.
final class LargeListViewController: TableScreen {
    private static let rowCount = 100_000
    private var handler: TableViewHandler<NumberDecorator>?
    private var nextID = LargeListViewController.rowCount

    init() {
        super.init(title: "100,000 rows")
    }

    required init?(coder: NSCoder) {
        fatalError("screens are made in code")
    }

    override func loadView() {
        addButton("Random diff", #selector(randomDiff))
        super.loadView()
        let rows = (0..<Self.rowCount).map { NumberRow(id: $0, value: $0) }
        let handler = try? TableViewHandler<NumberDecorator>(tableView: tableView, data: SectionedData(items: rows))
        handler?.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler
    }

    @objc private func randomDiff() {
        guard let handler, var rows = handler.data.sections.first?.items else { return }
        for _ in 0..<200 where !rows.isEmpty { rows.remove(at: Int.random(in: rows.indices)) }
        for _ in 0..<200 {
            nextID += 1
            rows.insert(NumberRow(id: nextID, value: nextID), at: Int.random(in: 0...rows.count))
        }
        for _ in 0..<100 {
            let row = rows.remove(at: Int.random(in: rows.indices))
            rows.insert(row, at: Int.random(in: 0...rows.count))
        }
        for _ in 0..<100 { rows[Int.random(in: rows.indices)].value += 1 }
        let start = Date()
        try? handler.apply(SectionedData(items: rows))
        view.window?.title = String(
            format: "Decorum on the Mac: apply took %.1f ms", Date().timeIntervalSince(start) * 1000)
    }
}
