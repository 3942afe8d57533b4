// `import DecorumCore` brings the batch types too: `Changeset`, `Move` and `BatchUpdateError` live in
// DecorumBatchRules, the target below the core that the UIKit stand-in shares.
@_exported import DecorumBatchRules
