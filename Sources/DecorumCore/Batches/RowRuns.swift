// A set of flat row indexes kept as ascending, disjoint, non-adjacent ranges, appended in order, with
// running totals so that counting the rows below an index is a binary search.
struct RowRuns {
    private(set) var ranges: [Range<Int>] = []
    // totals[k]: the rows in ranges[0..<k].
    private var totals: [Int] = [0]

    var isEmpty: Bool { ranges.isEmpty }

    // `range` must start at or after the end of the last one.
    mutating func append(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if let last = ranges.last, last.upperBound == range.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            totals[totals.count - 1] += range.count
        } else {
            ranges.append(range)
            totals.append(totals[totals.count - 1] + range.count)
        }
    }

    mutating func append(_ row: Int) { append(row..<(row + 1)) }

    // The rows of the set below `row`: O(log r).
    func countBelow(_ row: Int) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].lowerBound < row { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        return totals[low] - max(0, ranges[low - 1].upperBound - row)
    }
}
