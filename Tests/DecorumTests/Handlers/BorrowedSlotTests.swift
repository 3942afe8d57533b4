import Testing

@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// What the UIKit adapters put in their view's `backgroundView` (the empty state) and a table's
// `tableFooterView` (the loading footer), and what they give back: decided here.

@Suite("BorrowedSlot: a view slot a binding borrows, and gives back")
struct BorrowedSlotTests {
    final class View {}

    @Test("showing keeps what the slot held; hiding gives it back")
    func showThenHide() {
        let (app, ours) = (View(), View())
        var slot = BorrowedSlot<View>()
        #expect(slot.occupant(app, with: ours, shown: true) === ours)
        #expect(slot.replaced === app)
        #expect(slot.occupant(ours, with: ours, shown: true) === ours)  // shown again: nothing changes
        #expect(slot.replaced === app)
        #expect(slot.occupant(ours, with: ours, shown: false) === app)
        #expect(slot.replaced == nil)
        #expect(slot.occupant(app, with: ours, shown: false) === app)  // hidden again: nothing changes
    }

    @Test("an empty slot is given back empty")
    func emptySlot() {
        let ours = View()
        var slot = BorrowedSlot<View>()
        #expect(slot.occupant(nil, with: ours, shown: true) === ours)
        #expect(slot.occupant(ours, with: ours, shown: false) == nil)
    }

    @Test("a view the app put in meanwhile stays: hiding takes out only the binding's own")
    func appReplacedIt() {
        let (app, ours, later) = (View(), View(), View())
        var slot = BorrowedSlot<View>()
        _ = slot.occupant(app, with: ours, shown: true)
        #expect(slot.occupant(later, with: ours, shown: false) === later)
        #expect(slot.occupant(later, with: ours, shown: true) === ours)  // shown again: the app's latest is kept
        #expect(slot.occupant(ours, with: ours, shown: false) === later)
    }

    @Test(
        "a seeded sweep: after any sequence, hiding leaves the slot as the app last set it",
        arguments: [UInt64(3), 31, 2026])
    func sweep(seed: UInt64) {
        var generator = SeededGenerator(seed: TestSeed.base ^ seed)
        let ours = View()
        let apps = [nil, View(), View()]
        for _ in 0..<200 {
            var slot = BorrowedSlot<View>()
            var held: View? = apps[0]
            var appsLast: View? = held
            for _ in 0..<20 {
                if Bool.random(using: &generator) {
                    held = apps.randomElement(using: &generator)!  // the app sets the slot itself
                    appsLast = held
                } else {
                    held = slot.occupant(held, with: ours, shown: Bool.random(using: &generator))
                }
                #expect(held === ours || held === appsLast)
            }
            #expect(slot.occupant(held, with: ours, shown: false) === appsLast)
        }
    }
}
