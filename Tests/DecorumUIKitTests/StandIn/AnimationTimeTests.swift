#if !canImport(ObjectiveC)
import Testing
import UIKit

// Issue #30: time no longer collapses in the stand-in. A batch's animation lasts
// `UIKitStandIn.animationTurns` turns of the run loop (it ended on the next turn before), a reload ends
// it with `finished == false`, and the user can scroll while it runs. Stand-in only.

@Suite("UIKit stand-in: animations last, and a reload interrupts them")
@MainActor
struct AnimationTimeTests {
    private func table(_ source: ArraySource) -> (UIWindow, UITableView) {
        let (window, tableView) = makeTable()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = source
        Driver.settle()
        return (window, tableView)
    }

    /// A table of two rows; a third is inserted in a batch whose completion flags `finished` gathers.
    private func inserting() -> (UIWindow, UITableView, Box) {
        let source = ArraySource([["a", "b"]])
        let (window, tableView) = table(source)
        let finished = Box()
        source.sections[0].append("c")
        tableView.performBatchUpdates({ tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic) }) {
            finished.flags.append($0)
        }
        return (window, tableView, finished)
    }

    final class Box {
        var flags: [Bool] = []
    }

    @Test("a batch's completion runs when its animation ends, several turns later, with true")
    func animationLasts() {
        let (window, tableView, finished) = inserting()
        #expect(UIKitStandIn.animationTurns >= 2)
        for _ in 1..<UIKitStandIn.animationTurns { UIKitStandIn.turn() }
        #expect(finished.flags.isEmpty, "the animation still runs")
        #expect(tableView.standInIsAnimating)
        tableView.contentOffset = CGPoint(x: 0, y: 10)  // the user scrolls meanwhile
        UIKitStandIn.turn()
        #expect(finished.flags == [true])
        #expect(!tableView.standInIsAnimating)
        _ = window
    }

    @Test("reloadData while a batch animates ends it: its completion hears false")
    func reloadInterrupts() {
        let (window, tableView, finished) = inserting()
        UIKitStandIn.turn()
        tableView.reloadData()
        Driver.settle()
        #expect(finished.flags == [false])
        #expect(!tableView.standInIsAnimating)
        _ = window
    }
}
#endif
