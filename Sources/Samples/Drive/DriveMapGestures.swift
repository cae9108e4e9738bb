import CarPlay
import UIKit

// The driver's gestures on the map: CarPlay's pan gesture (a drag, on every touch screen) and, on cars with a
// multitouch screen (iOS 26), pinch, rotation and pitch. Each moves Drive's map as the fingers do; a drag or a
// rotation stops following the car (the recentre button follows it again), a pinch or a pitch keeps following.
extension DriveSceneDelegate {
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) {
        mapViewController.beginGesture(keepsFollowing: false)
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint
    ) {
        mapViewController.drag(by: translation)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {
        mapViewController.endGesture()
    }

    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) {
        mapViewController.beginGesture(keepsFollowing: true)
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat,
        velocity: CGFloat
    ) {
        mapViewController.pinch(scale: scale)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {
        mapViewController.endGesture()
    }

    func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate) {
        mapViewController.beginGesture(keepsFollowing: false)
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat
    ) {
        mapViewController.rotate(by: rotation)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat) {
        mapViewController.endGesture()
    }

    func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate) {
        mapViewController.beginGesture(keepsFollowing: true)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint) {
        mapViewController.pitch(center: center)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint) {
        mapViewController.endGesture()
    }
}
