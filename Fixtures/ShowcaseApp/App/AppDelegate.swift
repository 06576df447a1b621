import UIKit

/// The entry point of ShopApp and of its App Clip, ShopClip. Each target's Info.plist names its
/// first storyboard (`UIMainStoryboardFile`): Checkout for the app, Orders for the clip.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}
