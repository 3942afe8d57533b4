#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

// Edits made inside the table's pass over its rows (from the display events, TableViewAdapter.swift)
// change the data at once and are shown once the pass is over, at the layout of the adapter's watch view.
extension TableViewAdapter {
    // The engine holds what an edit made inside the pass submitted: show it at the next layout pass.
    func waitForCommittedUpdates() {
        layoutWatch.isWaiting = true
        layoutWatch.needsLayout = true
    }
}

#endif
