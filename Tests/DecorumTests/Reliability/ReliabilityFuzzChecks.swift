// The fuzz property of Decorum's diff and UIKit-rules oracle, shared by the libFuzzer target
// (`Fuzz/DiffFuzzer/main.swift`, built by `Fuzz/run.sh` together with the library's sources as one
// module) and by `ReliabilityTests` (which replays random and regression inputs in `swift test`).
//
// Each input is decoded into two small sectioned data sets (kinds from a 6-letter alphabet, item ids
// and contents from bytes) and checked:
//
// * modes 0–2: the diff (by id and content, by value, by id only). With duplicates the diff must throw
//   the `DuplicateError` naming the first duplicate (kinds then items of old, then of new); without,
//   every stage must be non-empty with duplicate-free data, the stages must replay through
//   `Changeset.applied(to:producing:)` and through a `HeadlessListView` (UIKit's rules plus the
//   identity check), and end exactly on `new`.
// * engine mode: the same data sets through `HeadlessHandler.apply` (see `fuzzCheckEngine`).
// * mode 3: a changeset decoded from bytes (often invalid): `applied`, `validate` and the headless view
//   must agree on accepting or rejecting it, never crash, and agree on the result.
//
// A violation throws `FuzzFailure`; the fuzzer traps on it so libFuzzer saves the input.

#if canImport(Decorum)
import Decorum
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Decorators
@_spi(Binding) @testable import Handlers
@testable import DecorumTesting
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A violated fuzz property.
struct FuzzFailure: Error, CustomStringConvertible {
    var description: String
}

/// A row: identity `id`, shown content `content`.
struct FuzzItem: Identifiable, Hashable, CustomStringConvertible {
    var id: UInt8
    var content: UInt8
    var description: String { "\(id)/\(content)" }
}

/// Reads bytes front to back; zeros once exhausted, so every input decodes.
struct FuzzByteReader {
    let bytes: [UInt8]
    var position = 0
    var isAtEnd: Bool { position >= bytes.count }
    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }
    mutating func next(below bound: Int) -> Int { Int(next()) % bound }
    /// A signed index biased to the interesting range, including negatives and out-of-bounds.
    mutating func index(near count: Int) -> Int {
        let raw = next()
        switch raw >> 6 {
        case 0: return Int(raw & 0x3F) % max(count, 1)
        case 1: return count + Int(raw & 0x3) - 1
        case 2: return Int(raw & 0x3F) % (count + 3)
        default: return [-1, Int.max, Int.min, -2][Int(raw & 0x3)]
        }
    }
}

let fuzzKinds: [Kind] = ["a", "b", "c", "d", "e", "f"]

/// Decodes up to 6 sections of up to 9 items. With `unique`, repeated kinds and ids are skipped.
func fuzzDecodeData(_ reader: inout FuzzByteReader, unique: Bool) -> SectionedData<FuzzItem> {
    var sections: [Section<FuzzItem>] = []
    var kinds = Set<Kind>()
    var ids = Set<UInt8>()
    let sectionCount = reader.next(below: 7)
    for _ in 0..<sectionCount {
        let kind = fuzzKinds[reader.next(below: fuzzKinds.count)]
        let itemCount = reader.next(below: 10)
        var items: [FuzzItem] = []
        for _ in 0..<itemCount {
            let id = UInt8(reader.next(below: 40))
            let content = UInt8(reader.next(below: 3))
            if unique, !ids.insert(id).inserted { continue }
            items.append(FuzzItem(id: id, content: content))
        }
        if unique, !kinds.insert(kind).inserted { continue }
        sections.append(Section(kind: kind, items: items))
    }
    return SectionedData(sections)
}

func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) throws {
    if !condition() { throw FuzzFailure(description: message()) }
}

/// A headless data source over `SectionedData<FuzzItem>`.
final class FuzzSource: HeadlessListDataSource {
    var data: SectionedData<FuzzItem>
    let byValue: Bool
    init(_ data: SectionedData<FuzzItem>, byValue: Bool) {
        self.data = data
        self.byValue = byValue
    }
    func numberOfSections(in view: HeadlessListView) -> Int { data.numberOfSections }
    func headlessView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        data.numberOfItems(inSection: section)
    }
    func headlessView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        let item = data[indexPath]
        return HeadlessCell(id: byValue ? AnyHashable(item) : AnyHashable(item.id), content: item)
    }
    func headlessView(_ view: HeadlessListView, kindOfSection section: Int) -> String? { data[section].kind.rawValue }
}

func fuzzIDs(_ data: SectionedData<FuzzItem>) -> [[UInt8]] { data.sections.map { $0.items.map(\.id) } }

/// Modes 0–2: the diff round trip.
func fuzzCheckDiff(old: SectionedData<FuzzItem>, new: SectionedData<FuzzItem>, mode: Int) throws {
    let identity: ItemIdentity<FuzzItem, AnyHashable>
    switch mode {
    case 0: identity = ItemIdentity(id: { AnyHashable($0.id) }, isContentEqual: ==)
    case 1: identity = ItemIdentity(id: { AnyHashable($0) }, isContentEqual: { _, _ in true })
    default: identity = ItemIdentity(id: { AnyHashable($0.id) }, isContentEqual: { _, _ in true })
    }
    let expectedDuplicate = old.duplicates(identity: identity).first ?? new.duplicates(identity: identity).first
    let staged: StagedChangeset<FuzzItem>
    do {
        staged = try StagedChangeset(from: old, to: new, identity: identity)
    } catch let error as DuplicateError {
        try fuzzCheck(
            expectedDuplicate == error.duplicate,
            "diff threw \(error), expected \(expectedDuplicate.map(String.init(describing:)) ?? "no error")")
        return
    } catch {
        throw FuzzFailure(description: "diff threw a non-DuplicateError \(error)")
    }
    try fuzzCheck(expectedDuplicate == nil, "diff did not throw for duplicate \(expectedDuplicate!)")
    try fuzzCheck(staged.count <= 3, "\(staged.count) stages")
    if old == new { try fuzzCheck(staged.isEmpty, "equal data gave stages:\n\(staged)") }
    // No stages only when nothing visible changes (contents may differ under the id-only identity).
    if staged.isEmpty {
        try fuzzCheck(
            fuzzIDs(old) == fuzzIDs(new) && old.kinds == new.kinds,
            "no stages for different data\nold: \(old)\nnew: \(new)")
        if mode != 2 { try fuzzCheck(old == new, "no stages but the contents differ\nold: \(old)\nnew: \(new)") }
    }
    // 1. Pure data.
    var current = old
    for (index, stage) in staged.enumerated() {
        try fuzzCheck(!stage.changeset.isEmpty, "stage \(index + 1) is empty\n\(staged)")
        try fuzzCheck(stage.data.duplicates(identity: identity).isEmpty, "stage \(index + 1) data has duplicates")
        do {
            current = try stage.changeset.applied(to: current, producing: stage.data)
        } catch {
            throw FuzzFailure(description: "stage \(index + 1) rejected: \(error)\nold: \(old)\nnew: \(new)\n\(staged)")
        }
        // The identities after a stage must be the stage's (contents may lag only in id-only mode, or
        // for items moved and updated, refreshed by the final reload stage).
        try fuzzCheck(
            fuzzIDs(current) == fuzzIDs(stage.data) && current.kinds == stage.data.kinds,
            "stage \(index + 1) shows \(current), its data is \(stage.data)\nold: \(old)\nnew: \(new)\n\(staged)")
    }
    if mode == 2 {
        try fuzzCheck(
            fuzzIDs(current) == fuzzIDs(new) && current.kinds == new.kinds,
            "id round trip: got \(current)\nnew: \(new)\n\(staged)")
    } else {
        try fuzzCheck(current == new, "round trip: got \(current)\nold: \(old)\nnew: \(new)\n\(staged)")
    }
    // 2. Through the headless view with UIKit's rules.
    let source = FuzzSource(old, byValue: mode == 1)
    let view = HeadlessListView(style: mode == 0 ? .collection : .table)
    view.dataSource = source
    view.reloadData()
    for (index, stage) in staged.enumerated() {
        do {
            try view.performBatchUpdates(stage.changeset) { source.data = stage.data }
        } catch {
            throw FuzzFailure(
                description: "headless view rejected stage \(index + 1): \(error)\nold: \(old)\nnew: \(new)\n\(staged)")
        }
    }
    if mode == 2 {
        try fuzzCheck(view.identities == fuzzIDs(new).map { $0.map { AnyHashable($0) } }, "view identities differ")
    } else {
        do { try view.verifyMatchesDataSource() } catch {
            throw FuzzFailure(description: "view differs from new: \(error)\nold: \(old)\nnew: \(new)\n\(staged)")
        }
    }
}

/// Mode 3: a changeset decoded from bytes must be accepted or rejected consistently, never crash.
func fuzzCheckChangeset(old: SectionedData<FuzzItem>, new: SectionedData<FuzzItem>, reader: inout FuzzByteReader) throws
{
    var changes = Changeset()
    func path(_ reader: inout FuzzByteReader, _ data: SectionedData<FuzzItem>) -> IndexPath {
        switch reader.next(below: 16) {
        case 0: return IndexPath()
        case 1: return IndexPath(index: reader.index(near: data.count))
        case 2: return IndexPath(indexes: [reader.index(near: 2), reader.index(near: 2), reader.index(near: 2)])
        default:
            let section = reader.index(near: data.count)
            return IndexPath(indexes: [section, reader.index(near: data.numberOfItems(inSection: section))])
        }
    }
    let operationCount = reader.next(below: 12)
    for _ in 0..<operationCount {
        switch reader.next(below: 8) {
        case 0: changes.sectionDeletes.append(reader.index(near: old.count))
        case 1: changes.sectionInserts.append(reader.index(near: new.count))
        case 2:
            changes.sectionMoves.append(Move(from: reader.index(near: old.count), to: reader.index(near: new.count)))
        case 3: changes.sectionReloads.append(reader.index(near: old.count))
        case 4: changes.itemDeletes.append(path(&reader, old))
        case 5: changes.itemInserts.append(path(&reader, new))
        case 6: changes.itemMoves.append(Move(from: path(&reader, old), to: path(&reader, new)))
        default: changes.itemReloads.append(path(&reader, old))
        }
    }
    var result: SectionedData<FuzzItem>?
    do { result = try changes.applied(to: old, producing: new) } catch is BatchUpdateError {} catch {
        throw FuzzFailure(description: "applied threw a non-BatchUpdateError \(error)")
    }
    var validated = true
    do { try changes.validate(oldCounts: old.map(\.count), newCounts: new.map(\.count)) } catch { validated = false }
    try fuzzCheck(validated == (result != nil), "validate and applied disagree on \(changes)\nold: \(old)\nnew: \(new)")
    guard let result else { return }
    try fuzzCheck(result.map(\.count) == new.map(\.count), "applied result counts differ from new's")
    // The view takes the same batch when its data source reports what `applied` produced.
    let source = FuzzSource(old, byValue: true)
    let view = HeadlessListView()
    view.dataSource = source
    view.reloadData()
    do {
        try view.performBatchUpdates(changes) { source.data = result }
    } catch {
        throw FuzzFailure(
            description: "view rejected a batch applied accepted: \(error)\n\(changes)\nold: \(old)\nnew: \(new)")
    }
    try fuzzCheck(
        view.identities == result.sections.map { $0.items.map { AnyHashable($0) } }, "view and applied differ")
}

/// A decorator for the engine mode (the headless handler shows each item's description).
enum FuzzDecorator: CellDecorator {
    static func update(_ cell: FuzzCell, with data: FuzzItem) { cell.text = data.description }
}

/// The cell of ``FuzzDecorator``.
final class FuzzCell {
    var text = ""
}

/// Engine mode: `apply(new)` on a `HeadlessHandler` showing `old` (`.manual` animations) must throw
/// exactly when `new` repeats an id or kind under `.reject` (changing nothing), else end on `new` (or
/// `new` resolved under the policy) with every batch accepted; only an `old` that itself repeats ids
/// may be shown with a reload (one `cannotDiff` diagnostic).
@MainActor
func fuzzCheckEngine(
    old: SectionedData<FuzzItem>, new: SectionedData<FuzzItem>, policy: DuplicatePolicy, reconfigures: Bool
) throws {
    let view = HeadlessListView(style: .collection, animationMode: .manual)
    let byID = ItemIdentity<FuzzItem, UInt8>(id: { $0.id }, isContentEqual: ==)
    let oldIsClean = old.duplicates(identity: byID).isEmpty
    // The handler's data is unique: data with duplicates is refused at creation (or resolved).
    let handler: HeadlessHandler<FuzzDecorator>
    do {
        handler = try HeadlessHandler<FuzzDecorator>(view: view, data: old)
        try fuzzCheck(oldIsClean, "a handler accepted data with duplicates\nold: \(old)")
    } catch let error as ListEditError {
        try fuzzCheck(!oldIsClean, "a handler refused clean data: \(error)\nold: \(old)")
        return
    }
    handler.duplicatePolicy = policy
    handler.reconfiguresUpdatedItems = reconfigures
    var diagnostics: [Diagnostic] = []
    handler.onDiagnostic = { diagnostics.append($0) }
    let target: SectionedData<FuzzItem>? =
        policy == .reject
        ? (new.duplicates(identity: byID).isEmpty ? new : nil)
        : try? new.resolvingDuplicates(policy, identity: byID)
    do {
        try handler.apply(new)
    } catch ListEditError.duplicateInData {
        try fuzzCheck(target == nil, "apply threw for clean data\nold: \(old)\nnew: \(new)")
        try fuzzCheck(handler.data == old && view.events == [.reloadData], "a refused apply changed something")
        return
    } catch {
        throw FuzzFailure(description: "apply threw \(type(of: error)): \(error)")
    }
    guard let target else { throw FuzzFailure(description: "apply accepted duplicates\nold: \(old)\nnew: \(new)") }
    try fuzzCheck(handler.data == target, "data \(handler.data) is not \(target)")
    if oldIsClean {
        try fuzzCheck(diagnostics.isEmpty, "diagnostics \(diagnostics)\nold: \(old)\nnew: \(new)")
        try fuzzCheck(view.events.filter { $0 == .reloadData }.count == 1, "fell back to reloadData: \(view.events)")
    } else {
        try fuzzCheck(diagnostics.count <= 1, "diagnostics \(diagnostics)")
    }
    var rounds = 0
    while handler.hasPendingUpdates, rounds < 10 {
        view.finishAnimations()
        rounds += 1
    }
    try fuzzCheck(!handler.hasPendingUpdates, "updates still pending")
    do {
        try view.verifyMatchesDataSource()
    } catch {
        throw FuzzFailure(description: "view differs from the data: \(error)\nold: \(old)\nnew: \(new)\n\(view.events)")
    }
}

/// Decodes and checks one input; shared by the fuzzer and the regression test.
///
/// The header byte: bits 0–1 the mode (0 by id and content, 1 by value, 2 by id only, 3 a decoded
/// changeset); bit 2 with mode 0 runs the engine instead of the bare diff, with the duplicate policy in
/// bits 3–4 and bit 5 turning `reconfiguresUpdatedItems` off; bit 7 allows duplicates in the decoded data.
@MainActor
func runFuzzInput(_ bytes: [UInt8]) throws {
    var reader = FuzzByteReader(bytes: bytes)
    let header = reader.next()
    let mode = Int(header & 0x3)
    let unique = header & 0x80 == 0
    let old = fuzzDecodeData(&reader, unique: unique)
    let new = fuzzDecodeData(&reader, unique: unique)
    if mode == 3 {
        try fuzzCheckChangeset(old: old, new: new, reader: &reader)
    } else if mode == 0, header & 0x4 != 0 {
        let policy: DuplicatePolicy = [.reject, .keepFirst, .keepLast, .reject][Int(header >> 3) & 0x3]
        try fuzzCheckEngine(old: old, new: new, policy: policy, reconfigures: header & 0x20 == 0)
    } else {
        try fuzzCheckDiff(old: old, new: new, mode: mode)
    }
}
