// Sources/Decorum/Decorum.docc/ExpandableSections.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

final class TaskCell: UITableViewCell {}

struct TaskDecorator: CellDecorator {
    static func update(_ cell: TaskCell, with title: String) { cell.textLabel?.text = title }
}

// snippet: expandable-header
/// What a header shows: the section's title and state, and what a tap does.
struct FoldingHeaderData {
    var title: String
    var isCollapsed: Bool
    var toggle: () -> Void
}

final class FoldingHeaderView: UITableViewHeaderFooterView {
    let button = UIButton(type: .system)
    var toggle: () -> Void = {}

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        button.contentHorizontalAlignment = .leading
        button.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func tapped() { toggle() }
}

struct FoldingHeader: SupplementaryDecorator {
    static func update(_ view: FoldingHeaderView, with data: FoldingHeaderData) {
        view.button.setTitle((data.isCollapsed ? "▸ " : "▾ ") + data.title, for: .normal)
        view.toggle = data.toggle
    }
}

final class TasksViewController: UITableViewController {
    private var handler: TableViewHandler<TaskDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<TaskDecorator>(tableView: tableView)
        handler.header = SupplementaryRoute(FoldingHeader.self) { [weak self] section in
            FoldingHeaderData(title: section.kind.rawValue, isCollapsed: section.isCollapsed) {
                try? self?.handler.toggle(section: section.kind)  // rows animate out or in; the header stays
            }
        }
    }
}
// end snippet
#endif
