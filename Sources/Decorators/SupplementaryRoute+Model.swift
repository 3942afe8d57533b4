// Routes that show each section's model: the decorator's `Data` is the model's type, so the header
// and the model are matched by the compiler where they are written, and a section whose model has
// another type is a misconfiguration, found the first time its header is asked for.

extension SupplementaryRoute {
    /// A section's ``Section/model`` of another type than `Decorator.Data` is a misconfiguration: a trap
    /// naming both types in debug builds, no view in release builds.
    init<Decorator: SupplementaryDecorator>(uncheckedModelOf decorator: Decorator.Type) {
        self.init(unchecked: decorator, data: { Self.model(of: $0, for: decorator) })
    }

    /// The model of `section` for `decorator`, or `nil` when it has none.
    static func model<Decorator: SupplementaryDecorator>(
        of section: Section<Item>, for decorator: Decorator.Type
    ) -> Decorator.Data? {
        guard let model = section.model else { return nil }
        if let typed = model as? Decorator.Data { return typed }
        assertionFailure(Self.modelMismatch(section, model, decorator))
        return nil
    }

    /// What the misconfiguration trap says.
    static func modelMismatch<Decorator: SupplementaryDecorator>(
        _ section: Section<Item>, _ model: any Hashable & Sendable, _ decorator: Decorator.Type
    ) -> String {
        "Decorum: section \"\(section.kind.rawValue)\" has a model of type \(type(of: model)), but "
            + "\(Decorator.self) shows a \(Decorator.Data.self). Give that section a \(Decorator.Data.self) "
            + "model (or none, for no view), or route it with SupplementaryRoute(\(Decorator.self).self) "
            + "{ section in ... } to choose the data yourself."
    }

    /// Routes every section's ``Section/model`` to `decorator`, whose `Data` is the model type (checked
    /// where you write the route) and whose `View` is a view of the list's kind. A section without a
    /// model gets no view; a section whose model has another type is a misconfiguration: a trap in debug
    /// builds that names both types (no view in release builds).
    ///
    /// ```swift
    /// handler.header = SupplementaryRoute(modelOf: CompanyHeader.self)  // CompanyHeader.Data == Company
    /// ```
    ///
    /// - Parameter decorator: A decorator whose `Data` is the sections' model type.
    public init<Decorator: SupplementaryDecorator>(modelOf decorator: Decorator.Type)
    where Decorator.Data: Hashable & Sendable, Decorator.View: SupplementaryView, Decorator.View.RouteBase == Base {
        self.init(uncheckedModelOf: decorator)
    }
}
