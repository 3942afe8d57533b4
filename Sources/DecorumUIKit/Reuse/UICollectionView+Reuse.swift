#if canImport(UIKit)
import UIKit
@_spi(Binding) import Handlers

extension UICollectionView {
    /// Registers `cellType` under its ``ReuseIdentifiable/reuseIdentifier`` (its class name).
    ///
    /// ```swift
    /// collectionView.register(PersonCell.self)
    /// ```
    ///
    /// - Parameter cellType: A `UICollectionViewCell` subclass.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register<Cell: UICollectionViewCell>(_ cellType: Cell.Type) {
        register(cellType, forCellWithReuseIdentifier: cellType.reuseIdentifier)
    }

    /// Registers `viewType` as a supplementary view of `kind` under its class name.
    ///
    /// ```swift
    /// collectionView.register(CompanyHeaderView.self, forSupplementaryViewOfKind: ElementPosition.headerElementKind)
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: A `UICollectionReusableView` subclass.
    ///   - kind: The element kind, e.g. `UICollectionView.elementKindSectionHeader`.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register<View: UICollectionReusableView>(_ viewType: View.Type, forSupplementaryViewOfKind kind: String)
    {
        register(viewType, forSupplementaryViewOfKind: kind, withReuseIdentifier: viewType.reuseIdentifier)
    }

    /// Registers what `registration` describes: a cell or a supplementary view class. Handlers call it
    /// for the registrations their ``ReuseRegistry`` reports as new.
    ///
    /// ```swift
    /// collectionView.register(ReuseRegistration(PersonCell.self))
    /// ```
    ///
    /// - Parameter registration: A ``ReuseRegistration/Slot/cell`` registration of a
    ///   `UICollectionViewCell` subclass, or a ``ReuseRegistration/Slot/supplementary(kind:)`` one of a
    ///   `UICollectionReusableView` subclass (a ``ReuseRegistration/Slot/headerFooter`` one is
    ///   registered as a section header); anything else traps with a message.
    /// - Complexity: O(1) plus UIKit's registration.
    public func register(_ registration: ReuseRegistration) {
        let identifier = registration.reuseIdentifier
        guard case .supplementary(let kind) = registration.slot.kindOnCollectionView else {
            return registration.register(
                as: UICollectionViewCell.self, on: "collectionView",
                class: { register($0, forCellWithReuseIdentifier: identifier) },
                nib: { register($0, forCellWithReuseIdentifier: identifier) })
        }
        registration.register(
            as: UICollectionReusableView.self, on: "collectionView",
            class: { register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) },
            nib: { register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) })
    }

    /// Dequeues a `Cell` for `indexPath`, typed: no cast at the call site.
    ///
    /// The identifier must have been registered (by `register(_:)`, a handler, or a
    /// storyboard prototype); UIKit raises `NSInternalInconsistencyException` otherwise. Traps with a
    /// message naming both classes when another class is registered under the identifier.
    ///
    /// ```swift
    /// let cell = collectionView.dequeueReusableCell(PersonCell.self, for: indexPath)
    /// ```
    ///
    /// - Parameters:
    ///   - cellType: The registered `UICollectionViewCell` subclass.
    ///   - indexPath: The item the cell is for.
    /// - Returns: A cell of type `Cell`.
    /// - Complexity: O(1) plus UIKit's dequeue.
    public func dequeueReusableCell<Cell: UICollectionViewCell>(_ cellType: Cell.Type, for indexPath: IndexPath) -> Cell
    {
        let identifier = cellType.reuseIdentifier
        return ReuseRegistry.cast(
            dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath), to: cellType,
            reuseIdentifier: identifier)
    }

    /// Dequeues a supplementary view of type `View` and `kind` for `indexPath`, typed.
    ///
    /// ```swift
    /// let header = collectionView.dequeueReusableSupplementaryView(
    ///     CompanyHeaderView.self, ofKind: UICollectionView.elementKindSectionHeader, for: indexPath)
    /// ```
    ///
    /// - Parameters:
    ///   - viewType: The registered `UICollectionReusableView` subclass.
    ///   - kind: The element kind it was registered for.
    ///   - indexPath: The supplementary element's index path.
    /// - Returns: A view of type `View`.
    /// - Complexity: O(1) plus UIKit's dequeue.
    public func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
        _ viewType: View.Type, ofKind kind: String, for indexPath: IndexPath
    ) -> View {
        let identifier = viewType.reuseIdentifier
        return ReuseRegistry.cast(
            dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath),
            to: viewType, reuseIdentifier: identifier)
    }
}
extension ReuseRegistration.Slot {
    fileprivate var kindOnCollectionView: Self {
        self == .headerFooter ? .supplementary(kind: ElementPosition.headerElementKind) : self
    }
}
#endif
