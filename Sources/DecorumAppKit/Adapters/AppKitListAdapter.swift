#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// What the table and collection adapters share: the watch view where batches held during the view's
// pass over its rows are shown, and on a Mac the forwarding of delegate messages to the app's delegate.
@MainActor
class AppKitListAdapter: NSObject {
    let layoutWatch = LayoutWatch(frame: .zero)

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
