// Sources/Decorum/Decorum.docc/MigratingFromReuseIdentifierClosures.md, the screen before the migration. It
// uses a handler of the kind the article migrates from, sketched below just far enough for the
// article's code to compile (no Decorum). Compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import UIKit

// The older handler: one section, cells named by a closure, registered and wired by hand.
protocol TableViewCellDecorator {
    associatedtype DataType
    associatedtype CellType: UITableViewCell
    @MainActor static func update(tableViewCell cell: CellType, withData data: DataType)
}

final class TableViewHandler<T: TableViewCellDecorator>: NSObject, UITableViewDataSource {
    private(set) var dataSet: [T.DataType]
    private weak var tableView: UITableView?
    let reuseIdentifiers: (IndexPath) -> String

    init(withTableView tableView: UITableView, dataSet: [T.DataType], reuseIdentifiers: @escaping (IndexPath) -> String) {
        self.tableView = tableView
        self.dataSet = dataSet
        self.reuseIdentifiers = reuseIdentifiers
    }

    func addData(data: [T.DataType], animated: Bool = true) {
        let first = dataSet.count
        dataSet += data
        tableView?.insertRows(at: (first..<dataSet.count).map { IndexPath(row: $0, section: 0) }, with: .fade)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { dataSet.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifiers(indexPath), for: indexPath)
        if let typed = cell as? T.CellType { T.update(tableViewCell: typed, withData: dataSet[indexPath.row]) }
        return cell
    }
}

extension TableViewHandler where T.DataType: Equatable {
    func removeData(data: [T.DataType], animated: Bool = true) {
        let rows = data.compactMap { item in dataSet.firstIndex(of: item) }
        dataSet.removeAll { data.contains($0) }
        tableView?.deleteRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .fade)
    }
}

struct Person: Equatable {
    var name: String
}

final class ThreeLabelCell: UITableViewCell {
    let title = UILabel()
}

// snippet: seed-before
struct HorizontalDecorator: TableViewCellDecorator {
    static func update(tableViewCell cell: ThreeLabelCell, withData person: Person) {
        cell.title.text = person.name
    }
}

final class PeopleViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    private var people: [Person] = []
    private lazy var handler = TableViewHandler<HorizontalDecorator>(
        withTableView: tableView, dataSet: people, reuseIdentifiers: { _ in "PersonCell" })

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ThreeLabelCell.self, forCellReuseIdentifier: "PersonCell")
        tableView.dataSource = handler
    }

    func add(_ newcomers: [Person]) {
        handler.addData(data: newcomers, animated: true)
    }

    func remove(_ person: Person) {
        handler.removeData(data: [person], animated: true)
    }
}
// end snippet
#endif
