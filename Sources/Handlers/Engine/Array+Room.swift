extension Array {
    /// Appends `newElements`, first making room for as many again when less than an eighth of
    /// the array is left free.
    ///
    /// The rows a handler is given usually share their storage with the app's own array, so the first
    /// append copies them; the standard library's copy-on-append keeps the old capacity, which leaves
    /// only what the allocator rounded up (a few hundred rows at most), and a second copy of every row
    /// would follow as soon as that is used. Reserving first makes that one copy with room to grow;
    /// for storage the handler owns, it reallocates a little before the array is full, still
    /// geometrically.
    ///
    /// - Parameter newElements: The rows to append.
    /// - Complexity: Amortised O(*k*) for *k* new elements; O(*n*) when it copies.
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
