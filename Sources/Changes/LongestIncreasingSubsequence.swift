/// Finds one longest strictly increasing subsequence of a list of distinct non-negative integers by
/// patience sorting with binary search, the step that keeps Decorum's moves minimal: the elements of
/// the subsequence stay where they are, every other element moves.
///
/// Among several longest subsequences it can prefer the one holding the most flagged values (Decorum
/// flags updated items, so that they stay put and are reloaded in the same batch). The workspace keeps
/// its scratch arrays between calls, so marking the items of many sections allocates only once.
///
/// ```swift
/// var workspace = LongestIncreasingSubsequence()
/// var values = [0, 4, 1, 2, 3]
/// workspace.markMembers(of: &values) // 4: values is now [~0, 4, ~1, ~2, ~3]
/// ```
///
/// - Complexity: O(*m* log *m*) for *m* values; O(*m*) when the values are already increasing.
@usableFromInline
internal struct LongestIncreasingSubsequence {
    /// `tails[k]` is the position (in the values) of the smallest tail of an increasing run of length `k + 1`.
    @usableFromInline internal var tails: [Int] = []
    /// `tailValues[k]` is the value at `tails[k]`, kept beside it so the binary search reads one array.
    @usableFromInline internal var tailValues: [Int] = []
    /// `predecessors[i]` is the position of the element before `values[i]` in the best run ending there.
    @usableFromInline internal var predecessors: [Int] = []

    /// Creates an empty workspace.
    ///
    /// - Complexity: O(1).
    @usableFromInline
    internal init() {}

    /// Marks the members of one longest strictly increasing subsequence of `values` by replacing each
    /// member `v` with `~v` (a negative number); the other values stay as they are.
    ///
    /// Values are compared without the `preferred` bit. Among all longest subsequences, one with the
    /// most values carrying that bit is chosen (Decorum flags updated items, so that as few of them as
    /// possible move and need a reload batch of their own).
    ///
    /// - Parameters:
    ///   - values: Distinct non-negative integers, possibly carrying the `preferred` bit; on return
    ///     members are bit-inverted.
    ///   - preferred: A single bit above every value, or 0 for no preference.
    /// - Returns: The length of the subsequence.
    /// - Complexity: O(*m* log *m*), or O(*m*) when `values` is already increasing.
    @usableFromInline
    internal mutating func markMembers(of values: inout [Int], preferring preferred: Int = 0) -> Int {
        let count = values.count
        let mask = ~preferred
        var increasing = true
        var anyPreferred = false
        var largest = -1
        values.withUnsafeBufferPointer { values in
            var previous = -1
            for value in values {
                let key = value & mask
                if key < previous { increasing = false }
                previous = key
                if key > largest { largest = key }
                if value & preferred != 0 { anyPreferred = true }
            }
        }
        if increasing {
            // Fast path: nothing moved.
            values.withUnsafeMutableBufferPointer { values in
                for position in 0..<count { values[position] = ~values[position] }
            }
            return count
        }
        if anyPreferred { return markWeighted(&values, mask: mask, preferred: preferred, domain: largest + 1) }
        return values.withUnsafeMutableBufferPointer { values -> Int in
            tails.removeAll(keepingCapacity: true)
            tailValues.removeAll(keepingCapacity: true)
            predecessors.removeAll(keepingCapacity: true)
            predecessors.reserveCapacity(count)
            for position in 0..<count {
                let value = values[position] & mask
                // The first run whose tail is not smaller than `value`.
                var low = 0
                var high = tailValues.count
                if high > 0, tailValues[high - 1] < value {
                    low = high  // the common case: extends the longest run
                } else {
                    while low < high {
                        let middle = (low &+ high) >> 1
                        if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
                    }
                }
                predecessors.append(low > 0 ? tails[low - 1] : -1)
                if low == tails.count {
                    tails.append(position)
                    tailValues.append(value)
                } else {
                    tails[low] = position
                    tailValues[low] = value
                }
            }
            var position = tails[tails.count - 1]
            while position >= 0 {
                values[position] = ~values[position]
                position = predecessors[position]
            }
            return tails.count
        }
    }

    /// The same with a preference: a Fenwick tree over the values keeps, for every prefix of the value
    /// range, the best run ending there scored by (length, preferred members).
    private mutating func markWeighted(_ values: inout [Int], mask: Int, preferred: Int, domain: Int) -> Int {
        let count = values.count
        // `tails` holds the best score per tree node, `tailValues` the position that reached it.
        tails.removeAll(keepingCapacity: true)
        tails.append(contentsOf: repeatElement(0, count: domain + 1))
        tailValues.removeAll(keepingCapacity: true)
        tailValues.append(contentsOf: repeatElement(-1, count: domain + 1))
        predecessors.removeAll(keepingCapacity: true)
        predecessors.append(contentsOf: repeatElement(-1, count: count))
        return values.withUnsafeMutableBufferPointer { values -> Int in
            var bestScore = 0
            var bestPosition = -1
            for position in 0..<count {
                let value = values[position] & mask
                // Best run over values below `value`: tree keys 1...value.
                var score = 0
                var before = -1
                var key = value
                while key > 0 {
                    if tails[key] > score {
                        score = tails[key]
                        before = tailValues[key]
                    }
                    key &= key &- 1
                }
                score += (1 << 32) + (values[position] & preferred != 0 ? 1 : 0)
                predecessors[position] = before
                if score > bestScore {
                    bestScore = score
                    bestPosition = position
                }
                key = value + 1
                while key <= domain {
                    if tails[key] < score {
                        tails[key] = score
                        tailValues[key] = position
                    }
                    key &+= key & -key
                }
            }
            var position = bestPosition
            while position >= 0 {
                values[position] = ~values[position]
                position = predecessors[position]
            }
            return bestScore >> 32
        }
    }
}
