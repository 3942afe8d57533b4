// expect: does not conform to protocol 'CellDecorator'
// Data that is neither Identifiable nor Hashable has no identity until the decorator declares one.
import Decorum

struct Note { var text: String }
struct NoteDecorator: CellDecorator { static func update(_ cell: Int, with note: Note) {} }
