// swift-tools-version:6.0
// The Mac demo: an AppKit app showing DecorumAppKit's TableViewHandler (issue #41). It uses the library
// next to it by path. On a Mac: `swift run --package-path DemoApp/Mac`. On Linux it is type-checked
// against the macOS 14 SDK by `.ci/demo-macos` (it has never run).
import PackageDescription

let package = Package(
    name: "DecorumMacDemo",
    platforms: [.macOS(.v11)],
    dependencies: [.package(name: "Decorum", path: "../..")],
    targets: [
        .executableTarget(
            name: "DecorumMacDemo",
            dependencies: [.product(name: "Decorum", package: "Decorum")],
            path: "Sources/DecorumMacDemo")
    ],
    swiftLanguageModes: [.v6]
)
