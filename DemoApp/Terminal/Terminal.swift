import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about the terminal the demo writes to.
enum Terminal {
    /// Whether standard output is a terminal (not a pipe or a file).
    static var stdoutIsTTY: Bool { isatty(1) != 0 }

    /// Whether standard input is a terminal (someone typing, not a pipe or a file).
    static var stdinIsTTY: Bool { isatty(0) != 0 }

    /// Whether the user asked for no colour through the `NO_COLOR` convention.
    static var noColorRequested: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }

    /// Writes `text` to standard output at once (a prompt has no newline to flush it).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
