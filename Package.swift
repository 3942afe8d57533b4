// swift-tools-version:6.0
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

var targets: [Target] = [
    // Test-only: a literal transcription of UIKit's batch algorithm, written apart from
    // DecorumBatchRules' model, which the core suite and the UIKit stand-in check that model against.
    .target(name: "UIKitReferenceModel", dependencies: ["DecorumBatchRules"], path: "Tests/UIKitReference"),
    // UIKit's batch rules over counts (the model the headless view, the engine's batch check and the UIKit
    // stand-in share) and the batch types they speak (Changeset, Move, BatchUpdateError). Below everything
    // else; re-exported by Decorum.
    .target(name: "DecorumBatchRules", path: "Sources/BatchRules"),
    // IndexPath's `item`/`section`/`row` where UIKit does not declare them: on Linux its own copies, on
    // macOS AppKit's. Re-exported by Decorum for users' code, tests and the demo, and by the UIKit
    // stand-in as UIKit does; the library itself never reads them (.ci/index-path-names checks).
    .target(name: "DecorumIndexPathNames", path: "Sources/IndexPathNames"),
    // The layers, each a target the compiler holds to its dependencies (issue #31):
    // - DecorumCore, platform-neutral: Model (data + index math), Changes (changesets + diff), Decorators
    //   (cells, reuse, registration), Handlers (the engine, its view port, the handlers). Foundation at
    //   most; no `canImport(UIKit)`, and no IndexPath member that UIKit declares (it does not depend on
    //   DecorumIndexPathNames).
    // - DecorumUIKit: the UIKit layer (Sources/UIKit, every file wrapped whole in `#if canImport(UIKit)`),
    //   over the core's public API, its binding SPI and a few named `package` hooks.
    // - Decorum: the umbrella apps link; `import Decorum` brings all of it.
    // DecorumCore's folders stay at the top of Sources/ (the design card); Sources/DecorumCore lists them,
    // as links, so that the core's root holds no other target's files.
    .target(
        name: "DecorumCore",
        dependencies: ["DecorumBatchRules"],
        path: "Sources/DecorumCore"
    ),
    .target(
        name: "DecorumUIKit",
        dependencies: ["DecorumCore"] + (standIn ? ["UIKit"] : []),
        path: "Sources/UIKit"
    ),
    .target(
        name: "Decorum",
        dependencies: ["DecorumCore", "DecorumUIKit", "DecorumBatchRules", "DecorumIndexPathNames"],
        path: "Sources/Decorum"
    ),
    // The library test targets link: `import DecorumTesting`, the headless test harness (HeadlessListView,
    // the UIKit-rules view; HeadlessHandler, bound to it through the core's binding SPI only; gesture
    // simulation). It needs the core only.
    .target(
        name: "DecorumTesting",
        dependencies: ["DecorumCore", "DecorumBatchRules"],
        path: "Sources/Testing"
    ),
]
if standIn {
    // Test-only: a module named UIKit that models what Decorum's UIKit layer relies on (each behaviour
    // with the Apple documentation or batch rule it follows). Never part of a plain build.
    targets.append(
        .target(
            name: "UIKit", dependencies: ["DecorumBatchRules", "DecorumIndexPathNames", "UIKitReferenceModel"],
            path: "Tests/UIKitStandIn",
            exclude: [".swift-format"]))
}
if !uikitSuite {
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
    ] + (uikitSuite ? [] : [.executable(name: "demo", targets: ["DecorumDemo"])]),
    dependencies: [
        // Test-only: seeded property-based testing with shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1")
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
