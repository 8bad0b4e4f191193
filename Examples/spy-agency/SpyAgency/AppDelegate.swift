import UIKit
import UserNotifications

let categoryIdentifier = "ShowMap"

enum ActionIdentifier: String {
  case accept
  case cancel
  case payment
  case comment
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    registerCustomActions()
    application.registerForRemoteNotifications()
    return true
  }

  private func registerCustomActions() {
    let ident = ActionIdentifier.payment.rawValue
    let payment = UNNotificationAction(identifier: ident,
                                       title: "Payment")

    let category = UNNotificationCategory(identifier: categoryIdentifier,
                                          actions: [payment],
                                          intentIdentifiers: [])

    UNUserNotificationCenter.current()
      .setNotificationCategories([category])
  }
}
