// The handlers are built on DecorumCore and Decorators; every file sees both, and so does
// `import Handlers`, as each layer re-exports the ones beneath it.
@_spi(Binding) @_exported import Decorators
@_spi(Binding) @_exported import DecorumCore
