#if canImport(UIKit) && canImport(os)
import os
@_spi(Binding) import Handlers

// The UIKit handlers' tracer: each phase of the engine's work (diff, check, batch, reload) becomes a
// signpost interval in Instruments' Points of Interest, and nothing at all while no one records
// (`signpostsEnabled` is read first). `os_signpost` is iOS 12+; `OSSignposter` (iOS 15) is not needed.
final class SignpostTracer: UpdateTracing {
    static let shared = SignpostTracer()
    private let log = OSLog(subsystem: "Decorum", category: .pointsOfInterest)

    func begin(_ phase: UpdatePhase) -> UInt64? {
        guard log.signpostsEnabled else { return nil }
        let id = OSSignpostID(log: log)
        os_signpost(.begin, log: log, name: phase.name, signpostID: id)
        return id.rawValue
    }

    func end(_ phase: UpdatePhase, _ token: UInt64) {
        os_signpost(.end, log: log, name: phase.name, signpostID: OSSignpostID(token))
    }
}
#endif
