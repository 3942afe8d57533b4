@_spi(Binding) @testable import DecorumCore

extension StagedChangeset {
    /// The diff without skipping unchanged sections: every section is matched, every old identity
    /// hashed. The tests compare the skipping diff against it.
    init<ID: Hashable>(
        diffingEverySection old: SectionedData<Item>, _ new: SectionedData<Item>, identity: ItemIdentity<Item, ID>
    ) throws {
        self.init(staging: try DiffMatching(old: old.sections, new: new.sections, identity: identity), old, new)
    }
}
