// On a Mac, IndexPath's `item`, `section` and `init(item:section:)` are AppKit's (Decorum re-exports no
// system framework; on Linux it declares its own). Members of a module imported by one file are seen
// by every file of the target, so this one import serves the whole suite.
#if os(macOS) && canImport(AppKit)
import AppKit
#endif
