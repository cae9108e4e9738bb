import Foundation
import UIKit

/// What the driver or the car did on a map template, as the host hands it to the framework (SPI).
@_spi(CarPlayHost) public enum CPMapTemplateHostInput: @unchecked Sendable {
    /// The preview moved to a trip and one of its route choices.
    case selectPreview(tripIndex: Int, routeChoiceIndex: Int)
    /// The start button of the preview, on the trip and route choice the car shows.
    case startTrip(tripIndex: Int, routeChoiceIndex: Int)
    /// A directional button pressed momentarily.
    case pan(CPMapTemplate.PanDirection)
    /// A directional button pressed and held.
    case panBegan(CPMapTemplate.PanDirection)
    /// A held directional button released.
    case panEnded(CPMapTemplate.PanDirection)
    /// A drag on the map.
    case panGestureBegan
    case panGestureChanged(translation: CGPoint, velocity: CGPoint)
    case panGestureEnded(velocity: CGPoint)
    /// Multitouch (iOS 26): zoom, rotation and pitch.
    case zoomBegan
    case zoomChanged(center: CGPoint, scale: CGFloat, velocity: CGFloat)
    case zoomEnded(velocity: CGFloat)
    case rotationBegan
    case rotationChanged(center: CGPoint, rotation: CGFloat, velocity: CGFloat)
    case rotationEnded(velocity: CGFloat)
    case pitchBegan
    case pitchChanged(center: CGPoint)
    case pitchEnded(center: CGPoint)
    /// The system ended guidance (the car's own navigation started).
    case cancelNavigation
    /// Route sharing (26.4): the car's route source, its destination request, a waypoint decision.
    case routeSourceChanged(CPRouteSource)
    case requestDestination(CPNavigationWaypoint)
    case waypointDecision(CPNavigationWaypoint, accepted: Bool, segment: CPRouteSegment?)
    /// Destination sharing (26.1/26.4).
    case willShareDestination(CPTrip)
    case didShareDestination(CPTrip)
    case didFailToShareDestination(CPTrip, any Error)
}
