/// Renders the whole demo as text; `main.swift` only parses options and prints the result, so tests
/// can compare this output with a golden file.
enum Demo {
    /// The demo's text for `options`, with or without ANSI colours.
    static func render(options: DemoOptions, colors: Bool) -> String {
        var renderer = Renderer(colors: colors)
        renderer.banner("Decorum demo", "sectioned data that never traps on a bad index")
        renderer.note("The data: \(DemoData.contacts.count) sections of contacts, "
            + "\(DemoData.contacts.itemCount) rows. Every answer below")
        renderer.note("is computed by Decorum's API as the demo runs.")
        for (offset, chapter) in Chapters.all.enumerated()
        where options.only.isEmpty || options.only.contains(chapter.name) {
            renderer.chapter(offset + 1, chapter.title, summary: chapter.summary.map { "   " + $0 })
            renderer.line()
            chapter.render(into: &renderer)
        }
        return renderer.text
    }

    /// The `--list` text.
    static var chapterList: String {
        Chapters.all.enumerated().map { "\($0.offset + 1). \($0.element.name.padding(12))\($0.element.title)" }
            .joined(separator: "\n")
    }
}
