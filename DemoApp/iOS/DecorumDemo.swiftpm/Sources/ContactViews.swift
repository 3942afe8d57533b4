import Decorum
import UIKit

/// A contact row: name and e-mail address.
final class ContactCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) { nil }
}

struct ContactDecorator: CellDecorator {
    static func update(_ cell: ContactCell, with contact: Contact) {
        cell.textLabel?.text = contact.name
        cell.detailTextLabel?.text = contact.email
    }
}

/// A section header: the company's initial in a badge, and its name.
final class CompanyHeaderView: UITableViewHeaderFooterView {
    let badge = UILabel()
    let name = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        badge.font = .preferredFont(forTextStyle: .headline)
        badge.textAlignment = .center
        badge.textColor = .white
        badge.backgroundColor = .systemIndigo
        badge.layer.cornerRadius = 14
        badge.layer.masksToBounds = true
        name.font = .preferredFont(forTextStyle: .title3)
        let stack = UIStackView(arrangedSubviews: [badge, name])
        stack.spacing = 10
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 28),
            badge.heightAnchor.constraint(equalToConstant: 28),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Shows a section's kind (the company) in a ``CompanyHeaderView``.
struct CompanyHeader: SupplementaryDecorator {
    static func update(_ view: CompanyHeaderView, with company: Kind) {
        view.badge.text = String(company.rawValue.prefix(1))
        view.name.text = company.rawValue
    }
}
