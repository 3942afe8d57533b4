import UIKit

/// One cell type for two looks: the decorators lay its three labels out side by side or stacked.
final class ThreeLabelCell: UITableViewCell {
    let title = UILabel()
    let subtitle = UILabel()
    let detail = UILabel()
    private let stack = UIStackView()

    /// Side by side (`.horizontal`) or stacked (`.vertical`).
    var axis: NSLayoutConstraint.Axis {
        get { stack.axis }
        set {
            stack.axis = newValue
            stack.alignment = newValue == .horizontal ? .firstBaseline : .leading
            stack.spacing = newValue == .horizontal ? 12 : 2
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        detail.font = .preferredFont(forTextStyle: .footnote)
        subtitle.textColor = .secondaryLabel
        detail.textColor = .tertiaryLabel
        for label in [title, subtitle, detail] {
            label.adjustsFontForContentSizeCategory = true
            stack.addArrangedSubview(label)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        axis = .horizontal
    }

    required init?(coder: NSCoder) { nil }
}
