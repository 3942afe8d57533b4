/// Where a scroll places an item in the viewport: the headless view's, `UITableView.ScrollPosition`'s
/// and `UICollectionView.ScrollPosition`'s common ground. Along the axis the list scrolls: in a list
/// that scrolls horizontally (a carousel), ``top`` is the left edge and ``bottom`` the right.
///
/// ```swift
/// try handler.scrollTo(id: "42", position: .middle, animated: true)
/// ```
public enum ScrollPosition: Hashable, Sendable, CaseIterable {
    /// The item's top at the viewport's top (as far as the content allows); its left edge at the
    /// viewport's left in a horizontal list.
    case top
    /// The item centred in the viewport.
    case middle
    /// The item's bottom at the viewport's bottom.
    case bottom
    /// The least scroll that shows the whole item; none when it is already fully visible
    /// (`UITableView.ScrollPosition.none`).
    case nearest
}

extension ScrollPosition {
    /// A view's own value for this position, one given per case: how a binding maps it. Binding SPI.
    ///
    /// ```swift
    /// let uikit = position.pick(top: .top, middle: .middle, bottom: .bottom, nearest: .none)
    /// ```
    ///
    /// - Parameters:
    ///   - top: The value for ``top``.
    ///   - middle: The value for ``middle``.
    ///   - bottom: The value for ``bottom``.
    ///   - nearest: The value for ``nearest``.
    @_spi(Binding) public func pick<Value>(top: Value, middle: Value, bottom: Value, nearest: Value) -> Value {
        switch self {
        case .top: top
        case .middle: middle
        case .bottom: bottom
        case .nearest: nearest
        }
    }
}
