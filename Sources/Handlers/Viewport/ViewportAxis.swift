/// A list view's geometry along the axis it scrolls (down, or right in a carousel), in points: what a
/// binding reads from its view to report ``BatchUpdatableView/visibleItems`` and to carry out
/// ``BatchUpdatableView/scrollItem(at:toOffset:)``. Offsets in the viewport count from the leading edge
/// of the visible area, past the leading inset; positions are in content coordinates. Binding SPI.
///
/// ```swift
/// let axis = ViewportAxis(contentOffset: 953, contentLength: 4048, viewportLength: 440, leadingInset: 47)
/// axis.offset(ofPosition: 1_000)                      // 0: the item's top just below the bars
/// axis.contentOffset(placing: 1_000, atOffset: 100)   // 853
/// ```
@_spi(Binding) public struct ViewportAxis: Hashable, Sendable {
    /// The content offset on the axis (`contentOffset.y` for a vertical list).
    public var contentOffset: Double
    /// The offsets the view rests at.
    public var range: ContentOffsetRange
    /// The adjusted inset before the content (`adjustedContentInset.top`).
    public var leadingInset: Double

    /// The geometry of a view scrolled to `contentOffset`, showing content of `contentLength` in a
    /// viewport of `viewportLength`, with the view's adjusted insets on the axis.
    ///
    /// ```swift
    /// ViewportAxis(contentOffset: 0, contentLength: 220, viewportLength: 440)
    /// ```
    public init(
        contentOffset: Double, contentLength: Double, viewportLength: Double, leadingInset: Double = 0,
        trailingInset: Double = 0
    ) {
        self.contentOffset = contentOffset
        self.leadingInset = leadingInset
        range = ContentOffsetRange(
            contentLength: contentLength, viewportLength: viewportLength, leadingInset: leadingInset,
            trailingInset: trailingInset)
    }

    /// The distance from the leading edge of the visible area to `position`: negative when it is
    /// scrolled off (an item's ``VisibleItem/offset``, from its frame's leading edge).
    ///
    /// ```swift
    /// let axis = ViewportAxis(contentOffset: 100, contentLength: 1_000, viewportLength: 400)
    /// axis.offset(ofPosition: 88)  // -12
    /// ```
    public func offset(ofPosition position: Double) -> Double {
        position - contentOffset - leadingInset
    }

    /// The content offset that puts `position` `offset` points past the leading edge of the visible
    /// area, or as near as the content allows (``ContentOffsetRange/clamped(_:)``).
    ///
    /// ```swift
    /// let axis = ViewportAxis(contentOffset: 0, contentLength: 1_000, viewportLength: 400)
    /// axis.contentOffset(placing: 900, atOffset: 0)  // 600: the content ends there
    /// ```
    public func contentOffset(placing position: Double, atOffset offset: Double) -> Double {
        range.clamped(position - leadingInset - offset)
    }
}
