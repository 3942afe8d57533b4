// One `import Decorum` brings the batch types too: `Changeset`, `Move` and `BatchUpdateError` live in
// DecorumBatchRules, the target below the library that the UIKit stand-in shares.
@_exported import DecorumBatchRules
