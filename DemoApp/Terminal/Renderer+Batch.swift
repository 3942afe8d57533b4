import Decorum
import DecorumTesting
import Foundation

extension Renderer {
    /// Renders what a view was told to do, read from its `events`: each batch (numbered when an edit
    /// took several stages) with one line per kind of operation, each in-place reconfigure, each reload.
    mutating func events(_ events: some Collection<HeadlessListView.Event>) {
        let batchCount = events.filter { if case .batch = $0 { true } else { false } }.count
        var batchNumber = 0
        if events.isEmpty { line("     " + styled("no batch", .dim)) }
        for event in events {
            switch event {
            case .reloadData:
                line("     " + styled("reloadData", .bold))
            case .batch(let changeset):
                batchNumber += 1
                let label = batchCount > 1 ? "batch \(batchNumber)/\(batchCount)" : "batch"
                let operations = Self.operations(of: changeset)
                if operations.isEmpty { line("     " + styled(label, .bold)) }
                for (index, operation) in operations.enumerated() {
                    let prefix = "     " + (index == 0 ? label : "").padding(12) + operation.verb + " "
                    wrapped(prefix, operation.targets, style: .value)
                }
            case .reconfigure(let paths):
                wrapped("     " + "reconfigure".padding(12), paths.map(show), style: .value)
            case .reconfigureSupplementaryViews(let sections):
                wrapped("     " + "headers".padding(12), sections.map(String.init), style: .value)
            }
        }
    }

    /// The operations of a batch in the order UIKit applies them, as verb and targets.
    static func operations(of changes: Changeset) -> [(verb: String, targets: [String])] {
        let all: [(String, [String])] = [
            ("delete sections", changes.sectionDeletes.map(String.init)),
            ("insert sections", changes.sectionInserts.map(String.init)),
            ("move sections", changes.sectionMoves.map { "\($0.from)→\($0.to)" }),
            ("reload sections", changes.sectionReloads.map(String.init)),
            ("delete items", changes.itemDeletes.map(show)),
            ("insert items", changes.itemInserts.map(show)),
            ("move items", changes.itemMoves.map { show($0.from) + "→" + show($0.to) }),
            ("reload items", changes.itemReloads.map(show)),
        ]
        return all.filter { !$0.1.isEmpty }.map { (verb: $0.0, targets: $0.1) }
    }
}
