import UIKit
import MapKit
import UserNotifications
import UserNotificationsUI

enum ActionIdentifier: String {
  case accept
  case cancel
  case payment
}

final class NotificationViewController: UIViewController, UNNotificationContentExtension {
  @IBOutlet var mapView: MKMapView!
  @IBOutlet var imageView: UIImageView!

  private lazy var paymentView: PaymentView = {
    let paymentView = PaymentView()
    paymentView.onPaymentRequested = { [weak self] payment in
      self?.resignFirstResponder()
    }
    return paymentView
  }()

  override var canBecomeFirstResponder: Bool {
    return true
  }

  override var inputView: UIView? {
    return paymentView
  }

  func didReceive(_ notification: UNNotification) {
    let userInfo = notification.request.content.userInfo

    guard let latitude = userInfo["latitude"] as? CLLocationDistance,
          let longitude = userInfo["longitude"] as? CLLocationDistance,
          let radius = userInfo["radius"] as? CLLocationDistance else {
      return
    }

    let location = CLLocation(latitude: latitude, longitude: longitude)
    let region = MKCoordinateRegion(center: location.coordinate,
                                    latitudinalMeters: radius,
                                    longitudinalMeters: radius)
    mapView.setRegion(region, animated: false)

    let pin = MKPointAnnotation()
    pin.coordinate = location.coordinate
    mapView.addAnnotation(pin)

    let acceptAction = UNNotificationAction(identifier: ActionIdentifier.accept.rawValue,
                                            title: "Accept")
    let paymentAction = UNNotificationAction(identifier: ActionIdentifier.payment.rawValue,
                                             title: "Payment")
    extensionContext?.notificationActions = [acceptAction, paymentAction]

    var images: [UIImage] = []
    notification.request.content.attachments.forEach { attachment in
      if attachment.url.startAccessingSecurityScopedResource() {
        if let data = try? Data(contentsOf: attachment.url),
           let image = UIImage(data: data) {
          images.append(image)
        }
        attachment.url.stopAccessingSecurityScopedResource()
      }
    }
    imageView.image = images.first
  }

  func didReceive(_ response: UNNotificationResponse,
                  completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
    let accept = ActionIdentifier.accept.rawValue
    let cancel = ActionIdentifier.cancel.rawValue
    let payment = ActionIdentifier.payment.rawValue

    switch response.actionIdentifier {
    case accept:
      let cancelAction = UNNotificationAction(identifier: cancel, title: "Cancel")
      let currentActions = extensionContext?.notificationActions ?? []
      extensionContext?.notificationActions = currentActions
        .map { $0.identifier == accept ? cancelAction : $0 }
    case cancel:
      let acceptAction = UNNotificationAction(identifier: accept, title: "Accept")
      let currentActions = extensionContext?.notificationActions ?? []
      extensionContext?.notificationActions = currentActions
        .map { $0.identifier == cancel ? acceptAction : $0 }
    case payment:
      becomeFirstResponder()
    default:
      break
    }

    completion(.doNotDismiss)
  }
}
