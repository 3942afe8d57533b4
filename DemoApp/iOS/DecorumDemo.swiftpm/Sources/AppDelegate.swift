import UIKit

/// The app's entry point, UIKit only: a window whose root is a navigation controller listing the demo
/// screens. Works with and without a scene manifest in the generated Info.plist.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        if Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = Self.makeRoot()
            window?.makeKeyAndVisible()
        }
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    static func makeRoot() -> UIViewController {
        let navigation = UINavigationController(rootViewController: MenuViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }
}

/// Creates the window when the app runs with scenes.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppDelegate.makeRoot()
        window.makeKeyAndVisible()
        self.window = window
    }
}
