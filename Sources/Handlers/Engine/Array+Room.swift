extension Array {
    /// Appends `newElements`, first making room for as many again when less than an eighth of
    /// the array is left free.
    @inlinable
    mutating func appendMakingRoom(_ newElements: [Element]) {
        let needed = count + newElements.count
        if capacity - needed < count / 8 { reserveCapacity(Swift.max(needed, 2 * count)) }
        if newElements.count == 1 {
            append(newElements[0])
        } else {
            append(contentsOf: newElements)
        }
    }
}
