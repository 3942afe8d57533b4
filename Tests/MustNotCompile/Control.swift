// expect: compiles
// The control: the same declarations as the other files, used correctly, must type-check, so a failure
// of the others comes from what each shows, not from the harness.
import Decorum

class BaseCell {}
final class OtherBaseCell {}
struct BaseDecorator: CellDecorator { static func update(_ cell: BaseCell, with text: String) {} }
struct RoutedDecorator: RoutingDecorator {
    static func route(_ item: String) -> CellRoute<BaseCell> { CellRoute(BaseDecorator.self, item) }
}
final class HeaderView: SupplementaryView {}
struct Header: SupplementaryDecorator { static func update(_ view: HeaderView, with kind: Kind) {} }
@MainActor let header = SupplementaryRoute<String, HeaderView>(Header.self)
