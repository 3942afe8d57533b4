// expect: requires the types
// A header route whose view is not the list's header view kind does not compile (on iOS, a
// UICollectionReusableView decorator as a table's header).
import Decorum

final class HeaderView: SupplementaryView {}
final class OtherView: SupplementaryView {}
struct Header: SupplementaryDecorator { static func update(_ view: OtherView, with kind: Kind) {} }
@MainActor let header = SupplementaryRoute<String, HeaderView>(Header.self)
