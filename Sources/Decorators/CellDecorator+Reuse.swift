extension CellDecorator {
    /// `Cell`'s ``ReuseIdentifiable/reuseIdentifier``, or its type name when it is not
    /// ``ReuseIdentifiable``: every item of a plain decorator uses the same cell.
    ///
    /// ```swift
    /// HorizontalDecorator.reuseIdentifier(for: person) // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameter data: The item (unused).
    /// - Returns: The identifier of `Cell`.
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static func reuseIdentifier(for data: Data) -> String {
        ReuseRegistration.reuseIdentifier(of: Cell.self)
    }

    /// `Cell` registered under its identifier (from its nib when it is ``NibLoadable``), or nothing
    /// when `Cell` is not a class.
    ///
    /// ```swift
    /// HorizontalDecorator.cellRegistrations.first?.typeName // "ThreeLabelCell"
    /// ```
    ///
    /// - Complexity: O(*m*) for a type name of length *m*.
    public static var cellRegistrations: [ReuseRegistration] {
        guard let cellClass = Cell.self as? AnyObject.Type else { return [] }
        return [ReuseRegistration(cellClass)]
    }

    /// ``cellRegistrations``: a plain decorator's items all use the same cell.
    ///
    /// ```swift
    /// HorizontalDecorator.cellRegistrations(for: ada).first?.typeName // "ThreeLabelCell"
    /// ```
    ///
    /// - Parameter data: The item (unused).
    /// - Returns: ``cellRegistrations``.
    /// - Complexity: O(*r*) for *r* registrations.
    public static func cellRegistrations(for data: Data) -> [ReuseRegistration] {
        cellRegistrations
    }
}

extension CellDecorator {
    /// Whether items may show in cells of different registrations: a ``RoutingDecorator``, or a
    /// decorator with more than one of ``cellRegistrations``. Handlers then check each updated item's
    /// cell, and resolve each item's registration as it is shown; otherwise every item uses the one
    /// cell, resolved once. Binding SPI.
    ///
    /// ```swift
    /// HorizontalDecorator.usesSeveralCellStyles // false
    /// ```
    ///
    /// - Complexity: O(*r*) for *r* registrations.
    @_spi(Binding)
    public static var usesSeveralCellStyles: Bool {
        Self.self is any RoutingDecorator.Type || cellRegistrations.count > 1
    }
}
