import Decorum
import UIKit

/// A row of the large list: a stable number (its identity) and a value that random diffs change.
struct NumberRow: Identifiable, Hashable, Sendable {
    let id: Int
    var value: Int
}

struct NumberDecorator: CellDecorator {
    static func update(_ cell: UICollectionViewListCell, with row: NumberRow) {
        var content = cell.defaultContentConfiguration()
        content.text = "Row #\(row.id)"
        content.secondaryText = "value \(row.value)"
        cell.contentConfiguration = content
    }
}

/// Screen 4: 100,000 rows in a collection view; the button applies a random diff (deletes, inserts,
/// moves, changed values), computed off the main thread and animated.
final class LargeListViewController: UIViewController {
    private static let rowCount = 100_000
    private lazy var collectionView = UICollectionView(
        frame: view.bounds,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    private var handler: CollectionViewHandler<NumberDecorator>?
    private var nextID = LargeListViewController.rowCount
    private var generator = SystemRandomNumberGenerator()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "100,000 rows"
        navigationItem.largeTitleDisplayMode = .never
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let rows = (0..<Self.rowCount).map { NumberRow(id: $0, value: $0) }
        let handler = try! CollectionViewHandler<NumberDecorator>(  // ids 0..<n: unique
            collectionView: collectionView, data: SectionedData(items: rows))
        handler.onDiagnostic = { print("Decorum:", $0) }
        self.handler = handler

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Random diff", primaryAction: UIAction { [weak self] _ in self?.applyRandomDiff() })
    }

    /// Deletes, inserts, moves and changes a few hundred random rows, then lets the handler diff and
    /// animate; the title shows how long it took.
    private func applyRandomDiff() {
        guard let handler else { return }
        var rows = handler.data.allItems
        for _ in 0..<200 where !rows.isEmpty {
            rows.remove(at: Int.random(in: rows.indices, using: &generator))
        }
        for _ in 0..<200 {
            rows.insert(NumberRow(id: nextID, value: 0), at: Int.random(in: 0...rows.count, using: &generator))
            nextID += 1
        }
        for _ in 0..<50 where rows.count > 1 {
            let row = rows.remove(at: Int.random(in: rows.indices, using: &generator))
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &generator))
        }
        for _ in 0..<200 where !rows.isEmpty {
            rows[Int.random(in: rows.indices, using: &generator)].value += 1
        }
        let new = SectionedData(items: rows)
        let start = Date()
        Task { [weak self] in
            do {
                try await handler.apply(new)
                self?.title = String(format: "Applied in %.0f ms", Date().timeIntervalSince(start) * 1000)
            } catch {
                print("apply failed:", error)
            }
        }
    }
}
