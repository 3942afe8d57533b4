/// The content offsets a list view rests at along the axis it scrolls: from the content's start below
/// the leading inset to its end above the trailing inset. A scroll a binding makes for the engine
/// (the anchor put back, ``BatchUpdatableView/scrollItem(at:toOffset:)``) stays in it: UIKit takes any
/// offset set in code, and one past the end shows blank space after the last row. Binding SPI.
///
/// ```swift
/// let range = ContentOffsetRange(contentLength: 4048, viewportLength: 440)
/// range.clamped(3960)  // 3608: the last row at the bottom
/// ```
@_spi(Binding) public struct ContentOffsetRange: Hashable, Sendable {
    /// The smallest offset: the content's start shows below the leading inset.
    public var lowerBound: Double
    /// The largest offset: the content's end shows above the trailing inset; ``lowerBound`` when the
    /// content is shorter than the viewport.
    public var upperBound: Double

    /// The range for content of `contentLength` points in a viewport of `viewportLength` points, with
    /// the view's adjusted insets on the axis.
    ///
    /// ```swift
    /// ContentOffsetRange(contentLength: 220, viewportLength: 440, leadingInset: 47)  // -47...-47
    /// ```
    ///
    /// - Parameters:
    ///   - contentLength: The content's length (`contentSize.height` for a vertical list).
    ///   - viewportLength: The view's length on the axis (`bounds.height`).
    ///   - leadingInset: The adjusted inset before the content (`adjustedContentInset.top`).
    ///   - trailingInset: The adjusted inset after it (`adjustedContentInset.bottom`).
    public init(contentLength: Double, viewportLength: Double, leadingInset: Double = 0, trailingInset: Double = 0) {
        lowerBound = -leadingInset
        upperBound = max(lowerBound, contentLength + trailingInset - viewportLength)
    }

    /// `offset`, moved into the range.
    ///
    /// ```swift
    /// ContentOffsetRange(contentLength: 4048, viewportLength: 440).clamped(-20)  // 0
    /// ```
    ///
    /// - Parameter offset: A content offset on the axis.
    /// - Returns: The nearest offset the view rests at.
    public func clamped(_ offset: Double) -> Double {
        min(max(offset, lowerBound), upperBound)
    }
}
