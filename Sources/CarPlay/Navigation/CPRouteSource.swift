import Foundation

/// Whose route and destinations the car is using (iOS 26.4; reported to `CPMapTemplateDelegate`).
@available(iOS 26.4, *)
public enum CPRouteSource: UInt, Sendable {
    /// There is no current route source.
    case sourceInactive = 0
    /// The car uses the device's route unmodified.
    case sourceiOSUnchanged = 1
    /// The car uses the device's route but modified it; the destinations are unchanged.
    case sourceiOSRouteModified = 2
    /// The car uses the device's route and destinations, and modified both.
    case sourceiOSRouteDestinationsModified = 3
    /// The car uses only the device's destinations, not its route.
    case sourceiOSDestinationsOnly = 4
    /// The route and destinations come from the car's own navigation system.
    case sourceVehicle = 5
}
