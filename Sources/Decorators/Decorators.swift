// Decorators are built on DecorumCore (sections, kinds, index paths); every file sees it, and so does
// `import Decorators`, as each layer re-exports the ones beneath it.
@_spi(Binding) @_exported import DecorumCore
