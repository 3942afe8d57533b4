// The one Objective-C runtime function a binding uses through AppKit (which re-exports ObjectiveC on a
// Mac): associated objects, with which a view keeps its handler alive.

/// `objc_AssociationPolicy`, as objc/runtime.h declares it (macOS 14 SDK).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// objc/runtime.h, "objc_setAssociatedObject": "Sets an associated value for a given object using a given
/// key"; "Pass nil to clear an existing association". The value lives as long as the object. Modelled on
/// views only, and every policy retains (the stand-in's reading; a binding uses the retaining ones).
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
        guard let view = object as? NSView else {
            fatalError("AppKit stand-in: associated objects are modelled on views only")
        }
        view.associatedObjects[key] = value
    }
}
