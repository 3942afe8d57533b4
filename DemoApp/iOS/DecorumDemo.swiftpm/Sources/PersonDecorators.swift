import Decorum
import UIKit

// Two looks for the same data in the same cell: swapping the decorator changes nothing else.
// The conformances are isolated to the main actor because the decorators touch UIKit.

struct HorizontalDecorator: CellDecorator {
    static func update(_ cell: ThreeLabelCell, with person: Person) {
        cell.axis = .horizontal
        VIPTheme.show(person, in: cell)
    }
}

struct VerticalDecorator: CellDecorator {
    static func update(_ cell: ThreeLabelCell, with person: Person) {
        cell.axis = .vertical
        VIPTheme.show(person, in: cell)
    }
}

/// The texts both looks share, and the VIP theme: a star, a golden tint and bold name.
@MainActor
enum VIPTheme {
    static let gold = UIColor(red: 0.98, green: 0.86, blue: 0.45, alpha: 0.35)

    static func show(_ person: Person, in cell: ThreeLabelCell) {
        cell.title.text = person.isVIP ? "★ \(person.name)" : person.name
        cell.subtitle.text = person.role
        cell.detail.text = person.city
        cell.backgroundColor = person.isVIP ? gold : .systemBackground
        cell.title.textColor = person.isVIP ? .systemOrange : .label
    }
}
