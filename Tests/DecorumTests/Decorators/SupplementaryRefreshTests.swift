import Decorum
import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

@Suite("Refreshing a header or footer whose section changed")
struct SupplementaryRefreshTests {
    @Test(arguments: [false, true])
    func aViewShownAndStillWantedIsReconfiguredWhereverItIs(onScreen: Bool) {
        #expect(SupplementaryRefresh(isShown: true, isWanted: true, isOnScreen: onScreen) == .reconfigure)
    }

    @Test(arguments: [false, true])
    func noViewBeforeOrAfterNeedsNothing(onScreen: Bool) {
        #expect(SupplementaryRefresh(isShown: false, isWanted: false, isOnScreen: onScreen) == .nothing)
    }

    @Test func aViewThatAppearsOrDisappearsReloadsItsSectionOnlyOnScreen() {
        #expect(SupplementaryRefresh(isShown: false, isWanted: true, isOnScreen: true) == .reloadSection)
        #expect(SupplementaryRefresh(isShown: true, isWanted: false, isOnScreen: true) == .reloadSection)
        #expect(SupplementaryRefresh(isShown: false, isWanted: true, isOnScreen: false) == .nothing)
        #expect(SupplementaryRefresh(isShown: true, isWanted: false, isOnScreen: false) == .nothing)
    }
}
