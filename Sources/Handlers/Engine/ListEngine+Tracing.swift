@_spi(Binding) import DecorumCore

// The phases the engine's observer sees (UpdateObserver.swift): one `nil` check each when no one watches.

extension ListEngine {
    /// Runs one phase's `body`, seen by the observer when there is one; `batch`: the batch `body`
    /// gives the view, counted once it returns.
    @inline(__always)
    func traced<T, E: Error>(
        _ phase: UpdatePhase, batch: Changeset? = nil, _ body: () throws(E) -> T
    ) throws(E) -> T {
        guard let observer else { return try body() }
        let token = observer.begin(phase)
        var counted: Changeset?
        defer { observer.end(phase, token, batch: counted) }
        let result = try body()
        counted = batch
        return result
    }
}
