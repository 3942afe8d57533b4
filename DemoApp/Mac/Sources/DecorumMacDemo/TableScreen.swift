import AppKit

/// A cell view with one label, made in code (AppKit makes it from its class when no view is set aside).
final class LabelCellView: NSTableCellView {
    override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        let label = NSTextField(labelWithString: "")
        label.frame = bounds
        label.autoresizingMask = [.width, .height]
        addSubview(label)
        textField = label
    }

    required init?(coder: NSCoder) {
        fatalError("LabelCellView is made in code")
    }
}

/// A screen: a row of buttons above a table in a scroll view, one column.
@MainActor
class TableScreen: NSViewController {
    let tableView = NSTableView()
    private var buttons: [NSButton] = []

    /// A screen titled `title` (its tab's label).
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("screens are made in code")
    }

    func addButton(_ title: String, _ action: Selector) {
        buttons.append(NSButton(title: title, target: self, action: action))
    }

    override func loadView() {
        tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("main")))
        tableView.headerView = nil
        tableView.usesAlternatingRowBackgroundColors = true
        let scroll = NSScrollView()
        scroll.documentView = tableView
        scroll.hasVerticalScroller = true
        let bar = NSStackView(views: buttons)
        bar.orientation = .horizontal
        let stack = NSStackView(views: [bar, scroll])
        stack.orientation = .vertical
        stack.alignment = .leading
        stack.edgeInsets = NSEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        scroll.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -16).isActive = true
        view = stack
        view.frame = NSRect(x: 0, y: 0, width: 560, height: 600)
    }
}
