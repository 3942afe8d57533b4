/// One part of the demo. Each chapter lives in its own file under `Chapters/` and renders itself
/// with a `Renderer`; the order of `Chapters.all` is the order of the story.
@MainActor
protocol Chapter: Sendable {
    /// The name used with `--only`.
    var name: String { get }
    /// The heading, also listed by `--help` (keep it under 45 characters).
    var title: String { get }
    /// Renders the chapter's body (the heading is rendered by `Demo`).
    func render(into renderer: inout Renderer)
    /// One line under the heading.
    var summary: String? { get }
}

extension Chapter {
    var summary: String? { nil }
}

/// The chapters, in the order the demo shows them.
@MainActor
enum Chapters {
    static let all: [any Chapter] = [
        SessionChapter(),
        DecoratorsChapter(),
        ContactsChapter(),
        InvalidInputChapter(),
        PositionsChapter(),
        BadEditsChapter(),
        BehavioursChapter(),
        UserEditsChapter(),
    ]

    /// The chapter called `name`, or `nil`.
    static func named(_ name: String) -> (any Chapter)? {
        all.first { $0.name == name }
    }
}
