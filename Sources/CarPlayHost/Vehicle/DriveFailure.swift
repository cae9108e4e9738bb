import OpenStreetMap

/// Why the car cannot set off, or take a wrong turn, as the driver asked (`CarSystem.driveVehicle(to:)`,
/// `CarSystem.takeWrongTurn()`, the same calls of `CarSession` and `TestCar`).
public enum DriveFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The car has no map to route on.
    case noMap
    /// The car's map has no road route from where the car is to the destination.
    case noRoute
    /// The route cannot be driven (no points, a point off Earth, a bad option).
    case route(RouteDrive.Failure)
    /// A wrong turn needs a drive to a destination under way (along a road route of the car's map).
    case noRoadRoute
    /// A wrong turn found nowhere to go (no junction ahead, or no way on from the other road).
    case wrongTurn(WrongTurn.Failure)

    public var description: String {
        switch self {
        case .noMap: "the car has no map to route on"
        case .noRoute: "the car's map has no road route from where the car is"
        case .route(let failure): failure.description
        case .noRoadRoute: "a wrong turn needs a drive to a destination under way"
        case .wrongTurn(.noJunctionAhead): "no junction ahead on the route"
        case .wrongTurn(.noWayOn): "no way on from the junction's other road"
        }
    }
}
