import Decorum
import DecorumTesting
import Foundation
import Testing

/// `count` people with ids `prefix0`, `prefix1`…
func numbered(_ count: Int, _ prefix: String = "p") -> [Person] {
    (0..<count).map { person("\(prefix)\($0)") }
}

/// A handler whose view has a viewport of `rows` 44-point rows.
@MainActor
func makeScrollingHandler(
    _ items: [Person], rows: Double = 10, mode: HeadlessListView.AnimationMode = .immediate
) -> HeadlessHandler<HorizontalDecorator> {
    let handler = makeHandler(SectionedData(items: items), mode: mode)
    handler.view.viewportHeight = rows * 44
    return handler
}

/// The id of the first visible row and its distance from the viewport's top.
@MainActor
func firstVisible(_ handler: HeadlessHandler<HorizontalDecorator>) -> (id: String, offset: Double)? {
    guard let path = handler.view.indexPathsForVisibleItems.first, let frame = handler.view.frameOfItem(at: path),
        let item = handler.view.cell(at: path)
    else { return nil }
    return (item.id.base as? String ?? "?", frame.lowerBound - handler.view.contentOffset)
}
