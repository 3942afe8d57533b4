/// SplitMix64: a tiny, fast, seedable generator so every randomized test can print and replay its seed.
struct SeededGenerator: RandomNumberGenerator {
    private(set) var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed for randomized tests: `DECORUM_SEED` when set (to replay a failure), else a fixed default
/// so CI is deterministic. Each test derives its own stream from it.
enum TestSeed {
    static let base: UInt64 = {
        if let text = ProcessInfoLite.environment("DECORUM_SEED"), let value = UInt64(text) { return value }
        return 0xDEC0_0A11
    }()
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment access without Foundation.
enum ProcessInfoLite {
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
