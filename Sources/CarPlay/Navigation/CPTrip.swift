import CoreLocation
import Foundation
import MapKit

/// A trip: an origin, a destination and up to three route choices.
///
/// Every trip in a preview needs travel estimates (`CPMapTemplate.updateEstimates(_:for:)`), kept current.
open class CPTrip: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a trip between two waypoints (iOS 26.4). `origin` and `destination` are map items made from them.
    @available(iOS 26.4, *)
    public init(
        originWaypoint origin: CPNavigationWaypoint, destinationWaypoint destination: CPNavigationWaypoint,
        routeChoices: [CPRouteChoice]
    ) {
        self._originWaypoint = origin
        self._destinationWaypoint = destination
        self._routeChoices = routeChoices
        self._origin = Self.mapItem(for: origin)
        self._destination = Self.mapItem(for: destination)
        super.init()
    }

    /// Creates a trip between two map items. The waypoints are made from them (no location threshold, no entry
    /// points); `origin` and `destination` return the items given.
    @available(
        iOS, introduced: 12.0, deprecated: 26.4, renamed: "init(originWaypoint:destinationWaypoint:routeChoices:)"
    )
    public convenience init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        self.init(
            originWaypoint: CPNavigationWaypoint(mapItem: origin, locationThreshold: nil, entryPoints: []),
            destinationWaypoint: CPNavigationWaypoint(mapItem: destination, locationThreshold: nil, entryPoints: []),
            routeChoices: routeChoices)
        self._origin = origin
        self._destination = destination
    }

    /// A map item at a waypoint's center, with its name and time zone.
    private static func mapItem(for waypoint: CPNavigationWaypoint) -> MKMapItem {
        let center = waypoint.centerPoint
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude)))
        item.name = waypoint.name
        item.timeZone = waypoint.timeZone
        return item
    }

    // MARK: NSSecureCoding

    /// Trips support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the waypoints, map items, route choices and settings; `userInfo` only when it is a property-list
    /// value.
    open func encode(with coder: NSCoder) {
        coder.encode(originWaypoint, forKey: "originWaypoint")
        coder.encode(destinationWaypoint, forKey: "destinationWaypoint")
        coder.encodeMapItem(_origin, forKey: "origin")
        coder.encodeMapItem(_destination, forKey: "destination")
        coder.encode(routeChoices as NSArray, forKey: "routeChoices")
        coder.encodeStrings(destinationNameVariants, forKey: "destinationNameVariants")
        coder.encode(hasShareableDestination, forKey: "hasShareableDestination")
        coder.encode(routeSegmentsAvailableForRegion, forKey: "routeSegmentsAvailableForRegion")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
    }

    /// Decodes a trip that `encode(with:)` archived: new route choices and waypoints with the archived values.
    public required init?(coder: NSCoder) {
        guard let originWaypoint = coder.decodeIfPresent(CPNavigationWaypoint.self, forKey: "originWaypoint"),
            let destinationWaypoint = coder.decodeIfPresent(CPNavigationWaypoint.self, forKey: "destinationWaypoint"),
            let routeChoices = coder.decodeArray(of: CPRouteChoice.self, forKey: "routeChoices")
        else { return nil }
        self._originWaypoint = originWaypoint
        self._destinationWaypoint = destinationWaypoint
        self._routeChoices = routeChoices
        self._origin = coder.decodeMapItem(forKey: "origin") ?? Self.mapItem(for: originWaypoint)
        self._destination = coder.decodeMapItem(forKey: "destination") ?? Self.mapItem(for: destinationWaypoint)
        self.destinationNameVariants = coder.decodeStrings(forKey: "destinationNameVariants")
        self.hasShareableDestination = coder.decodeBool(forKey: "hasShareableDestination", default: false)
        self.routeSegmentsAvailableForRegion = coder.decodeBool(
            forKey: "routeSegmentsAvailableForRegion", default: true)
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        super.init()
    }

    /// The map item of the trip's origin.
    @available(iOS, introduced: 12.0, deprecated: 26.4, renamed: "originWaypoint")
    open var origin: MKMapItem { _origin }
    private var _origin: MKMapItem

    /// The map item of the trip's destination.
    @available(iOS, introduced: 12.0, deprecated: 26.4, renamed: "destinationWaypoint")
    open var destination: MKMapItem { _destination }
    private var _destination: MKMapItem

    /// The trip's origin (iOS 26.4).
    @available(iOS 26.4, *)
    open var originWaypoint: CPNavigationWaypoint { _originWaypoint }
    private let _originWaypoint: CPNavigationWaypoint

    /// The trip's destination (iOS 26.4).
    @available(iOS 26.4, *)
    open var destinationWaypoint: CPNavigationWaypoint { _destinationWaypoint }
    private let _destinationWaypoint: CPNavigationWaypoint

    /// The trip's routes, up to three.
    open var routeChoices: [CPRouteChoice] { _routeChoices }
    private let _routeChoices: [CPRouteChoice]

    /// Any custom data or object that you want to associate with the trip.
    open var userInfo: Any?

    /// The destination's names (iOS 17.4), from most to least preferred, localized; give at least one.
    @available(iOS 17.4, *)
    open var destinationNameVariants: [String]? { didSet { notifyHostOfChange() } }

    /// Whether the user may share the trip's destination with the car (iOS 26.1). Decision: false until the app
    /// enables it, as the header's "Set to YES to enable" implies.
    @available(iOS 26.1, *)
    open var hasShareableDestination: Bool = false { didSet { notifyHostOfChange() } }

    /// Whether the trip takes part in route sharing in the current region (iOS 26.4). Decision: true until the app
    /// disables it where route sharing is not supported, as the header's "Set to NO to disable" implies.
    @available(iOS 26.4, *)
    open var routeSegmentsAvailableForRegion: Bool = true { didSet { notifyHostOfChange() } }

    open override var description: String {
        "<CPTrip: \(cpAddress(of: self))> origin: \(cpDescribe(originWaypoint.name)), destination: "
            + "\(cpDescribe(destinationWaypoint.name)), routeChoices: \(routeChoices.count)"
    }
}
