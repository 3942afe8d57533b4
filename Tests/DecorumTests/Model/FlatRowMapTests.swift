@_spi(Binding) import DecorumCore
import Foundation
import Testing

@Suite("FlatRowMap: sections as one flat run of rows, with or without group rows")
struct FlatRowMapTests {
    @Test("With group rows, each section is its group row followed by its items, empty sections too")
    func groupRows() {
        let rows = FlatRowMap(counts: [2, 0, 1], groupRows: true)
        #expect(rows.rowCount == 6)
        let expected: [FlatRowMap.Row] = [
            .group(section: 0), .item(IndexPath(section: 0, item: 0)), .item(IndexPath(section: 0, item: 1)),
            .group(section: 1), .group(section: 2), .item(IndexPath(section: 2, item: 0)),
        ]
        #expect((0..<6).map { rows.row(at: $0) } == expected)
        #expect(rows.row(at: 6) == nil)
        #expect(rows.row(at: -1) == nil)
        #expect((0..<3).map { rows.groupRow(ofSection: $0) } == [0, 3, 4])
        #expect(rows.groupRow(ofSection: 3) == nil)
        #expect(rows.indexPath(forRow: 3) == nil)
        #expect(rows.indexPath(forRow: 5) == IndexPath(section: 2, item: 0))
    }

    @Test("Without group rows, rows are the items and empty sections take none")
    func noGroupRows() {
        let rows = FlatRowMap(counts: [2, 0, 1], groupRows: false)
        #expect(rows.rowCount == 3)
        #expect(rows.row(at: 2) == .item(IndexPath(section: 2, item: 0)))
        #expect(rows.groupRow(ofSection: 0) == nil)
        #expect(rows.flatRow(for: IndexPath(section: 2, item: 0)) == 2)
    }

    @Test("flatRow(for:) and row(at:) are inverse on every item; paths out of range are nil")
    func roundTrip() {
        for groupRows in [false, true] {
            let counts = [3, 0, 0, 4, 1, 0]
            let rows = FlatRowMap(counts: counts, groupRows: groupRows)
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let path = IndexPath(section: section, item: item)
                    let flat = rows.flatRow(for: path)
                    #expect(flat.flatMap(rows.indexPath(forRow:)) == path)
                }
                #expect(rows.flatRow(for: IndexPath(section: section, item: count)) == nil)
            }
            #expect(rows.flatRow(for: IndexPath(section: 6, item: 0)) == nil)
            #expect(rows.flatRow(for: IndexPath(indexes: [0, 0, 0])) == nil)
        }
    }
}
