/// Where a loading footer goes after a list's last item: the room it takes along the scrolling axis
/// (its own extent there, or ``defaultExtent`` when it has none) and its frame right after the content.
struct LoadingFooterPlacement: Equatable {
    static let defaultExtent = 44.0

    let horizontal: Bool
    let room: Double

    /// The placement of a footer of the given size in a list scrolling `horizontal`ly or not.
    init(footerWidth: Double, footerHeight: Double, horizontal: Bool) {
        let extent = horizontal ? footerWidth : footerHeight
        self.horizontal = horizontal
        room = extent > 0 ? extent : Self.defaultExtent
    }

    /// The inset on the footer's side once it goes: `now` without the footer's room, if nobody has set
    /// the inset since showing it left `whenShown` there.
    func inset(withoutRoom now: Double, whenShown: Double) -> Double {
        now == whenShown ? now - room : now
    }

    /// The footer's frame after content of `content` size, in a view whose bounds have `bounds` size:
    /// across the whole view, ``room`` deep.
    func frame(
        content: (width: Double, height: Double), bounds: (width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double) {
        horizontal
            ? (x: content.width, y: 0, width: room, height: bounds.height)
            : (x: 0, y: content.height, width: bounds.width, height: room)
    }
}
