#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ListEngine {
    /// The default ``reloadThreshold``: 1,000 operations.
    static var defaultReloadThreshold: Int { 1000 }
}
