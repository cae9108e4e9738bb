// Stand-in for Apple's MapKit on platforms that lack it: map items, placemarks and coordinate regions. Like Apple's,
// `import MapKit` also brings in CoreLocation and Foundation.
@_exported import CoreLocation
@_exported import Foundation
