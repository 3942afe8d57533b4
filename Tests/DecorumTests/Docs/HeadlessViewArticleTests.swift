// Sources/DecorumTesting/DecorumTesting.docc/TestingWithTheHeadlessView.md: the article's test, compiled and run with the
// suite. SnippetTests checks that the article shows this very code.
// snippet: headless-view-test
import Decorum
import DecorumTesting
import Foundation
import Testing

// end snippet

/// The data source the article's test assumes: two companies of two contacts each.
final class MyContactsDataSource: HeadlessListDataSource {
    var data: SectionedData<String> = [
        Section(kind: "Apple", items: ["Steve Jobs", "Alan Kay"]),
        Section(kind: "Microsoft", items: ["Bill Gates", "Paul Allen"]),
    ]

    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }

    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }

    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        HeadlessCell(id: data[indexPath], content: data[indexPath])
    }
}

// snippet: headless-view-test
@Test func addingAContactAnimatesOneInsert() throws {
    let view = HeadlessListView(style: .table)
    let source = MyContactsDataSource()  // conforms to HeadlessListDataSource
    view.dataSource = source
    view.reloadData()

    try view.performBatchUpdates(Changeset(itemInserts: [IndexPath(item: 2, section: 1)])) {
        source.data[1].append("Steve Ballmer")
    }

    #expect(view.batches.count == 1)
    try view.verifyMatchesDataSource()
}
// end snippet

// snippet: headless-layout-wide
struct Photo: Identifiable, Hashable {
    let id: Int
}

final class PhotoCell {
    var photoID = 0
}

enum PhotoDecorator: CellDecorator {
    static func update(_ cell: PhotoCell, with photo: Photo) { cell.photoID = photo.id }
}

enum PhotoCountText: SupplementaryDecorator {
    static func update(_ view: HeadlessSupplementaryView, with count: Int) {
        view.text = count == 1 ? "1 photo" : "\(count) photos"
    }
}

@Test @MainActor func theSummaryHeaderCountsEveryPhoto() throws {
    let handler = try HeadlessHandler<PhotoDecorator>(
        view: HeadlessListView(style: .collection),
        data: [
            Section(kind: "Carousel", items: [Photo(id: 1), Photo(id: 2)]),
            Section(kind: "Grid", items: [Photo(id: 3)]),
        ])
    handler.layoutWideViews["summary"] = SupplementaryRoute(layoutWide: PhotoCountText.self) { data, _ in
        data.itemCount
    }
    handler.view.layoutWideKinds = ["summary"]  // the layout's one global header
    #expect(handler.view.layoutWideView(ofKind: "summary") == "3 photos")

    #expect(handler.removeSection("Carousel"))
    #expect(handler.view.layoutWideView(ofKind: "summary") == "1 photo")
    try handler.view.verifyMatchesDataSource()
}
// end snippet
