import Foundation

@_spi(Binding) @testable import Handlers

/// Holds an async apply between its two parts until the test opens it: explicit continuations instead
/// of hoping for a task order.
@MainActor
final class Gate {
    private var held: CheckedContinuation<Void, Never>?
    private var arrived: CheckedContinuation<Void, Never>?
    private var isOpen = false
    private var isHeld = false

    /// Called by the apply: suspends until ``open()``.
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation in
            held = continuation
            isHeld = true
            arrived?.resume()
            arrived = nil
        }
    }

    /// Returns once an apply waits at the gate.
    func waitUntilHeld() async {
        guard !isHeld else { return }
        await withCheckedContinuation { arrived = $0 }
    }

    /// Lets the held apply go on.
    func open() {
        isOpen = true
        held?.resume()
        held = nil
    }
}

extension ListFeed where Decorator.Data: Sendable {
    /// A feed that diffs off the main actor as `init(diffingOffMainActor:)` does, its async apply injected:
    /// the first apply, once called (its generation claimed, the data it diffs from noted), waits at `gate`
    /// before it diffs, so that the test acts while it is in flight.
    static func diffingOffMainActor(_ handler: ListHandler<Decorator>, holdingFirstAt gate: Gate) -> ListFeed {
        var holds = true
        return ListFeed(
            handler,
            asyncApply: { [weak handler] data, animated in
                guard let handler else { return nil }
                let started = handler.startApply(data, animated: animated)
                if holds {
                    holds = false
                    await gate.wait()
                }
                do throws(ListEditError) {
                    try await handler.finishApply(started)
                    return nil
                } catch {
                    return error
                }
            })
    }
}
