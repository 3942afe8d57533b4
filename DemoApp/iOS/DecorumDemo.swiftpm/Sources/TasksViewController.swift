import Decorum
import UIKit

/// One task of the behaviours screen.
struct DemoTask: Identifiable, Hashable, Sendable {
    let id: Int
    var title: String
}

struct DemoTaskDecorator: CellDecorator {
    static func update(_ cell: UITableViewCell, with task: DemoTask) {
        cell.textLabel?.text = task.title
    }
}

/// What a folding header shows, and what a tap on it does.
struct FoldingHeaderContent {
    var title: String
    var count: Int
    var isCollapsed: Bool
    var toggle: () -> Void
}

final class FoldingHeaderView: UITableViewHeaderFooterView {
    private let button = UIButton(type: .system)
    private var toggle: () -> Void = {}

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        button.contentHorizontalAlignment = .leading
        button.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ content: FoldingHeaderContent) {
        let chevron = content.isCollapsed ? "▸" : "▾"
        button.setTitle("\(chevron) \(content.title) (\(content.count))", for: .normal)
        toggle = content.toggle
    }

    @objc private func tapped() { toggle() }
}

struct FoldingHeader: SupplementaryDecorator {
    static func update(_ view: FoldingHeaderView, with content: FoldingHeaderContent) { view.show(content) }
}

/// The list behaviours of issue #12 in one screen: sections that fold (tap a header; the state survives
/// a shuffle), multiple selection that follows the items through every shuffle, and an empty state shown
/// when every task is cleared.
final class TasksViewController: UITableViewController {
    private var handler: TableViewHandler<DemoTaskDecorator>!
    private var all: SectionedData<DemoTask> = [
        Section(kind: "Today", items: (1...6).map { DemoTask(id: $0, title: "Today's task \($0)") }),
        Section(kind: "This week", items: (7...14).map { DemoTask(id: $0, title: "Task \($0) of the week") }),
        Section(kind: "Someday", items: (15...24).map { DemoTask(id: $0, title: "Someday task \($0)") }),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
        tableView.allowsMultipleSelection = true
        tableView.sectionHeaderHeight = 44
        handler = TableViewHandler<DemoTaskDecorator>(tableView: tableView)
        handler.header = SupplementaryRoute(FoldingHeader.self) { [weak self] section in
            FoldingHeaderContent(title: section.kind.rawValue, count: section.count, isCollapsed: section.isCollapsed) {
                try? self?.handler.toggle(section: section.kind)
            }
        }
        let empty = UILabel()
        empty.text = "Nothing to do"
        empty.textAlignment = .center
        empty.textColor = .secondaryLabel
        handler.emptyState = empty
        handler.onSelectionChange = { [weak self] ids in self?.showSelectionCount(ids.count) }
        try? handler.apply(all, animated: false)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Shuffle", style: .plain, target: self, action: #selector(shuffle)),
            UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearOrRestore)),
        ]
    }

    /// Shuffles every section and their order: selected tasks stay selected wherever they land, and
    /// folded sections stay folded.
    @objc private func shuffle() {
        var shuffled = SectionedData(handler.data.sections.shuffled())
        for index in shuffled.indices { shuffled[index].items.shuffle() }
        try? handler.apply(shuffled)
    }

    /// Removes every task (the empty state appears with the last row gone), or brings them back.
    @objc private func clearOrRestore() {
        if handler.data.itemCount == 0 {
            try? handler.apply(all)
            navigationItem.rightBarButtonItems?.last?.title = "Clear"
        } else {
            all = handler.data
            try? handler.apply(SectionedData(all.sections.map { Section(kind: $0.kind) }))
            navigationItem.rightBarButtonItems?.last?.title = "Restore"
        }
    }

    private func showSelectionCount(_ count: Int) {
        title = count == 0 ? "Tasks" : "Tasks (\(count) selected)"
    }
}
