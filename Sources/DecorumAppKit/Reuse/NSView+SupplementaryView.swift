#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
@_spi(Binding) import Handlers

/// A table's group-row views: routes of `NSView` (a ``TableViewHandler``'s `header`) accept any view
/// class.
///
/// ```swift
/// handler.header = SupplementaryRoute(CompanyHeader.self)  // CompanyHeader.View: NSView
/// ```
extension NSView: SupplementaryView {}
#endif
