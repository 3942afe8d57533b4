/// Where a loading footer goes after a list's last item: the room it takes along the scrolling axis
/// (its own extent there, or ``defaultExtent`` when it has none) and its frame right after the content.
/// Views make that room with the content inset on that side; a table, whose footer view follows its
/// rows by itself, reads only the room.
@_spi(Binding)
public struct LoadingFooterPlacement: Equatable, Sendable {
    /// The room a footer with no extent of its own takes: a standard row's height.
    public static let defaultExtent = 44.0

    /// Whether the list scrolls horizontally: the footer then follows the content on the right.
    public let horizontal: Bool
    /// The footer's extent along the scrolling axis: the content inset on that side grows by it.
    public let room: Double

    /// The placement of a footer of the given size in a list scrolling `horizontal`ly or not.
    public init(footerWidth: Double, footerHeight: Double, horizontal: Bool) {
        let extent = horizontal ? footerWidth : footerHeight
        self.horizontal = horizontal
        room = extent > 0 ? extent : Self.defaultExtent
    }

    /// The inset on the footer's side once it goes: `now` without the footer's room, if nobody has set
    /// the inset since showing it left `whenShown` there. Otherwise the app set its own (keyboard code,
    /// say), which does not count the room: it stays as the app set it, never eaten into or negative.
    public func inset(withoutRoom now: Double, whenShown: Double) -> Double {
        now == whenShown ? now - room : now
    }

    /// The footer's frame after content of `content` size, in a view whose bounds have `bounds` size:
    /// across the whole view, ``room`` deep.
    public func frame(
        content: (width: Double, height: Double), bounds: (width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        horizontal
            ? (x: content.width, y: 0, width: room, height: bounds.height)
            : (x: 0, y: content.height, width: bounds.width, height: room)
    }
}
