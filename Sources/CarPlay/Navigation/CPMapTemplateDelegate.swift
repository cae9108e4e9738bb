import Foundation
import UIKit

/// The object a map template tells about the driver's interactions (panning, trip previews, starting a trip), the
/// life cycle of navigation alerts, and asks about the guidance card, background banners, metadata for the car's
/// displays and route sharing. Every method is optional: the defaults do nothing and answer as iOS does when the
/// method is missing (no banner, the default display style, no metadata, no route sharing).
///
/// `mapTemplate(_:didRequestToInsert:into:completion:)` comes in two spellings, a completion-handler form and an
/// `async` form (as Swift imports an Objective-C completion handler); implement either one.
@preconcurrency @MainActor
@available(iOS 12.0, *)
public protocol CPMapTemplateDelegate: NSObjectProtocol {
    // MARK: Guidance card

    /// The layout of `maneuver` when it is the second maneuver on the guidance card (only the second one is asked).
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle

    // MARK: Trips

    /// The driver moved the preview to `trip` and `routeChoice`: show that route on the map.
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice)
    /// The driver pressed the preview's start button: start a navigation session.
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice)
    /// The system ended navigation (for example the car's own navigation started): stop guiding.
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate)
    /// Whether to send maneuvers, lanes and estimates to the car's instrument cluster and head-up display
    /// (iOS 17.4). Default false.
    @available(iOS 17.4, *)
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool

    // MARK: Background notifications

    /// Whether a new maneuver becomes a banner while another app is in front. Default false.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool
    /// Whether the banner of `maneuver` shows new estimates in place while another app is in front. Default false.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver,
        with travelEstimates: CPTravelEstimates
    ) -> Bool
    /// Whether a navigation alert becomes a banner while another app is in front. Default false.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert)
        -> Bool

    // MARK: Navigation alerts

    /// A navigation alert is about to show.
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert)
    /// A navigation alert is on screen.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert)
    /// A navigation alert is about to go, and why.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext)
    /// A navigation alert went, and why.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext)

    // MARK: Panning interface

    /// The panning interface appeared.
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate)
    /// The panning interface is about to go.
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    /// The panning interface went.
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate)
    /// A directional button is pressed and held.
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection)
    /// A held directional button was released.
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection)
    /// A directional button was pressed momentarily.
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection)

    // MARK: Pan gesture

    /// A drag on the map began (not sent on some CarPlay systems).
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate)
    /// The drag moved: `translation` from where it began, `velocity` in points per second.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint)
    /// The drag ended.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint)

    // MARK: Multitouch (iOS 26, on cars that support it)

    /// A pinch began.
    @available(iOS 26.0, *)
    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate)
    /// The pinch changed: its centre, its scale since it began, and the scale per second.
    @available(iOS 26.0, *)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat,
        velocity: CGFloat)
    /// The pinch ended, with the scale per second.
    @available(iOS 26.0, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat)
    /// A two-finger rotation began.
    @available(iOS 26.0, *)
    func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate)
    /// The rotation changed: its centre, the rotation in radians, and radians per second.
    @available(iOS 26.0, *)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat)
    /// The rotation ended, with radians per second.
    @available(iOS 26.0, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat)
    /// A two-finger vertical slide (pitch) began.
    @available(iOS 26.0, *)
    func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate)
    /// The pitch gesture moved, centred between the fingers.
    @available(iOS 26.0, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint)
    /// The pitch gesture ended.
    @available(iOS 26.0, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint)

    // MARK: Route sharing, waypoints and destination sharing (iOS 26.4)

    /// Whether to give the car the route, its waypoints and segments. Default false.
    @available(iOS 26.4, *)
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool
    /// The car's navigation asks to insert a waypoint into a segment: answer with the estimates.
    @available(iOS 26.4, *)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
        into segment: CPRouteSegment, completion: @escaping (CPTravelEstimates) -> Void)
    /// The car's navigation asks to insert a waypoint into a segment: return the estimates.
    @available(iOS 26.4, *)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
        into segment: CPRouteSegment
    ) async -> CPTravelEstimates
    /// The driver accepted or declined a proposed stop; if accepted, reroute `segment` through it.
    @available(iOS 26.4, *)
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool,
        forSegment segment: CPRouteSegment?)
    /// The car reports whose route or destination it uses.
    @available(iOS 26.4, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource)
    /// The car asks the app to navigate to `waypoint`: preview a trip there.
    @available(iOS 26.4, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint)
    /// The trip's destination is about to be shared with the car.
    @available(iOS 26.4, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip)
    /// The car did not accept the shared destination.
    @available(iOS 26.4, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error)
    /// The car accepted the shared destination.
    @available(iOS 26.4, *)
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip)
}

// The optional methods: what iOS does when the delegate lacks them.
extension CPMapTemplateDelegate {
    public func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver)
        -> CPManeuverDisplayStyle
    { [] }
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {}
    public func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { false }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        false
    }
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver,
        with travelEstimates: CPTravelEstimates
    ) -> Bool { false }
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert
    ) -> Bool { false }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext
    ) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext
    ) {}
    public func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {}
    public func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {}
    public func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat,
        velocity: CGFloat
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {}
    public func mapTemplateDidBeginRotationGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRotateWithCenter center: CGPoint, rotation: CGFloat, velocity: CGFloat
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, rotationDidEndWithVelocity velocity: CGFloat) {}
    public func mapTemplateDidBeginPitchGesture(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchWithCenter center: CGPoint) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, pitchEndedWithCenter center: CGPoint) {}
    public func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { false }

    /// Default: runs the `async` form and passes its estimates to `completion`. When that form is the default too,
    /// the delegate implements neither: `completion` is never called and the car gets no answer.
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
        into segment: CPRouteSegment, completion: @escaping (CPTravelEstimates) -> Void
    ) {
        if CPMapTemplateDelegateBridge.bridgingDelegate == ObjectIdentifier(self),
            let probe = CPMapTemplateDelegateBridge.probe
        {
            // Called by the `async` default: neither spelling is the app's. Resume it with a value nobody receives.
            probe.neitherImplemented = true
            completion(CPTravelEstimates(distanceRemaining: Measurement(value: -1, unit: .meters), timeRemaining: -1))
            return
        }
        let box = CPMapTemplateDelegateBridge.Box(completion)
        let probe = CPMapTemplateDelegateBridge.Probe()
        Task { @MainActor in
            let estimates = await CPMapTemplateDelegateBridge.$probe.withValue(probe) {
                await self.mapTemplate(mapTemplate, didRequestToInsert: waypoint, into: segment)
            }
            if !probe.neitherImplemented { box.value(estimates) }
        }
    }

    /// Default: runs the completion-handler form and returns the estimates it passes.
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
        into segment: CPRouteSegment
    ) async -> CPTravelEstimates {
        await CPMapTemplateDelegateBridge.$bridgingDelegate.withValue(ObjectIdentifier(self)) {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<CPMapTemplateDelegateBridge.Sent, Never>) in
                self.mapTemplate(mapTemplate, didRequestToInsert: waypoint, into: segment) { estimates in
                    continuation.resume(returning: CPMapTemplateDelegateBridge.Sent(estimates))
                }
            }
        }.estimates
    }

    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool,
        forSegment segment: CPRouteSegment?
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {}
    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint
    ) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) {}
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error) {
    }
    public func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) {}
}

/// Bookkeeping of the defaults that bridge the two spellings of the waypoint insertion method.
enum CPMapTemplateDelegateBridge {
    /// The delegate whose `async` default is waiting on its completion-handler form in this task.
    @TaskLocal static var bridgingDelegate: ObjectIdentifier?
    /// Set in the task where the completion-handler default runs the `async` form.
    @TaskLocal static var probe: Probe?

    /// Records that both spellings turned out to be the defaults.
    final class Probe: @unchecked Sendable { var neitherImplemented = false }

    /// Carries estimates out of the completion the app calls (the model object is not `Sendable`).
    struct Sent: @unchecked Sendable {
        let estimates: CPTravelEstimates
        init(_ estimates: CPTravelEstimates) { self.estimates = estimates }
    }

    /// Carries a completion into the task that calls it.
    final class Box: @unchecked Sendable {
        let value: (CPTravelEstimates) -> Void
        init(_ value: @escaping (CPTravelEstimates) -> Void) { self.value = value }
    }
}
