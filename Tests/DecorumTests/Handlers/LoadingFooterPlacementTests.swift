import Decorum
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// Where the UIKit views put a loading footer (`UIKitListHandler.loadingFooterView`): decided here, in
// the core, and only placed by the adapters.

@Suite("Loading footer placement: the room it takes and its frame after the content")
struct LoadingFooterPlacementTests {
    @Test("a footer takes its own extent along the scrolling axis, or a standard row's when it has none")
    func room() {
        #expect(LoadingFooterPlacement(footerWidth: 320, footerHeight: 60, horizontal: false).room == 60)
        #expect(LoadingFooterPlacement(footerWidth: 320, footerHeight: 0, horizontal: false).room == 44)
        #expect(LoadingFooterPlacement(footerWidth: 80, footerHeight: 0, horizontal: true).room == 80)
        #expect(LoadingFooterPlacement(footerWidth: 0, footerHeight: 500, horizontal: true).room == 44)
        #expect(LoadingFooterPlacement.defaultExtent == 44)
    }

    @Test("the frame follows the content: below it across the view, or after it down the view's height")
    func frame() {
        let vertical = LoadingFooterPlacement(footerWidth: 0, footerHeight: 40, horizontal: false)
        let below = vertical.frame(content: (width: 320, height: 1_320), bounds: (width: 320, height: 440))
        #expect(below == (x: 0, y: 1_320, width: 320, height: 40))
        let horizontal = LoadingFooterPlacement(footerWidth: 60, footerHeight: 0, horizontal: true)
        let after = horizontal.frame(content: (width: 2_000, height: 200), bounds: (width: 320, height: 200))
        #expect(after == (x: 2_000, y: 0, width: 60, height: 200))
    }

    @Test("the room comes off the inset only if nobody set it since; an inset the app set stays as set")
    func insetWithoutRoom() {
        let placement = LoadingFooterPlacement(footerWidth: 320, footerHeight: 40, horizontal: false)
        #expect(placement.inset(withoutRoom: 50, whenShown: 50) == 10)  // the app's 10 comes back
        #expect(placement.inset(withoutRoom: 0, whenShown: 40) == 0)  // keyboard code reset it: never -40
        #expect(placement.inset(withoutRoom: 300, whenShown: 40) == 300)  // the keyboard's own inset stays
    }
}
