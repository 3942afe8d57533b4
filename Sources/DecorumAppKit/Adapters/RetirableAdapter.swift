#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

// An adapter a later handler of its view replaces.
@MainActor
protocol RetirableAdapter: AnyObject {
    func retire()
}
#endif
