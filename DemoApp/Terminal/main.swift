#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let options: DemoOptions
do {
    options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Terminal.printError("demo: \(error.message)\n")
    Terminal.printError(DemoOptions.help)
    exit(2)
}

if options.showHelp {
    print(DemoOptions.help)
} else if options.listChapters {
    print(Demo.chapterList)
} else {
    let colors = options.usesColor(stdoutIsTTY: Terminal.stdoutIsTTY, noColorRequested: Terminal.noColorRequested)
    print(Demo.render(options: options, colors: colors), terminator: "")
}
