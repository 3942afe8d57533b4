// Sources/Decorum/Decorum.docc/SectionModels.md. UIKit: compiled for iOS by .ci/snippets-ios.
#if canImport(UIKit)
import Decorum
import UIKit

struct Employee: Identifiable, Hashable, Sendable {
    let id: String
    var name: String
}

final class EmployeeCell: UITableViewCell {}

struct EmployeeDecorator: CellDecorator {
    static func update(_ cell: EmployeeCell, with employee: Employee) {
        cell.textLabel?.text = employee.name
    }
}

struct Company: Hashable, Sendable {
    var name: String
    var logo: String
    var members: Int
}

// snippet: section-models-header
final class CompanyHeaderView: UITableViewHeaderFooterView {
    let logo = UIImageView()
    let name = UILabel()
    let members = UILabel()
}

struct CompanyHeader: SupplementaryDecorator {
    static func update(_ view: CompanyHeaderView, with company: Company) {
        view.logo.image = UIImage(named: company.logo)
        view.name.text = company.name
        view.members.text = "\(company.members) members"
    }
}
// end snippet

final class CompaniesViewController: UITableViewController {
    private var handler: TableViewHandler<EmployeeDecorator>!

    override func viewDidLoad() {
        super.viewDidLoad()
        handler = TableViewHandler<EmployeeDecorator>(tableView: tableView)
        // snippet: section-models-route
        handler.header = SupplementaryRoute(modelOf: CompanyHeader.self)  // CompanyHeader.Data is Company
        handler.footerTitle = { section in section.model(as: Company.self).map { "\($0.members) members" } }
        // end snippet
    }

    func show(_ companies: [(Company, [Employee])]) throws(ListEditError) {
        // snippet: section-models-show
        let data = SectionedData(
            companies.map { company, employees in
                Section(kind: Kind(company.name), model: company, items: employees)
            })
        try handler.apply(data)  // a company whose model changed: its header and footer refresh in place
        // end snippet
    }

    func someoneJoined(_ company: Company) throws(ListEditError) {
        // snippet: section-models-set
        var grown = company
        grown.members += 1
        try handler.setModel(grown, forSection: Kind(company.name))
        // end snippet
    }
}
#endif
