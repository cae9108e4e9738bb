// Stand-in for Apple's CoreLocation on platforms that lack it: CLLocation, CLLocationManager and its delegate,
// CLHeading, CLError and the accuracy constants, fed by the car's position. Like Apple's,
// it re-exports Foundation.
@_exported import Foundation
