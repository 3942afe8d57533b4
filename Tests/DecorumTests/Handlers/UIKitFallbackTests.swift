import Testing

@testable import Decorators
@_spi(Binding) @testable import DecorumCore
@_spi(Binding) @testable import Handlers

// N12 (issue #38): which UIKit API the UIKit layer uses on older systems was a mutable switch shipped
// in the library for tests to set. It is decided here, from the system's version, which the UIKit
// layer reads from `UIDevice` (and the stand-in models).

@Suite("The UIKit layer's fallbacks for older systems")
struct UIKitFallbackTests {
    @Test("on iOS 13 and 14 rows are reconfigured by hand, from iOS 15 in place")
    func reconfigureFromIOS15() throws {
        #expect(try #require(UIKitRelease(systemVersion: "13.7")).hasReconfigure == false)
        #expect(try #require(UIKitRelease(systemVersion: "14.8.1")).hasReconfigure == false)
        #expect(try #require(UIKitRelease(systemVersion: "15.0")).hasReconfigure)
        #expect(try #require(UIKitRelease(systemVersion: "18")).hasReconfigure)
    }

    @Test("header titles use a content configuration from iOS 14, a text label on iOS 13")
    func titlesFromIOS14() throws {
        #expect(try #require(UIKitRelease(systemVersion: "13.0")).hasListContent == false)
        #expect(try #require(UIKitRelease(systemVersion: "14.0")).hasListContent)
    }

    @Test("a version string that names no release is none")
    func unreadableVersion() {
        #expect(UIKitRelease(systemVersion: "") == nil)
        #expect(UIKitRelease(systemVersion: "x.1") == nil)
        #expect(UIKitRelease(systemVersion: "16.x") == nil)
        #expect(UIKitRelease(systemVersion: "16.4") == UIKitRelease(16, 4))
    }
}
