// libFuzzer target for Decorum's diff and UIKit-rules oracle. `Fuzz/run.sh` compiles it with the
// library's sources and the shared property in
// `Tests/DecorumTests/Reliability/ReliabilityFuzzChecks.swift` as one module (so no
// `import Decorum`); any violated property traps, and libFuzzer saves the input.

/// libFuzzer's entry point: checks one input, trapping on a violated property.
///
/// - Parameters:
///   - data: The input bytes.
///   - size: Their count.
/// - Returns: 0 (libFuzzer's "keep going").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        // libFuzzer calls on the main thread.
        try MainActor.assumeIsolated { try runFuzzInput(bytes) }
    } catch {
        fatalError("FUZZ FAILURE: \(error)")
    }
    return 0
}
