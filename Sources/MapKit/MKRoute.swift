#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A route between two places: its line on the map, steps, distance and expected travel time.
open class MKRoute: NSObject {
    /// A name for the route, from its most significant roads.
    open private(set) var name: String
    /// Notices the driver should know (tolls, closures).
    open private(set) var advisoryNotices: [String]
    /// Metres.
    open private(set) var distance: CLLocationDistance
    /// Seconds, under typical conditions.
    open private(set) var expectedTravelTime: TimeInterval
    open private(set) var transportType: MKDirectionsTransportType
    /// The route's line.
    open private(set) var polyline: MKPolyline
    /// The steps, in order, each with its instruction.
    open private(set) var steps: [MKRoute.Step]
    open private(set) var hasTolls: Bool
    open private(set) var hasHighways: Bool

    init(_ route: PlatformRoute, transportType: MKDirectionsTransportType) {
        name = route.name
        advisoryNotices = route.advisoryNotices
        distance = route.distance
        expectedTravelTime = route.expectedTravelTime
        self.transportType = transportType
        polyline = MKPolyline(_coordinates: route.coordinates)
        steps = route.steps.map { Step($0, transportType: transportType) }
        hasTolls = route.hasTolls
        hasHighways = route.hasHighways
        super.init()
    }

    /// One leg of a route: an instruction and the way to the next step.
    open class Step: NSObject {
        /// The instruction to follow at the start of the step ("Turn right onto Boulevard Albert 1er").
        open private(set) var instructions: String
        /// Something the driver should know about the step.
        open private(set) var notice: String?
        /// The step's line.
        open private(set) var polyline: MKPolyline
        /// Metres.
        open private(set) var distance: CLLocationDistance
        open private(set) var transportType: MKDirectionsTransportType

        init(_ step: PlatformRouteStep, transportType: MKDirectionsTransportType) {
            instructions = step.instructions
            notice = step.notice
            polyline = MKPolyline(_coordinates: step.coordinates)
            distance = step.distance
            self.transportType = transportType
            super.init()
        }

        open override var description: String {
            "<MKRouteStep: \(PlatformFormat.address(of: self))> \(instructions) (\(Int(distance.rounded())) m)"
        }
    }

    open override var description: String {
        "<MKRoute: \(PlatformFormat.address(of: self))> \(name), \(Int(distance.rounded())) m, "
            + "\(Int(expectedTravelTime.rounded())) s, \(steps.count) steps"
    }
}

extension MKPolyline {
    /// A polyline through the car's coordinates.
    convenience init(_coordinates coordinates: [PlatformCoordinate]) {
        self.init(
            _mapPoints: coordinates.map {
                MKMapPoint(CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude))
            })
    }
}
#endif
