/// A longest strictly increasing subsequence by patience sorting: what keeps Decorum's moves minimal
/// (its elements stay, every other one moves).
@usableFromInline
internal struct LongestIncreasingSubsequence {
    @usableFromInline internal var tails: [Int32] = []
    @usableFromInline internal var tailValues: [Int] = []
    /// `predecessors[i]` is the position of the element before `values[i]` in the best run ending there.
    @usableFromInline internal var predecessors: [Int32] = []
    @usableFromInline internal var scores: [Int32] = []
    @usableFromInline internal var order: [Int32] = []
    @usableFromInline internal var window: [Int32] = []

    @usableFromInline
    internal init() {}

    /// Marks the members of one longest strictly increasing subsequence of `values` by replacing each
    /// member `v` with `~v` (a negative number); the other values stay as they are.
    @usableFromInline
    internal mutating func markMembers(of values: inout [Int], preferring preferred: Int = 0) -> Int {
        let count = values.count
        precondition(count < Int(Int32.max), "a section of 2³¹ items or more")
        let mask = ~preferred
        var increasing = true
        var anyPreferred = false
        values.withUnsafeBufferPointer { values in
            var previous = -1
            for value in values {
                let key = value & mask
                if key < previous { increasing = false }
                previous = key
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
        if anyPreferred { return markWeighted(&values, mask: mask, preferred: preferred) }
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
                    tails.append(Int32(truncatingIfNeeded: position))
                    tailValues.append(value)
                } else {
                    tails[low] = Int32(truncatingIfNeeded: position)
                    tailValues[low] = value
                }
            }
            var position = Int(tails[tails.count - 1])
            while position >= 0 {
                values[position] = ~values[position]
                position = Int(predecessors[position])
            }
            return tails.count
        }
    }

    /// With a preference, still O(*m* log *m*): levels by patience sorting, then per level a monotonic deque
    /// over a window that only slides forward picks the best compatible value in amortised O(1).
    private mutating func markWeighted(_ values: inout [Int], mask: Int, preferred: Int) -> Int {
        let count = values.count
        predecessors.removeAll(keepingCapacity: true)
        predecessors.append(contentsOf: repeatElement(0, count: count))
        tails.removeAll(keepingCapacity: true)
        tailValues.removeAll(keepingCapacity: true)
        return values.withUnsafeMutableBufferPointer { values -> Int in
            // 1. Levels, by patience sorting (kept in `predecessors` until step 3 reuses it).
            for position in 0..<count {
                let value = values[position] & mask
                var low = 0
                var high = tailValues.count
                if high > 0, tailValues[high - 1] < value {
                    low = high
                } else {
                    while low < high {
                        let middle = (low &+ high) >> 1
                        if tailValues[middle] < value { low = middle &+ 1 } else { high = middle }
                    }
                }
                predecessors[position] = Int32(truncatingIfNeeded: low)
                if low == tailValues.count { tailValues.append(value) } else { tailValues[low] = value }
            }
            let levels = tailValues.count
            tailValues = []  // not needed any more: give the memory back before the next arrays
            // 2. Positions grouped by level, in position order. `tails[level]` first counts the level's
            //    size, then is its start, then (after the fill below) its end.
            tails.append(contentsOf: repeatElement(0, count: levels + 1))
            for position in 0..<count { tails[Int(predecessors[position]) + 1] += 1 }
            var widest = 0
            for level in 0..<levels {
                widest = max(widest, Int(tails[level + 1]))
                tails[level + 1] += tails[level]
            }
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: repeatElement(0, count: count))
            for position in 0..<count {
                let level = Int(predecessors[position])
                order[Int(tails[level])] = Int32(truncatingIfNeeded: position)
                tails[level] += 1
            }
            // Now `tails[level]` is the end of `level`, so a level starts where the one below ends.
            func start(_ level: Int) -> Int { level == 0 ? 0 : Int(tails[level - 1]) }
            func end(_ level: Int) -> Int { Int(tails[level]) }
            scores.removeAll(keepingCapacity: true)
            scores.append(contentsOf: repeatElement(0, count: count))
            window.removeAll(keepingCapacity: true)
            window.append(contentsOf: repeatElement(0, count: widest))
            // 3. Scores level by level; `predecessors` now holds the chosen value of the level below.
            for index in 0..<end(0) {
                let position = Int(order[index])
                scores[position] = values[position] & preferred != 0 ? 1 : 0
                predecessors[position] = -1
            }
            if levels > 1 {
                for level in 1..<levels {
                    let below = start(level - 1)
                    let belowEnd = end(level - 1)
                    var added = below  // values of the level below that come earlier: [below, added)
                    var first = below  // the first of them that is also smaller
                    var head = 0
                    var tail = 0  // the deque: indices into `order`, best score first
                    for index in start(level)..<end(level) {
                        let position = Int(order[index])
                        let value = values[position] & mask
                        while added < belowEnd, Int(order[added]) < position {
                            let score = scores[Int(order[added])]
                            while tail > head, scores[Int(order[Int(window[tail - 1])])] <= score { tail -= 1 }
                            window[tail] = Int32(truncatingIfNeeded: added)
                            tail += 1
                            added += 1
                        }
                        while first < belowEnd, values[Int(order[first])] & mask > value { first += 1 }
                        while head < tail, Int(window[head]) < first { head += 1 }
                        // A value of this level always has a compatible one below it.
                        let best = order[Int(window[head])]
                        scores[position] =
                            scores[Int(best)] + (values[position] & preferred != 0 ? 1 : 0)
                        predecessors[position] = best
                    }
                }
            }
            // 4. The best-scoring value of the top level, and its chain.
            var position = Int(order[start(levels - 1)])
            for index in start(levels - 1)..<end(levels - 1) where scores[Int(order[index])] > scores[position] {
                position = Int(order[index])
            }
            while position >= 0 {
                values[position] = ~values[position]
                position = Int(predecessors[position])
            }
            return levels
        }
    }
}
