// Test-only: what the UIKit and AppKit stand-ins share of the Objective-C world that Linux lacks, written
// once: exceptions a test can collect, and associated objects. Each stand-in re-exports it, so a binding's
// `objc_setAssociatedObject` resolves to it under `import UIKit` or `import AppKit`, as the real frameworks
// re-export ObjectiveC.
import Testing

/// A framework's exceptions (`-[NSException raise]`). An Objective-C exception cannot be caught on Linux:
/// the running test gets an issue with its name and reason, unless ``catching(_:)`` collects it; the
/// raising code then leaves its view as consistent as it can.
@MainActor
package final class StandInExceptions {
    private let framework: String
    private var sink: ((String) -> Void)?

    /// Exceptions of `framework` ("UIKit", "AppKit"), named in the issues they record.
    package init(framework: String) {
        self.framework = framework
    }

    package func raise(_ reason: String, name: String) {
        let message = "\(name): \(reason)"
        if let sink {
            sink(message)
        } else {
            Issue.record(Comment(rawValue: "\(framework) would raise \(message)"))
        }
    }

    /// Runs `body` and returns each exception raised in it as `name: reason`, instead of failing the test.
    package func catching(_ body: () throws -> Void) rethrows -> [String] {
        var caught: [String] = []
        let previous = sink
        sink = { caught.append($0) }
        defer { sink = previous }
        try body()
        return caught
    }
}

/// A stand-in view, which keeps the values `objc_setAssociatedObject` associates with it.
@MainActor
package protocol AssociatedObjectHolder: AnyObject {
    var associatedObjects: [UnsafeRawPointer: Any] { get set }
}

/// `objc_AssociationPolicy`, as objc/runtime.h declares it (the iOS 18.6 and macOS 14 SDKs).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// objc/runtime.h, "objc_setAssociatedObject": "Sets an associated value for a given object using a given
/// key"; "Pass nil to clear an existing association". The value lives as long as the object. Modelled on
/// stand-in views only, and every policy retains (the stand-ins' reading; bindings use retaining ones).
///
/// - Parameters:
///   - object: A stand-in view.
///   - key: The key's address.
///   - value: The value to keep, or `nil` to remove it.
///   - policy: A retaining policy.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let key = key
    nonisolated(unsafe) let value = value
    MainActor.assumeIsolated {
        guard let holder = object as? any AssociatedObjectHolder else {
            fatalError("Stand-in: associated objects are modelled on stand-in views only")
        }
        holder.associatedObjects[key] = value
    }
}

/// The value `objc_setAssociatedObject` associated with `object` under `key`.
///
/// - Parameters:
///   - object: A stand-in view.
///   - key: The key's address.
/// - Returns: The value, or `nil`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    nonisolated(unsafe) let object = object
    nonisolated(unsafe) let key = key
    nonisolated(unsafe) var value: Any?
    MainActor.assumeIsolated { value = (object as? any AssociatedObjectHolder)?.associatedObjects[key] }
    return value
}

/// Objective-C's optional protocol messages, as far as Swift on Linux can model them: a stand-in gives
/// each optional requirement a default implementation that calls ``noImplementation()``, and a send made
/// through ``send(_:)`` answers `nil` when that default ran, as `receiver?.message?(…)` does on a Mac.
@MainActor
package enum OptionalSends {
    /// One entry per send in progress (sends nest: a delegate may send messages itself), `true` once the
    /// message turned out unimplemented.
    package static var stack: [Bool] = []

    package static func send<Answer>(_ message: () -> Answer?) -> Answer? {
        stack.append(false)
        let answer = message()
        return stack.removeLast() ? nil : answer
    }

    package static func noImplementation() {
        if let last = stack.indices.last { stack[last] = true }
    }
}
