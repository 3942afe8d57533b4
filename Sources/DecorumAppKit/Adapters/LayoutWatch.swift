#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// A view an adapter adds to its table or collection view. AppKit lays it out after the view's own layout,
// where the view is out of its pass over its rows: batches held during the pass are shown there.
final class LayoutWatch: NSView {
    var isWaiting = false
    var didLayOut: (@MainActor () -> Void)?

    override func layout() {
        super.layout()
        guard isWaiting else { return }
        isWaiting = false
        didLayOut?()
    }
}
#endif
