#if canImport(AppKit) && !targetEnvironment(macCatalyst)
// The AppKit layer is built on the core's public API and its binding SPI, as the UIKit layer is: every file
// sees the core through this import, and so does `import DecorumAppKit`.
@_spi(Binding) @_exported import Handlers
#endif
