// The pasteboard a drag carries (Apple: "NSPasteboard", "NSPasteboardItem", "NSPasteboardWriting"): typed
// items, written by the drag's source and read by its destination. Only strings and data; no file promises,
// no system pasteboards (the stand-in has no other process to share them with).

extension NSPasteboard {
    /// Apple: "NSPasteboard.PasteboardType" (a typed string, `NS_TYPED_EXTENSIBLE_ENUM`): a uniform type
    /// identifier.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// NSPasteboard.h: `NSPasteboardTypeString` ("public.utf8-plain-text").
        public static let string = PasteboardType("public.utf8-plain-text")
        /// NSPasteboard.h: `NSPasteboardTypeFileURL` ("public.file-url").
        public static let fileURL = PasteboardType("public.file-url")
    }

    /// Apple: "NSPasteboard.Name".
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// NSPasteboard.h: `NSPasteboardNameDrag`, the pasteboard of a drag.
        public static let drag = Name("Apple CFPasteboard drag")
    }
}

/// Apple: "NSPasteboardWriting": what can be written to a pasteboard: the types it offers, and its value
/// for each (a string or data; the stand-in reads no other property lists).
@MainActor
public protocol NSPasteboardWriting: NSObjectProtocol {
    func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType]
    func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any?
}

/// Apple: "NSPasteboardItem": one item's value for each of its types.
@MainActor
open class NSPasteboardItem: NSObject, NSPasteboardWriting {
    private var values: [(NSPasteboard.PasteboardType, Any)] = []

    public override init() { super.init() }

    /// Apple: "types": the types the item has a value for, in the order they were set.
    open var types: [NSPasteboard.PasteboardType] { values.map(\.0) }

    /// Apple: "setString(_:forType:)": `true` once set.
    @discardableResult
    open func setString(_ string: String, forType type: NSPasteboard.PasteboardType) -> Bool { set(string, type) }

    /// Apple: "setData(_:forType:)".
    @discardableResult
    open func setData(_ data: Data, forType type: NSPasteboard.PasteboardType) -> Bool { set(data, type) }

    /// Apple: "string(forType:)": `nil` when the item has no string for `type`.
    open func string(forType type: NSPasteboard.PasteboardType) -> String? {
        value(type).flatMap { ($0 as? String) ?? ($0 as? Data).flatMap { String(data: $0, encoding: .utf8) } }
    }

    /// Apple: "data(forType:)".
    open func data(forType type: NSPasteboard.PasteboardType) -> Data? {
        value(type).flatMap { ($0 as? Data) ?? ($0 as? String).map { Data($0.utf8) } }
    }

    open func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] { types }

    open func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? { value(type) }

    private func value(_ type: NSPasteboard.PasteboardType) -> Any? { values.first { $0.0 == type }?.1 }

    private func set(_ value: Any, _ type: NSPasteboard.PasteboardType) -> Bool {
        values.removeAll { $0.0 == type }
        values.append((type, value))
        return true
    }
}

/// Apple: "NSPasteboard": the items written to it, each read back as an `NSPasteboardItem`.
@MainActor
open class NSPasteboard: NSObject {
    public let name: NSPasteboard.Name
    public private(set) var pasteboardItems: [NSPasteboardItem]? = []

    /// Apple: "init(name:)".
    public init(name: NSPasteboard.Name) {
        self.name = name
        super.init()
    }

    /// Apple: "types": the types of all its items, without repeats.
    open var types: [NSPasteboard.PasteboardType]? {
        (pasteboardItems ?? []).flatMap(\.types).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Apple: "clearContents()": empties it; returns the change count (the stand-in's: always 0).
    @discardableResult
    open func clearContents() -> Int {
        pasteboardItems = []
        return 0
    }

    /// Apple: "writeObjects(_:)": each writer becomes one item with a value for each of its writable types.
    @discardableResult
    open func writeObjects(_ objects: [any NSPasteboardWriting]) -> Bool {
        for object in objects {
            let item = NSPasteboardItem()
            for type in object.writableTypes(for: self) {
                switch object.pasteboardPropertyList(forType: type) {
                case let string as String: item.setString(string, forType: type)
                case let data as Data: item.setData(data, forType: type)
                default: continue
                }
            }
            pasteboardItems = (pasteboardItems ?? []) + [item]
        }
        return true
    }

    /// Apple: "string(forType:)": the first item's string.
    open func string(forType type: NSPasteboard.PasteboardType) -> String? {
        pasteboardItems?.first?.string(forType: type)
    }
}
