extension Array where Element: Comparable {
    /// In an array sorted ascending, the number of elements below `value`: the index where `value`
    /// would be inserted before any equal element (a lower bound).
    ///
    /// - Parameter value: The value to place.
    /// - Returns: A position in `0...count`.
    /// - Complexity: O(log *n*).
    ///
    /// Inlinable, so callers in other modules (the engine's batch check and edit builder) get it
    /// specialised for their element type: unspecialised it costs ~750 instructions a call.
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
