import Decorum
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@Suite("SectionedData.section(at:): a lookup that can miss returns nil")
struct SectionLookupTests {
    @Test func aSectionThatExistsIsFoundAndOneThatDoesNotIsNil() {
        let data = SectionedData([Section(kind: "a", items: [1, 2]), Section(kind: "b", items: [3])])
        #expect(data.section(at: 1)?.items == [3])
        #expect(data.section(at: 2) == nil)
        #expect(data.section(at: -1) == nil)
        #expect(SectionedData<Int>().section(at: 0) == nil)
    }
}
