import Foundation
import Testing

@_spi(Binding) @testable import Decorum

/// A binding with no size until the test gives it one, recording the scrolls it is asked for.
@MainActor
private final class SizedLaterView: BatchUpdatableView {
    weak var handler: ListHandler<HorizontalDecorator>?
    var canScroll = false
    private(set) var scrolls: [IndexPath] = []

    var shownItemCounts: [Int] { handler?.displayedData.sections.map(\.items.count) ?? [] }
    var canAnimate: Bool { true }

    func performBatch(
        _ changeset: Changeset, updates: @escaping @MainActor @Sendable () -> Void,
        completion: @escaping @MainActor @Sendable (Bool) -> Void
    ) throws {
        updates()
        completion(true)
    }

    func reloadData() {}
    func reconfigure(_ paths: [IndexPath]) throws {}

    func scrollToItem(at indexPath: IndexPath, position: ScrollPosition, animated: Bool) {
        scrolls.append(indexPath)
    }
}

@Suite("Scrolling before the view has a size")
@MainActor
struct ScrollBeforeLayoutTests {
    @Test("a scroll waits until the view can scroll and has laid out, then runs once")
    func waitsForLayout() throws {
        let handler = ListHandler<HorizontalDecorator>(
            checked: try .init(SectionedData(items: (1...50).map { person("\($0)") })))
        let view = SizedLaterView()
        view.handler = handler
        handler.bind(view)
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
        let handler = ListHandler<HorizontalDecorator>(
            checked: try .init(SectionedData(items: (1...5).map { person("\($0)") })))
        let view = SizedLaterView()
        view.handler = handler
        handler.bind(view)
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
