import Decorum
import DecorumTesting
import Foundation

/// A minimal headless data source over `SectionedData`, identifying items by `identity` and showing
/// their `description` as content. Used to drive `HeadlessListView` in tests.
final class ListDataSource<Item>: HeadlessListDataSource {
    var data: SectionedData<Item>
    let identity: (Item) -> AnyHashable

    init(_ data: SectionedData<Item>, identity: @escaping (Item) -> AnyHashable) {
        self.data = data
        self.identity = identity
    }

    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }

    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }

    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        let item = data[indexPath]
        return HeadlessCell(id: identity(item), content: item)
    }

    func headlessView(_ view: HeadlessListView, identityForItemAt indexPath: IndexPath) -> AnyHashable {
        identity(data[indexPath])
    }

    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? {
        data[section].kind.rawValue
    }
}

extension ListDataSource where Item: Hashable {
    convenience init(_ data: SectionedData<Item>) { self.init(data, identity: { AnyHashable($0) }) }
}

extension ListDataSource where Item: Identifiable {
    convenience init(_ data: SectionedData<Item>) { self.init(data, identity: { AnyHashable($0.id) }) }
}

extension ListDataSource where Item: Identifiable & Hashable {
    convenience init(_ data: SectionedData<Item>) { self.init(data, identity: { AnyHashable($0.id) }) }
}
