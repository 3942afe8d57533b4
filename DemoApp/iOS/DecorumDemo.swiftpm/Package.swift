// swift-tools-version: 6.0

// The Decorum iOS demo: a Swift Playgrounds app package. Open this folder (DecorumDemo.swiftpm) in
// Xcode, pick an iPhone simulator and press Run. It uses the library from this repository by path.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "DecorumDemo",
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "DecorumDemo",
            targets: ["DecorumDemo"],
            bundleIdentifier: "dev.decorum.demo",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .note),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    dependencies: [
        .package(name: "Decorum", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "DecorumDemo",
            dependencies: [.product(name: "Decorum", package: "Decorum")],
            path: "Sources",
            resources: [.process("Resources")]  // ProfileCell.xib, compiled by Xcode
        )
    ],
    swiftLanguageModes: [.v6]
)
