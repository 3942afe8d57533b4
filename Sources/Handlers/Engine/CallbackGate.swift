/// The handler's calls to the app's callbacks (`onDiagnostic`, `onInformation`, `onEmptyStateChange`,
/// `onSelectionChange`, a feed's `onError`), held while a declarative view updates: SwiftUI reports
/// "Modifying state during view update" when one writes `@State` from inside `updateUIView`, so
/// ``ListFeed`` delivers what an update sent after it.
@MainActor
final class CallbackGate {
    private var held: [() -> Void]?

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

    /// `callback`, sent through this gate.
    func gated<Value>(_ callback: ((Value) -> Void)?) -> ((Value) -> Void)? {
        guard let callback else { return nil }
        return { [unowned self] value in self.send { callback(value) } }
    }
}
