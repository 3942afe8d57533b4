// The UIKit layer is built on the core's public API and its binding SPI: every file sees the core
// through this import, and so does `import DecorumUIKit`, as each layer re-exports the ones beneath it.
@_spi(Binding) @_exported import Handlers
