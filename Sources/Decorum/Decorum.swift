// The umbrella apps link: `import Decorum` brings the platform-neutral core (DecorumCore, Decorators,
// Handlers), the UIKit layer where UIKit exists, the AppKit layer on a Mac, and IndexPath's `item`,
// `section` and `row` on Linux, where no Apple framework declares them (on a Mac they are AppKit's: the app
// imports AppKit itself). `@_spi(Binding) import Decorum` brings the binding SPI too, for people who write
// bindings.

@_spi(Binding) @_exported import Decorators
@_exported import DecorumAppKit
@_spi(Binding) @_exported import DecorumCore
@_exported import DecorumIndexPathNames
@_exported import DecorumUIKit
@_spi(Binding) @_exported import Handlers
