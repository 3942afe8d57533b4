import BenchSupport
import Decorum
import Foundation

// TODO(handler): measure `HeadlessHandler` removeData / upsert once it lands in Sources/Handlers.
func runHandler() {
    print("## Handler edits")
    print("")
    print("TODO: not measured yet — `HeadlessHandler` (removeData / upsert) has not landed in Sources/Handlers.")
    print("")
}
