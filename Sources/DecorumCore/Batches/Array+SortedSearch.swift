extension Array where Element: Comparable {
    /// In an array sorted ascending, the number of elements below `value`: the index where `value`
    /// would be inserted before any equal element (a lower bound).
    @inlinable
    package func countBelow(_ value: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
