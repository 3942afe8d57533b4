// The umbrella apps link: `import Decorum` brings the platform-neutral core, the UIKit layer where UIKit
// exists, the batch types (`Changeset`, `Move`, `BatchUpdateError`) and IndexPath's `item`, `section` and
// `row` where UIKit does not declare them (Linux: Decorum's own; macOS: AppKit's). `@_spi(Binding) import
// Decorum` brings the binding SPI of the core, for people who write bindings.

@_exported import DecorumBatchRules
@_spi(Binding) @_exported import DecorumCore
@_exported import DecorumIndexPathNames
@_exported import DecorumUIKit
