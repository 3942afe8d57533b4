// swift-tools-version:6.1
// Benchmarks for Decorum. A separate package so that users of Decorum never resolve the
// benchmark dependencies; it uses the root package by path.
//
//   swift package benchmark                       # every package-benchmark suite
//   swift package benchmark --target IndexBenchmarks
//   swift run -c release decorum-bench             # figures package-benchmark does not give
import Foundation
import PackageDescription

// SwiftPM names a path dependency after the last component of its folder (`.package(path: "..")` in a
// checkout at `/x/wt-bench` is the package `wt-bench`), so the product references use that name,
// computed here, instead of a fixed one: the benchmarks build from a checkout in a folder of any name.
let rootPackage: String = {
    var components = Context.packageDirectory.split(separator: "/").map(String.init)
    components.removeLast()  // Benchmarks
    return components.last ?? "main"
}()

// DifferenceKit, for `decorum-bench dk` only, when its sources (1.3.0, copied by hand, never committed) are in
// Vendor/DifferenceKit (ignored by git; it is never a dependency of the package otherwise).
let vendoredDifferenceKit = FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/Vendor/DifferenceKit/Sources/Algorithm.swift")

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Decorum", package: rootPackage),
    .product(name: "DecorumTesting", package: rootPackage),
    "BenchSupport",
    .product(name: "Benchmark", package: "benchmark"),
]
let benchmarkPlugins: [Target.PluginUsage] = [.plugin(name: "BenchmarkPlugin", package: "benchmark")]

let package = Package(
    name: "DecorumBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Fixtures shared by the suites and the harness: seeded data, the mixed edit, naive baselines.
        .target(
            name: "BenchSupport",
            dependencies: [.product(name: "Decorum", package: rootPackage)],
            path: "Sources/BenchSupport"
        ),
        .executableTarget(
            name: "IndexBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/IndexBenchmarks",
            // package-benchmark's `let benchmarks = { ... }` entry point is a Swift 5 style global.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: benchmarkPlugins
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/DiffBenchmarks",
            // package-benchmark's `let benchmarks = { ... }` entry point is a Swift 5 style global.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: benchmarkPlugins
        ),
        .executableTarget(
            name: "HandlerBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/HandlerBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: benchmarkPlugins
        ),
        // Release-mode harness printing markdown tables (ratios, moves reported vs true moves, peak RSS).
        .executableTarget(
            name: "decorum-bench",
            dependencies: [
                .product(name: "Decorum", package: rootPackage),
                .product(name: "DecorumTesting", package: rootPackage),
                "BenchSupport",
            ]
                + (vendoredDifferenceKit ? ["DifferenceKit"] : []),
            path: "Sources/decorum-bench"
        ),
    ]
        + (vendoredDifferenceKit
            ? [
                // Whole-module and cross-module optimised, so its generic diff is specialised for the
                // benchmark's `Row` in decorum-bench, as Decorum's `@inlinable` diff is.
                .target(
                    name: "DifferenceKit",
                    path: "Vendor/DifferenceKit/Sources",
                    exclude: ["Info.plist"],
                    swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-cross-module-optimization"])]
                )
            ] : []),
    swiftLanguageModes: [.v6]
)
