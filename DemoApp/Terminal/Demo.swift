/// Renders the demo as text; `main.swift` only parses options, reads stdin and prints, so tests can
/// compare the output with a golden file and script the interactive mode.
@MainActor
public enum Demo {
    /// The whole output of a mode that needs no input: the story, `--help`, `--list` or `--large`;
    /// `nil` for `--interactive` (see ``InteractiveSession``).
    public static func output(for options: DemoOptions, colors: Bool) -> String? {
        switch options.mode {
        case .story: return render(options: options, colors: colors)
        case .help: return DemoOptions.help + "\n"
        case .list: return chapterList + "\n"
        case .large(let count): return LargeDiff.render(count: count, seed: options.seed, colors: colors)
        case .interactive: return nil
        }
    }

    /// The story (all chapters, or those of `options.only`), with or without ANSI colours.
    public static func render(options: DemoOptions, colors: Bool) -> String {
        var renderer = Renderer(colors: colors)
        renderer.banner("Decorum demo", "crash-free, animated lists, shown headless")
        renderer.note(
            "The data: a team of people, then \(DemoData.contacts.count) sections of contacts, "
                + "\(DemoData.contacts.itemCount) rows.")
        renderer.note("Every answer below is computed by Decorum's API as the demo runs.")
        for (offset, chapter) in Chapters.all.enumerated()
        where options.only.isEmpty || options.only.contains(chapter.name) {
            renderer.chapter(offset + 1, chapter.title, summary: chapter.summary.map { "   " + $0 })
            renderer.line()
            chapter.render(into: &renderer)
        }
        return renderer.text
    }

    /// The `--list` text.
    public static var chapterList: String {
        Chapters.all.enumerated().map { "\($0.offset + 1). \($0.element.name.padding(12))\($0.element.title)" }
            .joined(separator: "\n")
    }
}
