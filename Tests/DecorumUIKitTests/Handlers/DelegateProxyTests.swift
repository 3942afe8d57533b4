import Decorum
import Testing
import UIKit

@testable import DecorumUIKit

// Issue #38, N1: a delegate proxy (RxCocoa's `DelegateProxy`, a delegate splitter) set as the view's
// delegate after the handler took the view, forwarding to the delegate it found there: the handler's
// adapter. Each asked and forwarded to the other once the adapter took the proxy for the app's delegate.

/// A delegate proxy as RxCocoa writes one: `responds(to:)` adds the answers of the object it forwards
/// to, `forwardingTarget(for:)` sends that object what the proxy does not implement, and the messages
/// it observes it implements itself, then passes on.
@MainActor
final class ForwardingProxy: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    nonisolated(unsafe) weak var forwardTo: NSObjectProtocol?  // read by the nonisolated overrides
    var heard: [String] = []

    /// Installs a proxy in front of `view`'s current delegate, as `DelegateProxyType.proxy(for:)` does.
    static func install(on view: UIScrollView) -> ForwardingProxy {
        let proxy = ForwardingProxy()
        if let tableView = view as? UITableView {
            proxy.forwardTo = tableView.delegate
            tableView.delegate = proxy
        } else if let collectionView = view as? UICollectionView {
            proxy.forwardTo = collectionView.delegate
            collectionView.delegate = proxy
        }
        return proxy
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        heard.append("proxy \(indexPath.row)")
        OptionalMessage.didSelectRow(forwardTo as? any UITableViewDelegate, tableView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        heard.append("proxy \(indexPath.item)")
        OptionalMessage.didSelectItem(forwardTo as? any UICollectionViewDelegate, collectionView, indexPath)
    }

    #if canImport(ObjectiveC)
    override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardTo?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        forwardTo?.responds(to: aSelector) == true ? forwardTo : nil
    }
    #endif
}

#if !canImport(ObjectiveC)
extension ForwardingProxy: StandInForwarding, StandInOptionalMessages {
    var standInImplementedMessages: Set<String> { [StandInMessage.didSelectRow, StandInMessage.didSelectItem] }

    func standInResponds(to message: String) -> Bool {
        UIKitStandIn.implements(self, message) || UIKitStandIn.responds(forwardTo, to: message)
    }

    func standInForwardingTarget(for message: String) -> AnyObject? {
        UIKitStandIn.responds(forwardTo, to: message) ? forwardTo : nil
    }
}
#endif

/// The app's own delegate, given to the handler.
@MainActor
private final class SelectionRecorder: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    var heard: [String] = []
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        heard.append("app \(indexPath.row)")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        heard.append("app \(indexPath.item)")
    }
}

@Suite("Delegate proxies in front of the handler (N1)")
@MainActor
struct DelegateProxyTests {
    @Test("a table's delegate proxy set after the handler stays in front: its messages and the handler's all arrive")
    func tableProxyAfterHandler() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...30)))
        let app = SelectionRecorder()
        handler.delegate = app
        let proxy = ForwardingProxy.install(on: tableView)
        var heard: [String] = []
        var shown: [Int] = []
        var loads = 0
        handler.onSelect = { item, _ in heard.append("handler \(item.id)") }
        handler.onWillDisplay = { shown.append($0.id) }
        handler.onLoadMore = { loads += 1 }
        Driver.settle()  // the first layout: the adapter notices the new delegate
        #expect(tableView.delegate === proxy)
        #expect(handler.delegate === app)
        #expect(shown == Array(1...10))
        Driver.tap(tableView, at: IndexPath(row: 1, section: 0))
        #expect(proxy.heard == ["proxy 1"])
        #expect(heard == ["handler 2"])
        #expect(app.heard == ["app 1"])
        tableView.contentOffset = CGPoint(x: 0, y: 44 * 30 - 440)
        Driver.settle()
        #expect(loads == 1)
        _ = window
    }

    @Test("a collection's delegate proxy set after the handler stays in front: selection and display still work")
    func collectionProxyAfterHandler() throws {
        let (window, collectionView) = makeCollection()
        let handler = try CollectionViewHandler<ContactTileDecorator>(
            collectionView: collectionView, data: SectionedData(items: contacts(1...5)))
        let app = SelectionRecorder()
        handler.delegate = app
        let proxy = ForwardingProxy.install(on: collectionView)
        var heard: [String] = []
        var shown: [Int] = []
        handler.onSelect = { item, _ in heard.append("handler \(item.id)") }
        handler.onWillDisplay = { shown.append($0.id) }
        Driver.settle()
        #expect(collectionView.delegate === proxy)
        #expect(shown == Array(1...5))
        Driver.tap(collectionView, at: IndexPath(item: 3, section: 0))
        #expect(proxy.heard == ["proxy 3"])
        #expect(heard == ["handler 4"])
        #expect(app.heard == ["app 3"])
        _ = window
    }

    @Test("the app's delegate given to the handler after a proxy came: the proxy stays, the new delegate hears")
    func appDelegateAfterProxy() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let proxy = ForwardingProxy.install(on: tableView)
        Driver.settle()
        let app = SelectionRecorder()
        handler.delegate = app
        Driver.settle()
        #expect(tableView.delegate === proxy)
        Driver.tap(tableView, at: IndexPath(row: 2, section: 0))
        #expect(proxy.heard == ["proxy 2"])
        #expect(app.heard == ["app 2"])
        _ = window
    }

    @Test("a plain delegate set on the view after the handler is still taken as the app's (F16 unchanged)")
    func plainDelegateStillReadopted() throws {
        let (window, tableView) = makeTable()
        let handler = try TableViewHandler<ContactRowDecorator>(
            tableView: tableView, data: SectionedData(items: contacts(1...3)))
        let app = SelectionRecorder()
        tableView.delegate = app
        Driver.settle()
        #expect(handler.delegate === app)
        #expect(tableView.delegate !== app)
        Driver.tap(tableView, at: IndexPath(row: 0, section: 0))
        #expect(app.heard == ["app 0"])
        _ = window
    }
}
