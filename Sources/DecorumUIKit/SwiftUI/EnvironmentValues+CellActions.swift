#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
@_spi(Binding) import Handlers

extension EnvironmentValues {
    /// Where the controls of a SwiftUI cell (``SwiftUICellDecorator``) send their actions: the handler
    /// puts the ``CellActions`` of the item the cell shows here, by its identity, and
    /// ``ListHandler/onCellAction`` receives each action with that item as it is when the user acts.
    /// `nil` outside a handler's cell.
    ///
    /// ```swift
    /// struct PostRow: View {
    ///     let post: Post
    ///     @Environment(\.cellActions) private var cellActions
    ///
    ///     var body: some View {
    ///         Button("♥ \(post.likes)") { cellActions?.send(.like) }
    ///     }
    /// }
    /// ```
    public var cellActions: CellActions? {
        get { self[CellActionsKey.self] }
        set { self[CellActionsKey.self] = newValue }
    }
}

private struct CellActionsKey: EnvironmentKey {
    static var defaultValue: CellActions? { nil }
}
#endif
