/// A longest strictly increasing subsequence by patience sorting: what keeps Decorum's moves minimal
/// (its elements stay, every other one moves).
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// `tails[k]` is the position of the smallest value that ends an increasing run of `k + 1` values.
    @usableFromInline internal var tails: [Int32] = []
    /// `predecessors[i]` is the position of the element before `values[i]` in the run it ends.
    @usableFromInline internal var predecessors: [Int32] = []

    @usableFromInline
    internal init() {}

    /// Marks the members of one longest strictly increasing subsequence of `values` by replacing each
    /// member `v` with `~v` (a negative number); the other values stay as they are. The bits of `flags`
    /// are ignored in comparisons (and kept in the values). Any longest run will do: the plan reloads
    /// every updated item in a batch of its own as soon as one item moves.
    @usableFromInline
    internal mutating func markMembers(of values: inout [Int], ignoring flags: Int = 0) -> Int {
        let count = values.count
        precondition(count < Int(Int32.max), "a section of 2³¹ items or more")
        let mask = ~flags
        let increasing = values.withUnsafeBufferPointer { values in
            var previous = -1
            for value in values {
                if value & mask < previous { return false }
                previous = value & mask
            }
            return true
        }
        if increasing {
            // Fast path: nothing moved.
            values.withUnsafeMutableBufferPointer { values in
                for position in 0..<count { values[position] = ~values[position] }
            }
            return count
        }
        if tails.count < count {
            tails = Array(repeating: 0, count: count)
            predecessors = Array(repeating: 0, count: count)
        }
        return values.withUnsafeMutableBufferPointer { values -> Int in
            tails.withUnsafeMutableBufferPointer { tails in
                predecessors.withUnsafeMutableBufferPointer { predecessors in
                    var length = 0
                    for position in 0..<count {
                        let value = values[position] & mask
                        // The first run whose tail is not smaller than `value`.
                        var low = 0
                        var high = length
                        if length > 0, values[Int(tails[length &- 1])] & mask < value {
                            low = length  // the common case: extends the longest run
                        } else {
                            while low < high {
                                let middle = (low &+ high) >> 1
                                if values[Int(tails[middle])] & mask < value {
                                    low = middle &+ 1
                                } else {
                                    high = middle
                                }
                            }
                        }
                        predecessors[position] = low > 0 ? tails[low &- 1] : -1
                        tails[low] = Int32(truncatingIfNeeded: position)
                        if low == length { length &+= 1 }
                    }
                    var position = Int(tails[length &- 1])
                    while position >= 0 {
                        values[position] = ~values[position]
                        position = Int(predecessors[position])
                    }
                    return length
                }
            }
        }
    }
}
