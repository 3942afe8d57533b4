// expect: requires the types
// A route to a decorator whose cell is not the routing decorator's cell kind does not compile (on iOS,
// a UICollectionViewCell decorator in a CellRoute<UITableViewCell>; here, any other class).
import Decorum

class BaseCell {}
final class OtherBaseCell {}
struct OtherDecorator: CellDecorator { static func update(_ cell: OtherBaseCell, with text: String) {} }
struct RoutedDecorator: RoutingDecorator {
    static func route(_ item: String) -> CellRoute<BaseCell> { CellRoute(OtherDecorator.self, item) }
}
