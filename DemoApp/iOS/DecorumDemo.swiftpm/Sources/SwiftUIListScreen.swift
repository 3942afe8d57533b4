import Decorum
import SwiftUI
import UIKit

/// Screen 6: a SwiftUI screen whose list is a `DecoratedCollectionView`: 100,000 rows kept in `@State`,
/// changed by buttons; each change is diffed off the main actor and animated by the handler inside.
/// The list is bound two ways: a row swiped away leaves `rows` too.
struct SwiftUIListScreen: View {
    private static let rowCount = 100_000

    @State private var rows = SectionedData(items: (0..<rowCount).map { NumberRow(id: $0, value: $0) })
    @State private var nextID = rowCount
    @State private var status = "100,000 rows, in a SwiftUI view"
    @State private var selected: Int?
    /// The handler, for the swipe actions the layout makes (the layout comes before the handler).
    @State private var handlerBox = HandlerBox()

    var body: some View {
        VStack(spacing: 0) {
            Text(selected.map { "\(status) · selected #\($0)" } ?? status)
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .padding(8)
            DecoratedCollectionView<NumberDecorator>($rows, layout: Self.layout(handlerBox)) { handler in
                handlerBox.handler = handler
                handler.onUserEdit = { [weak handler] edit in
                    status = "Deleted #\(edit.id): \(handler?.data.itemCount ?? 0) rows left"
                }
                handler.onSelect = { row, _ in selected = row.id }
                handler.onDiagnostic = { print("Decorum:", $0) }
            }
            .diffingOffMainActor()
            .onEditError { error in status = "Refused: \(error)" }
        }
        .navigationTitle("SwiftUI list")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
                Button("Random diff") { randomDiff() }
                Spacer()
                Button("Duplicate a row", role: .destructive) { duplicateARow() }
            }
        }
    }

    /// A plain list (iOS 14) whose rows swipe to delete through the handler, as the user's edit.
    static func layout(_ box: HandlerBox) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                box.handler?.deleteByUser(at: indexPath, completion: done)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Holds the handler weakly for the layout's swipe actions.
    @MainActor
    final class HandlerBox {
        weak var handler: ListHandler<NumberDecorator>?
    }

    /// Deletes, inserts, moves and changes a few hundred random rows (dropping a duplicate the other
    /// button may have left in `rows`).
    private func randomDiff() {
        var seen = Set<Int>()
        var items = rows.allItems.filter { seen.insert($0.id).inserted }
        for _ in 0..<200 where !items.isEmpty { items.remove(at: Int.random(in: items.indices)) }
        for _ in 0..<200 {
            items.insert(NumberRow(id: nextID, value: 0), at: Int.random(in: 0...items.count))
            nextID += 1
        }
        for _ in 0..<50 where items.count > 1 {
            let row = items.remove(at: Int.random(in: items.indices))
            items.insert(row, at: Int.random(in: 0...items.count))
        }
        for _ in 0..<200 where !items.isEmpty { items[Int.random(in: items.indices)].value += 1 }
        rows = SectionedData(items: items)
        status = "\(items.count) rows after a random diff"
    }

    /// Hands the view bad data: the handler refuses it, the list stays as it was, and the error is shown.
    private func duplicateARow() {
        var items = rows.allItems
        guard let first = items.first else { return }
        items.append(first)
        rows = SectionedData(items: items)
    }
}
