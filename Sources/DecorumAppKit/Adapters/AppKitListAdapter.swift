#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// What the table and collection adapters share: the watch view where batches held during the view's
// pass over its rows are shown, and on a Mac the forwarding of delegate messages to the app's delegate.
@MainActor
class AppKitListAdapter: NSObject {
    let layoutWatch = LayoutWatch(frame: .zero)

    // Binding to `view`, whose data source and delegate were `dataSource` and `delegate`: a previous
    // handler's adapter retires (it must not drive the view) and hands over the app's delegate, which is
    // returned; the watch goes into the view, calling `commit` at its layout.
    func takeOver(
        dataSource: AnyObject?, delegate: AnyObject?, in view: NSView, commit: @escaping @MainActor () -> Void
    ) -> NSObjectProtocol? {
        (dataSource as? AppKitListAdapter)?.retire()
        layoutWatch.didLayOut = commit
        view.addSubview(layoutWatch)
        guard let adapter = delegate as? AppKitListAdapter else { return delegate as? NSObjectProtocol }
        return adapter.appDelegateObject
    }

    // Another handler took the view: this one keeps its data and shows it nowhere (subclasses drop
    // their view too).
    func retire() {
        layoutWatch.removeFromSuperview()
    }

    // The app's delegate, which a subclass keeps typed.
    var appDelegateObject: NSObjectProtocol? { nil }

    // The app's delegate changed: on a Mac the runtime forwards to it, and the view is made to ask its
    // delegate again what it answers (`reassignDelegate`).
    func appDelegateDidChange() {
        #if canImport(ObjectiveC)
        forwarding.target = appDelegateObject
        #endif
        reassignDelegate()
    }

    // Sets the adapter as its view's delegate again, when it is the delegate.
    func reassignDelegate() {}

    // The engine holds what an edit made inside the view's pass submitted: show it at the next layout.
    func waitForCommittedUpdates() {
        layoutWatch.isWaiting = true
        layoutWatch.needsLayout = true
    }

    #if canImport(ObjectiveC)
    // Delegate forwarding to the app's delegate (AppKitDelegateForwarding.swift).
    nonisolated let forwarding = AppKitDelegateForwarding()

    override func responds(to selector: Selector!) -> Bool {
        forwarding.responds(to: selector, implements: super.responds(to: selector))
    }

    override func forwardingTarget(for selector: Selector!) -> Any? {
        super.responds(to: selector) ? nil : forwarding.target
    }
    #endif
}
#endif
