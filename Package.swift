// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Decorum",
    platforms: [.iOS(.v13), .macOS(.v10_15)],  // tvOS and visionOS: never compiled, so not declared
    products: [
        .library(name: "Decorum", targets: ["Decorum"]),
        .executable(name: "demo", targets: ["DecorumDemo"]),
    ],
    dependencies: [
        // Test-only: seeded property-based testing with shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
    ],
    targets: [
        // One module, one `import Decorum`; the folders under Sources/ show the architecture:
        // Model (data + index math), Changes (changesets + diff), Headless (the UIKit-rules view),
        // Handlers (the engine and the platform-neutral handlers), Decorators (cells, reuse, registration),
        // UIKit (the thin UIKit layer: every file wrapped whole in `#if canImport(UIKit)`).
        .target(
            name: "Decorum",
            path: "Sources",
            exclude: []
        ),
        .executableTarget(
            name: "DecorumDemo",
            dependencies: ["Decorum"],
            path: "DemoApp/Terminal",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "DecorumTests",
            dependencies: [
                "Decorum",
                "DecorumDemo",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/DecorumTests",
            exclude: ["Golden"]  // the terminal demo's golden output, read through #filePath
        ),
    ],
    swiftLanguageModes: [.v6]
)
