/// Holds the app's callbacks while a declarative view updates: writing `@State` inside `updateUIView`
/// makes SwiftUI report "Modifying state during view update", so ``ListFeed`` delivers them after. It also
/// says when the view is inside its own pass over its cells, where the engine starts no batch (N2, #38).
@MainActor
final class CallbackGate {
    private var held: [() -> Void]?
    private var viewPasses = 0
    var isInViewPass: Bool { viewPasses > 0 }

    func duringViewPass(_ body: () -> Void) {
        viewPasses += 1
        defer { viewPasses -= 1 }
        body()
    }

    /// Calls `callback` now, or after the update that holds callbacks.
    func send(_ callback: @escaping () -> Void) {
        if held != nil { held!.append(callback) } else { callback() }
    }

    /// Runs `body` and returns the callbacks it sent, in order, undelivered. Inside another hold, the
    /// outer one keeps them.
    func holding(_ body: () -> Void) -> [() -> Void] {
        guard held == nil else {
            body()
            return []
        }
        held = []
        body()
        defer { held = nil }
        return held ?? []
    }

    func gated<Value>(_ callback: ((Value) -> Void)?) -> ((Value) -> Void)? {
        guard let callback else { return nil }
        return { [unowned self] value in self.send { callback(value) } }
    }
}
