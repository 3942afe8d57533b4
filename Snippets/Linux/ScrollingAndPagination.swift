// Sources/Decorum/Decorum.docc/ScrollingAndPagination.md: a SwiftPM snippet, compiled by `swift build` and run
// by SnippetTests, so what the article's comments promise is checked below.
import Decorum
import DecorumTesting
import Foundation

struct Message: Identifiable, Hashable, Sendable {
    let id: Int
    var text: String
}

enum MessageDecorator: CellDecorator {
    static func update(_ cell: MessageCell, with message: Message) { cell.text = message.text }
}

final class MessageCell {
    var text = ""
}

func messages(_ ids: ClosedRange<Int>) -> [Message] { ids.map { Message(id: $0, text: "message \($0)") } }

@MainActor
func prepend() throws {
    // snippet: scrolling-prepend
    let view = HeadlessListView()
    view.viewportHeight = 440  // ten 44-point rows
    let chat = try HeadlessHandler<MessageDecorator>(view: view, data: SectionedData(items: messages(100...199)))
    chat.scrollAnchor = .firstVisibleItem
    view.scroll(toOffset: 44 * 20)  // message 120 at the top

    try chat.insertData(messages(50...99), at: IndexPath(item: 0, section: 0))  // older history
    print(view.indexPathsForVisibleItems.first!)  // [0, 70]: message 120, still at the top
    print(view.contentOffset)  // 3080.0: grown by the 50 rows inserted above
    // end snippet
    precondition(view.cell(at: view.indexPathsForVisibleItems[0])?.id == AnyHashable(120))
    precondition(view.contentOffset == 3080)

    // snippet: scrolling-scroll-to
    try chat.addData(messages(200...200))
    try chat.scrollTo(id: 200, position: .bottom)  // waits, while batches are queued, until 200 shows
    do {
        try chat.scrollTo(id: 999)
    } catch {
        print(error)  // no item with the identity 999
    }
    // end snippet
    precondition(view.indexPathsForVisibleItems.last == IndexPath(item: 150, section: 0))
}

@MainActor
func paginate() throws {
    // snippet: scrolling-load-more
    let view = HeadlessListView()
    view.viewportHeight = 440
    let feed = try HeadlessHandler<MessageDecorator>(view: view, data: SectionedData(items: messages(1...30)))
    var pages = 0
    feed.loadMoreThreshold = 5
    feed.onLoadMore = { pages += 1 }  // an app starts loading the next page here

    view.scroll(toOffset: view.maximumContentOffset)
    print(pages, feed.isLoadingMore, view.isShowingLoadingFooter)  // 1 true true
    view.scroll(toOffset: view.maximumContentOffset - 44)
    print(pages)  // 1: it waits for the page

    try feed.addData(messages(31...60))  // the page arrived
    print(feed.isLoadingMore, view.isShowingLoadingFooter)  // false false
    // end snippet
    precondition(pages == 1 && !feed.isLoadingMore && !view.isShowingLoadingFooter)

    // snippet: scrolling-prefetch
    var prefetched: [Int] = []
    feed.onPrefetch = { messages in prefetched += messages.map(\.id) }
    feed.onCancelPrefetch = { messages in prefetched.removeAll { id in messages.contains { $0.id == id } } }
    view.scroll(toOffset: 0)
    view.scroll(toOffset: 44)
    print(prefetched)  // [12, 13, 14, 15, 16, 17, 18, 19, 20, 21]: the rows just below the viewport
    // end snippet
    precondition(prefetched == Array(12...21), "\(prefetched)")
}

@MainActor
func gestures() throws {
    // snippet: scrolling-gestures
    let view = HeadlessListView()
    let list = try HeadlessHandler<MessageDecorator>(view: view, data: SectionedData(items: messages(1...3)))
    list.canMove = { _, _ in true }
    list.canEdit = { message, _ in message.id != 1 }

    try view.simulateMove(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    print(list.data.allItems.map(\.id))  // [2, 3, 1]: the view moved its row, then the handler its item
    try view.simulateSwipeToDelete(at: IndexPath(item: 0, section: 0))
    print(list.data.allItems.map(\.id))  // [3, 1]
    try view.verifyMatchesDataSource()
    // end snippet
    precondition(list.data.allItems.map(\.id) == [3, 1])
}

MainActor.assumeIsolated {
    do {
        try prepend()
        try paginate()
        try gestures()
    } catch {
        preconditionFailure("\(error)")
    }
}
