@_spi(Binding) import Decorum
import Foundation
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@Suite("Scrolling before the view has a size")
@MainActor
struct ScrollBeforeLayoutTests {
    @Test("a scroll waits until the view can scroll and has laid out, then runs once")
    func waitsForLayout() throws {
        let (handler, view) = try TestBinding.bound((1...50).map { person("\($0)") })
        view.canScroll = false
        try handler.scrollTo(id: "50", position: .bottom, animated: false)  // viewDidLoad: no size yet
        handler.viewDidLayOut()  // a layout that still gave no size
        #expect(view.scrolls.isEmpty)
        #expect(handler.hasPendingUpdates == false)
        view.canScroll = true
        handler.viewDidLayOut()  // the first layout at its size
        #expect(view.scrolls == [IndexPath(item: 49, section: 0)])
        handler.viewDidLayOut()  // later layouts: nothing waits any more
        #expect(view.scrolls.count == 1)
    }

    @Test("a later request replaces the waiting one; one whose item is removed meanwhile is dropped")
    func replacedAndDropped() throws {
        let (handler, view) = try TestBinding.bound((1...5).map { person("\($0)") })
        view.canScroll = false
        try handler.scrollTo(id: "2")
        try handler.scrollTo(id: "4")
        view.canScroll = true
        handler.viewDidLayOut()
        #expect(view.scrolls == [IndexPath(item: 3, section: 0)])
        view.canScroll = false
        try handler.scrollTo(id: "5")
        handler.removeData([person("5")])
        view.canScroll = true
        handler.viewDidLayOut()
        #expect(view.scrolls.count == 1)
    }
}
