// Sources/Decorum.docc/BatchUpdates.md, "Why stages": a SwiftPM snippet, compiled by `swift build` and
// run by SnippetTests. Drives a HeadlessListView through the stages of the README's contacts example.
import Decorum
import DecorumTesting
import Foundation

final class Contacts: HeadlessListDataSource {
    var data: SectionedData<String> = []

    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }

    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }

    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: data[indexPath], content: data[indexPath])
    }

    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        data[section].kind.rawValue
    }
}

let old: SectionedData<String> = [
    Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay", "Andy Hertzfeld"]),
    Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
    Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
]
// Google moves to the top, Paul Allen leaves, Tim Cook joins Apple, Alan Kay moves to Microsoft.
let new: SectionedData<String> = [
    Section(kind: "Google", items: ["Larry Page", "Sergey Brin"]),
    Section(kind: "Apple", items: ["Steve Jobs", "Andy Hertzfeld", "Tim Cook"]),
    Section(kind: "Microsoft", items: ["Bill Gates", "Alan Kay"]),
]
let dataSource = Contacts()
dataSource.data = old
let view = HeadlessListView(style: .table)
view.dataSource = dataSource
view.reloadData()

// snippet: batch-updates-stages
let stages = try StagedChangeset(from: old, to: new)
for stage in stages {
    try view.performBatchUpdates(stage.changeset) { dataSource.data = stage.data }
}
// end snippet

try view.verifyMatchesDataSource()
precondition(dataSource.data == new, "the stages end on the new data")
precondition(view.batches.count == stages.count && stages.count == 2, "\(stages)")
print(stages)
