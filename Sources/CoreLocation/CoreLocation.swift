// Stand-in for Apple's CoreLocation on platforms that lack it: CLLocation and CLLocationCoordinate2D. Like Apple's,
// it re-exports Foundation.
@_exported import Foundation
