// swift-tools-version:6.0
// One rule draws the package (issue #39): a target that ships lives in a real folder of its own under
// `Sources/`, named after it; a target that exists only for tests lives under `Tests/`; nothing in the
// `Decorum` product's closure has only tests for clients. No folder links, no excludes under `Sources/`.
//
// What apps link (`import Decorum`), each layer a target the compiler holds to its dependencies:
// - DecorumCore: the platform-neutral base. Model (sectioned data, index math), Changes (changesets,
//   the diff), Batches (the batch vocabulary: `Changeset`, `Move`, `BatchUpdateError`, `UIKitRelease`).
//   Foundation at most.
// - Decorators: cells, reuse and registration, over the core (the design card's `Sources/Decorators`).
// - Handlers: the engine, its view port and the handlers (the design card's `Sources/Handlers`); the
//   binding SPI (`@_spi(Binding)`) is declared here and in DecorumCore.
// - DecorumUIKit: the UIKit layer (every file wrapped whole in `#if canImport(UIKit)`), over the public
//   API and the binding SPI.
// - DecorumAppKit: the AppKit layer (every file wrapped whole in `#if canImport(AppKit) &&
//   !targetEnvironment(macCatalyst)`), over the public API and the binding SPI, as DecorumUIKit is.
// - DecorumIndexPathNames: IndexPath's `item`/`section`/`row` on Linux, where no Apple framework declares
//   them; on a Mac they are AppKit's, which the app imports itself (nothing re-exports AppKit). The
//   library itself never reads them (.ci/index-path-names checks).
// - Decorum: the umbrella; `import Decorum` brings all of it, and its DocC catalog.
// What test targets link (`import DecorumTesting`):
// - DecorumBatchRules: UIKit's batch rules over counts (`UIKitBatchModel`), the model the headless view
//   and the UIKit stand-in share. Never in an app.
// - DecorumTesting: the headless test harness, bound to the core through its public API and binding SPI.

import Foundation
import PackageDescription

// The UIKit layer's suite (Tests/DecorumUIKitTests) runs in two places:
// - on Linux, against a test-only UIKit stand-in (Tests/UIKitStandIn), when DECORUM_UIKIT_STANDIN=1;
//   always in its own scratch folder, because a UIKit.swiftmodule left in `.build` would make
//   `canImport(UIKit)` true in a plain build: `swift test --scratch-path .build-uikit`;
// - on an iOS simulator, against real UIKit, when DECORUM_UIKIT_TESTS=1 (see .github/workflows).
// Without either variable, users resolve and build neither: the package is the library, the terminal
// demo and the core suite.
let environment = ProcessInfo.processInfo.environment
let standIn = environment["DECORUM_UIKIT_STANDIN"] == "1"
let uikitSuite = standIn || environment["DECORUM_UIKIT_TESTS"] == "1"
// The AppKit stand-in (issue #41): a test-only module named AppKit (Tests/AppKitStandIn), checked against a
// transcription written apart (Tests/AppKitReference), and its suite (Tests/DecorumAppKitTests), declared
// only when DECORUM_APPKIT_STANDIN=1 and built in its own scratch folder, `.build-appkit`, for the same
// reason as the UIKit one: `swift test --scratch-path .build-appkit` (.ci/appkit-standin).
let appKitStandIn = environment["DECORUM_APPKIT_STANDIN"] == "1"

var targets: [Target] = [
    .target(name: "DecorumCore", path: "Sources/DecorumCore"),
    .target(name: "Decorators", dependencies: ["DecorumCore"], path: "Sources/Decorators"),
    .target(name: "Handlers", dependencies: ["DecorumCore", "Decorators"], path: "Sources/Handlers"),
    .target(
        name: "DecorumUIKit",
        dependencies: ["DecorumCore", "Decorators", "Handlers"] + (standIn ? ["UIKit"] : []),
        path: "Sources/DecorumUIKit"
    ),
    .target(
        name: "DecorumAppKit",
        dependencies: ["DecorumCore", "Decorators", "Handlers"] + (appKitStandIn ? ["AppKit"] : []),
        path: "Sources/DecorumAppKit"
    ),
    .target(name: "DecorumIndexPathNames", path: "Sources/DecorumIndexPathNames"),
    .target(
        name: "Decorum",
        dependencies: [
            "DecorumCore", "Decorators", "Handlers", "DecorumUIKit", "DecorumAppKit", "DecorumIndexPathNames",
        ],
        path: "Sources/Decorum"
    ),
    .target(name: "DecorumBatchRules", dependencies: ["DecorumCore"], path: "Sources/DecorumBatchRules"),
    .target(
        name: "DecorumTesting",
        dependencies: ["DecorumCore", "Decorators", "Handlers", "DecorumBatchRules"],
        path: "Sources/DecorumTesting"
    ),
    // Test-only: a literal transcription of UIKit's batch algorithm, written apart from
    // DecorumBatchRules' model, which the core suite and the UIKit stand-in check that model against.
    .target(name: "UIKitReferenceModel", dependencies: ["DecorumBatchRules"], path: "Tests/UIKitReference"),
]
if standIn || appKitStandIn {
    // Test-only: what the UIKit and AppKit stand-ins share of the Objective-C runtime (exceptions a test
    // collects, associated objects).
    targets.append(.target(name: "StandInRuntime", path: "Tests/StandInRuntime", exclude: [".swift-format"]))
}
if standIn {
    // Test-only: a module named UIKit that models what Decorum's UIKit layer relies on (each behaviour
    // with the Apple documentation or batch rule it follows). Never part of a plain build.
    targets.append(
        .target(
            name: "UIKit",
            dependencies: [
                "DecorumCore", "DecorumBatchRules", "DecorumIndexPathNames", "UIKitReferenceModel", "StandInRuntime",
            ],
            path: "Tests/UIKitStandIn",
            exclude: [".swift-format"]))
}
if appKitStandIn {
    targets += [
        // Test-only: NSTableView's documented incremental row updates, transcribed literally.
        .target(name: "AppKitReferenceModel", path: "Tests/AppKitReference"),
        // Test-only: a module named AppKit that models what a Decorum AppKit binding relies on (each
        // behaviour with the Apple documentation it follows). Never part of a plain build.
        .target(
            name: "AppKit",
            dependencies: ["DecorumCore", "DecorumBatchRules", "DecorumIndexPathNames", "StandInRuntime"],
            path: "Tests/AppKitStandIn",
            exclude: [".swift-format"]),
        // Written in real AppKit API only (stand-in-only API under `#if !canImport(ObjectiveC)`), so the
        // same files compile for macOS.
        .testTarget(
            name: "DecorumAppKitTests",
            dependencies: ["AppKit", "AppKitReferenceModel", "DecorumAppKit"],
            path: "Tests/DecorumAppKitTests",
            // As for the UIKit suite: Swift Testing's cross-import overlay with AppKit exists on macOS only.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ]
}
if !uikitSuite && !appKitStandIn {
    targets += [
        .executableTarget(
            name: "DecorumDemo",
            dependencies: ["Decorum", "DecorumTesting"],
            path: "DemoApp/Terminal",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "DecorumTests",
            dependencies: [
                "Decorum",
                "DecorumCore",
                "DecorumTesting",
                "DecorumDemo",
                "UIKitReferenceModel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/DecorumTests",
            exclude: ["Golden"]  // the terminal demo's golden output, read through #filePath
        ),
    ]
}
if uikitSuite {
    // Written in real UIKit API only, so the same files run against the stand-in and on a simulator.
    targets.append(
        .testTarget(
            name: "DecorumUIKitTests",
            dependencies: ["Decorum", "DecorumCore", "DecorumUIKit", "DecorumTesting"] + (standIn ? ["UIKit"] : []),
            path: "Tests/DecorumUIKitTests",
            // Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`, image attachments),
            // which exists on Apple platforms only: with the stand-in named UIKit, it must not be looked for.
            swiftSettings: standIn ? [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])] : []
        ))
}

let package = Package(
    name: "Decorum",
    platforms: [.iOS(.v13), .macCatalyst(.v14), .macOS(.v10_15)],  // tvOS, visionOS: never compiled, not declared
    products: [
        .library(name: "Decorum", targets: ["Decorum"]),
        .library(name: "DecorumTesting", targets: ["DecorumTesting"]),
    ] + (uikitSuite || appKitStandIn ? [] : [.executable(name: "demo", targets: ["DecorumDemo"])]),
    dependencies: [
        // Test-only: seeded property-based testing with shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
