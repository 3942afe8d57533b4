// One `import Decorum` brings the batch types too: `Changeset`, `Move` and `BatchUpdateError` live in
// DecorumBatchRules, the target below the library that the UIKit stand-in shares.
@_exported import DecorumBatchRules
// IndexPath's `item`, `section` and `row` where UIKit is not imported (Linux: Decorum's; macOS: AppKit's),
// for users' code, tests and the demo. The library's own files read paths through `sectionIndex` and
// `itemIndex` only: `.ci/index-path-names` type-checks them without this module.
@_exported import DecorumIndexPathNames
