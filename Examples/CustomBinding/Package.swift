// swift-tools-version:6.0
// A binding of Decorum for a view of one's own, written where any app's would be: in another package,
// which sees Decorum through `import Decorum` and the binding SPI (`@_spi(Binding) import Decorum`)
// alone. `package` and `internal` declarations of Decorum cannot be reached from here, so what builds
// here is what the binding SPI offers. WritingABinding.md walks through it; `.ci/run` builds and tests it:
//
//   swift test --package-path Examples/CustomBinding --scratch-path .build-example
import PackageDescription

// SwiftPM names a path dependency after the last component of its folder (`../..` in a checkout at
// `/x/wt-seam` is the package `wt-seam`), so the product reference uses that name, computed here.
let rootPackage: String = {
    let components = Context.packageDirectory.split(separator: "/").map(String.init)
    return components.dropLast(2).last ?? "Decorum"  // drop Examples/CustomBinding
}()

let package = Package(
    name: "CustomBinding",
    platforms: [.iOS(.v13), .macCatalyst(.v14), .macOS(.v10_15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "TextList", dependencies: [.product(name: "Decorum", package: rootPackage)]),
        .testTarget(
            name: "TextListTests", dependencies: ["TextList", .product(name: "Decorum", package: rootPackage)]),
    ],
    swiftLanguageModes: [.v6]
)
