import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let options: DemoOptions
do {
    options = try DemoOptions.parse(Array(ProcessInfo.processInfo.arguments.dropFirst()))
} catch {
    Terminal.printError("demo: \(error)\n")
    Terminal.printError(DemoOptions.help)
    exit(2)
}

let colors = options.usesColor(stdoutIsTTY: Terminal.stdoutIsTTY, noColorRequested: Terminal.noColorRequested)
if let output = Demo.output(for: options, colors: colors) {
    print(output, terminator: "")
} else {
    let typing = Terminal.stdinIsTTY
    InteractiveSession(colors: colors).run(
        prompts: typing, echoes: !typing, read: { readLine() }, write: Terminal.write)
}
