@_spi(Binding) import Decorators
import DecorumBatchRules
@_spi(Binding) import DecorumCore
@_spi(Binding) import Handlers

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The scroll state of a ``HeadlessListView``: the geometry defaults, the content offset, the loading
/// footer and the rows it has asked its data source to prefetch. See `HeadlessListView+Viewport.swift`.
struct HeadlessViewport {
    var height: Double = 0
    var rowHeight: Double = 44
    var sectionHeaderHeight: Double = 0
    var sectionFooterHeight: Double = 0
    var loadingFooterHeight: Double = 44
    var prefetchDistance = 10
    var contentOffset: Double = 0
    var showsLoadingFooter = false
    var prefetched: Set<IndexPath> = []
    var displayed: [(cell: HeadlessCell, path: IndexPath)] = []
}

/// Where the rows of a ``HeadlessListView`` are, in content coordinates (points from the top of the
/// content): headers, rows and footers stacked in order, then the loading footer.
struct HeadlessLayout {
    var rows: [(path: IndexPath, top: Double, height: Double)] = []
    var contentHeight: Double = 0

    /// The index in ``rows`` of the first row whose bottom is below `y`, or `rows.count`.
    func firstRow(endingBelow y: Double) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let mid = (low + high) / 2
            if rows[mid].top + rows[mid].height > y { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
