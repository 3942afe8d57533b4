import AppKit

/// The app: one window, a tab per screen.
@main
@MainActor
struct DecorumMacDemo {
    static func main() {
        let app = NSApplication.shared
        let delegate = AppDelegate()
        app.delegate = delegate
        app.setActivationPolicy(.regular)
        withExtendedLifetime(delegate) { app.run() }
    }
}

@MainActor
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let tabs = NSTabViewController()
        tabs.tabStyle = .toolbar
        for screen in [PeopleViewController(), ContactsViewController(), LargeListViewController()]
            as [NSViewController]
        {
            tabs.addTabViewItem(NSTabViewItem(viewController: screen))
        }
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 560, height: 640), styleMask: [.titled, .closable, .resizable],
            backing: .buffered, defer: false)
        window.title = "Decorum on the Mac"
        window.contentViewController = tabs
        window.center()
        window.makeKeyAndOrderFront(nil)
        NSApp.activate(ignoringOtherApps: true)
        self.window = window
    }

    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool { true }
}
